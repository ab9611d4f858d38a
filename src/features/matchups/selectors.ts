import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import type { RootState } from '@/app/store';
import type { Matchup } from '@domain/contracts/matchup';
import { sortMatchups } from '@domain/rules/status';
import { selectHubStatus } from '@/app/hubSlice';
import { biggestEdge, hiddenPicks } from './picksFilter';
import {
  inQuery,
  selectAllMatchups,
  selectMatchupsLoadingFlag,
  selectMatchupsQuery,
} from '@/app/live/matchupsSlice';

const selectSearch = (state: RootState) => state.matchupsView.search;
const selectConfidence = (state: RootState) => state.matchupsView.confidence;
const selectSort = (state: RootState) => state.matchupsView.sort;

/** docs/product.md §5 team search: case-insensitive substring of the home or away name. */
function matchesSearch(m: Matchup, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [m.homeTeam, m.awayTeam].some((name) => name?.toLowerCase().includes(needle));
}

/** Every game of the query's sport and date (docs/product.md §10: the slider does not hide games). */
export const selectQueryMatchups = createSelector(
  [selectAllMatchups, selectMatchupsQuery],
  (all, query) => all.filter((m) => inQuery(m, query)),
);

/** The query's games narrowed by team search only, unsorted. */
export const selectFilteredMatchups = createSelector(
  [selectQueryMatchups, selectSearch],
  (list, search) => list.filter((m) => matchesSearch(m, search)),
);

const byStart = (a: Matchup, b: Matchup): number =>
  (Date.parse(a.startsAt ?? '') || Number.MAX_SAFE_INTEGER) -
    (Date.parse(b.startsAt ?? '') || Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id);

/** The visible games at a given minute in the chosen order: live first (docs/product.md §4), start time, or biggest edge. */
export const selectVisibleMatchups = createSelector(
  [
    selectFilteredMatchups,
    selectSort,
    selectConfidence,
    (_state: RootState, nowMinute: number) => nowMinute,
  ],
  (list, sort, confidence, nowMinute) => {
    const ordered = sortMatchups(list, new Date(nowMinute));
    if (sort === 'start') return [...list].sort(byStart);
    if (sort === 'edge') {
      const edge = new Map(
        list.map((m) => [m.id, biggestEdge(m, confidence, nowMinute) ?? Number.NEGATIVE_INFINITY]),
      );
      // Stable: equal edges (and started games, last) keep the live-first order.
      return ordered.sort((a, b) => (edge.get(b.id) ?? 0) - (edge.get(a.id) ?? 0));
    }
    return ordered;
  },
);

/**
 * The visible ids; the same array comes back while ids and order are unchanged, so a score
 * push re-renders only that game's row or card, not the list.
 */
export const selectVisibleIds = createSelector(
  [selectVisibleMatchups],
  (list) => list.map((m) => m.id),
  {
    memoizeOptions: { resultEqualityCheck: shallowEqual },
  },
);

/** docs/product.md §4: loading until connected (when nothing is shown yet) and while a request is fresh. */
export const selectShowLoading = (state: RootState): boolean =>
  selectMatchupsLoadingFlag(state) ||
  (selectHubStatus(state) !== 'connected' && state.matchups.ids.length === 0);

/** How many AI picks of the listed games the confidence slider hides (docs/product.md §10). */
export const selectHiddenPickCount = createSelector(
  [selectFilteredMatchups, selectConfidence],
  (list, confidence) => list.reduce((sum, m) => sum + hiddenPicks(m, confidence), 0),
);
