import type { EntityState, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { easternDate } from '@domain/rules/dates';
import type { Matchup } from '@domain/contracts/matchup';
import type { Sport } from '@domain/rules/sports';

/** 'all' or one sport; the page lists all, nba, nfl, mlb, nhl, and the sidebar reaches the rest. */
export type SportFilter = 'all' | Sport;

export interface MatchupsQuery {
  date: string;
  sport: SportFilter;
}

export interface MatchupsState extends EntityState<Matchup, string> {
  query: MatchupsQuery;
  /** True from a query change until a request for it is answered: its list, or its failure. */
  loading: boolean;
  /** Epoch ms of the last request sent, for live polling. */
  lastRequestAt: number | null;
  /** The last request sent (its thunk's requestId): only its failure ends loading. */
  requestId: string | null;
}

/** Initial state; today is the Eastern date, as the server's dates are. */
export function initialMatchupsState(now: Date = new Date()): MatchupsState {
  return {
    ids: [],
    entities: {},
    query: { date: easternDate(now), sport: 'all' },
    loading: true,
    lastRequestAt: null,
    requestId: null,
  };
}

let implementation: Reducer<MatchupsState> | null = null;

/** Called once by ./matchupsSlice.ts as it loads. */
export function provideMatchupsReducer(reducer: Reducer<MatchupsState>): void {
  implementation = reducer;
}

/**
 * The store's matchups reducer. Its logic (merging pushes, recounting the consensus with the
 * thresholds and fair lines of domain) loads with ./matchupsSlice.ts, which the matchups and
 * picks pages import and which every module creating a matchups action comes with; until then no
 * such action exists, and the state is the initial one. The shell's first page thus loads none of
 * it (docs/benchmarks.md, JavaScript loaded for /).
 */
export function matchupsReducer(
  state: MatchupsState = initialMatchupsState(),
  action: UnknownAction,
): MatchupsState {
  return implementation ? implementation(state, action) : state;
}
