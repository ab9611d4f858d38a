import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import type { RootState } from '@/app/store';
import { DEFAULT_CONFIDENCE } from '@/domain/aiPicks';
import type { Matchup } from '@/domain/matchup';
import { sortMatchups } from '@/domain/status';
import { selectHubStatus } from '@/lib/hub/hubSlice';
import { inQuery, selectAllMatchups, selectMatchupsLoadingFlag, selectMatchupsQuery } from '@/lib/hub/matchupsSlice';

const selectSearch = (state: RootState) => state.matchupsView.search;
const selectConfidence = (state: RootState) => state.matchupsView.confidence;

/** SPEC §5 team search: case-insensitive substring of the home or away name. */
function matchesSearch(m: Matchup, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [m.homeTeam, m.awayTeam].some((name) => name?.toLowerCase().includes(needle));
}

/** The strongest AI confidence shown for a game (consensus markets, else model results); null when none. */
export function strongestConfidence(m: Matchup): number | null {
  const consensus = m.aiConsensus;
  const markets = [consensus?.moneyline, consensus?.spread, consensus?.total].filter((c) => c != null);
  const values = markets.length > 0
    ? markets.map((c) => c.confidence ?? DEFAULT_CONFIDENCE)
    : (m.aiResults ?? []).map((r) => r.confidence ?? DEFAULT_CONFIDENCE);
  return values.length > 0 ? Math.max(...values) : null;
}

/** The slider keeps games whose AI pick is at least that confident; games with no AI pick stay. */
function meetsConfidence(m: Matchup, minimum: number): boolean {
  const confidence = strongestConfidence(m);
  return confidence === null || confidence >= minimum;
}

/** The query's games narrowed by search and confidence, unsorted. */
export const selectFilteredMatchups = createSelector(
  [selectAllMatchups, selectMatchupsQuery, selectSearch, selectConfidence],
  (all, query, search, confidence) =>
    all.filter((m) => inQuery(m, query) && matchesSearch(m, search) && meetsConfidence(m, confidence)),
);

/** The visible games in SPEC §4 order at a given minute. */
export const selectVisibleMatchups = createSelector(
  [selectFilteredMatchups, (_state: RootState, nowMinute: number) => nowMinute],
  (list, nowMinute) => sortMatchups(list, new Date(nowMinute)),
);

/**
 * The visible ids; the same array comes back while ids and order are unchanged, so a score
 * push re-renders only that game's row or card, not the list.
 */
export const selectVisibleIds = createSelector([selectVisibleMatchups], (list) => list.map((m) => m.id), {
  memoizeOptions: { resultEqualityCheck: shallowEqual },
});

/** SPEC §4: loading until connected (when nothing is shown yet) and while a request is fresh. */
export const selectShowLoading = (state: RootState): boolean =>
  selectMatchupsLoadingFlag(state) || (selectHubStatus(state) !== 'connected' && state.matchups.ids.length === 0);
