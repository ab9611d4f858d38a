import { createEntityAdapter, createSlice, freeze, isDraft, original } from '@reduxjs/toolkit';
import { mergeAiResults } from '@domain/rules/aiPicks';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import { aiResultReceived, matchupsQueryChanged, matchupUpdatesReceived } from './matchupsActions';
import { requestMatchups } from './matchupsHub';
import {
  initialMatchupsState,
  provideMatchupsReducer,
  type MatchupsQuery,
  type MatchupsState,
} from './matchupsState';

export type { MatchupsQuery, SportFilter } from './matchupsState';
export { matchupsQueryChanged } from './matchupsActions';

/**
 * The live matchups of the selected date and sport, shared by every page that shows games.
 * Normalized by id; the hub's lists and pushes merge into it.
 */
export const matchupsAdapter = createEntityAdapter<Matchup>();

/** Merges a pushed matchup into the stored one: present fields win, AI results merge by model. */
function mergeMatchup(existing: Matchup | undefined, incoming: Matchup): Matchup {
  if (!existing) return incoming;
  const merged: Matchup = { ...existing, ...incoming };
  if (incoming.aiResults == null) merged.aiResults = existing.aiResults ?? null;
  else merged.aiResults = mergeAiResults(existing.aiResults ?? [], incoming.aiResults);
  if (incoming.aiConsensus === undefined) merged.aiConsensus = existing.aiConsensus ?? null;
  return merged;
}

/**
 * A model's pushed result joins the game's results (merged by model); the consensus is left as
 * the server priced it: the server sends the game's card again with its new consensus
 * (docs/architecture.md "The wire"), and the browser never prices a market.
 */
function withAiResult(matchup: Matchup, result: AiResult): Matchup {
  return { ...matchup, aiResults: mergeAiResults(matchup.aiResults ?? [], [result]) };
}

const sameQuery = (a: MatchupsQuery, b: MatchupsQuery) => a.date === b.date && a.sport === b.sport;

/**
 * The incoming cards merged into the stored ones as they were before this action (plain objects,
 * never drafts), each frozen at its top as it enters the state: immer then adds them without
 * walking every object of every card to freeze it (its advice for large data from an endpoint,
 * "pre-freeze data"): storing a day of 300 games took 3.7 ms and takes 1.6 ms in Node
 * (docs/benchmarks.md, /matchups).
 */
function entering(state: MatchupsState, incoming: readonly Matchup[]): Matchup[] {
  const stored = (isDraft(state) ? original(state) : state).entities;
  // A game twice in one batch merges in order, as one push after the other.
  const merged = new Map<string, Matchup>();
  for (const m of incoming) merged.set(m.id, mergeMatchup(merged.get(m.id) ?? stored[m.id], m));
  return [...merged.values()].map((m) => freeze(m));
}

export const matchupsSlice = createSlice({
  name: 'matchups',
  initialState: (): MatchupsState => initialMatchupsState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(matchupsQueryChanged, (state, action) => {
        const { date, sport } = action.payload;
        if (sameQuery(action.payload, state.query)) return;
        // A new sport or date starts from an empty list (docs/product.md §4), so nothing stale shows.
        matchupsAdapter.removeAll(state);
        state.query = { date, sport };
        state.loading = true;
      })
      .addCase(requestMatchups.pending, (state, action) => {
        state.lastRequestAt = action.meta.sentAt;
        state.requestId = action.meta.requestId;
      })
      // Loading ends with the answer to a request for the shown query: its list, or its failure.
      .addCase(requestMatchups.fulfilled, (state, action) => {
        if (!sameQuery(action.meta.arg, state.query)) return; // an earlier query's late list
        matchupsAdapter.setMany(state, entering(state, action.payload));
        state.loading = false;
      })
      .addCase(requestMatchups.rejected, (state, action) => {
        if (action.meta.requestId === state.requestId) state.loading = false;
      })
      .addCase(matchupUpdatesReceived, (state, action) => {
        matchupsAdapter.setMany(state, entering(state, action.payload));
      })
      .addCase(aiResultReceived, (state, action) => {
        const matchup = state.entities[action.payload.matchupId];
        if (matchup) matchupsAdapter.setOne(state, withAiResult(matchup, action.payload));
      });
  },
  selectors: {
    selectMatchupsQuery: (state) => state.query,
    selectMatchupsLoadingFlag: (state) => state.loading,
    selectLastRequestAt: (state) => state.lastRequestAt,
  },
});

// The store's matchups reducer (./matchupsState.ts) applies this slice from now on.
provideMatchupsReducer(matchupsSlice.reducer);

export const { selectMatchupsQuery, selectMatchupsLoadingFlag, selectLastRequestAt } =
  matchupsSlice.selectors;

const adapterSelectors = matchupsAdapter.getSelectors();

/** Every stored matchup (unsorted, unfiltered); pages narrow it with the query. */
export const selectAllMatchups = (state: { matchups: MatchupsState }): Matchup[] =>
  adapterSelectors.selectAll(state.matchups);
export const selectMatchupById = (
  state: { matchups: MatchupsState },
  id: string,
): Matchup | undefined => adapterSelectors.selectById(state.matchups, id);

/** True when a matchup belongs to the query's date and sport (pushes can reach beyond it). */
export function inQuery(matchup: Matchup, query: MatchupsQuery): boolean {
  const sportOk = query.sport === 'all' || matchup.sport.toLowerCase() === query.sport;
  return sportOk && (matchup.date == null || matchup.date === query.date);
}
