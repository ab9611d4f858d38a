import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import type { RootState } from '@/app/store';
import type { Matchup } from '@domain/contracts/matchup';
import { sortMatchups } from '@domain/rules/status';
import { selectHubStatus } from '@/app/hubSlice';
import {
  inQuery,
  selectAllMatchups,
  selectMatchupsLoadingFlag,
  selectMatchupsQuery,
} from '@/app/live/matchupsSlice';

/** docs/product.md §5 team search: case-insensitive substring of the home or away name. */
function matchesSearch(m: Matchup, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [m.homeTeam, m.awayTeam].some((name) => name?.toLowerCase().includes(needle));
}

/** The ids of the query's games that match the search, in docs/product.md §4 order at the given minute. */
export const selectPickableIds = createSelector(
  [
    selectAllMatchups,
    selectMatchupsQuery,
    (_state: RootState, search: string) => search,
    (_state: RootState, _search: string, nowMinute: number) => nowMinute,
  ],
  (all, query, search, nowMinute) =>
    sortMatchups(
      all.filter((m) => inQuery(m, query) && matchesSearch(m, search)),
      new Date(nowMinute),
    ).map((m) => m.id),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

/** What the list shows instead of games: connecting, loading, or nothing. */
export function selectListStatus(state: RootState): 'connecting' | 'loading' | 'ready' {
  if (selectHubStatus(state) !== 'connected') return 'connecting';
  return selectMatchupsLoadingFlag(state) ? 'loading' : 'ready';
}
