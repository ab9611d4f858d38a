import {
  createAction,
  createEntityAdapter,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { mergeAiResults } from '@/domain/aiPicks';
import type { AiResult, Matchup } from '@/domain/matchup';
import { consensusForMatchup } from '@/domain/thresholds';
import { hubAiResultReceived, hubMatchupsReceived, hubMatchupUpdatesReceived } from './hubSlice';
import {
  initialMatchupsState,
  provideMatchupsReducer,
  type MatchupsQuery,
  type MatchupsState,
} from './matchupsState';

export type { MatchupsQuery, SportFilter } from './matchupsState';

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

function withAiResult(matchup: Matchup, result: AiResult): Matchup {
  const aiResults = mergeAiResults(matchup.aiResults ?? [], [result]);
  const computed = consensusForMatchup(matchup, aiResults);
  // The server's summary text (it may come from the LLM analyst) outlives a local recount.
  const summary = matchup.aiConsensus?.summary ?? computed?.summary ?? null;
  return {
    ...matchup,
    aiResults,
    aiConsensus: computed ? { ...computed, summary } : (matchup.aiConsensus ?? null),
  };
}

/** A changed query, sent by a page; the listeners request the new data. */
export const matchupsQueryChanged = createAction<MatchupsQuery>('matchups/queryChanged');

export const matchupsSlice = createSlice({
  name: 'matchups',
  initialState: (): MatchupsState => initialMatchupsState(),
  reducers: {
    matchupsRequested(state, action: PayloadAction<number>) {
      state.lastRequestAt = action.payload;
    },
    matchupsLoadingCleared(state) {
      state.loading = false;
    },
    matchupsRequestFailed(state) {
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(matchupsQueryChanged, (state, action) => {
        const { date, sport } = action.payload;
        if (date === state.query.date && sport === state.query.sport) return;
        // A new sport or date starts from an empty list (docs/product.md §4), so nothing stale shows.
        matchupsAdapter.removeAll(state);
        state.query = { date, sport };
        state.loading = true;
      })
      .addCase(hubMatchupsReceived, (state, action) => {
        const merged = action.payload.map((m) => mergeMatchup(state.entities[m.id], m));
        matchupsAdapter.setMany(state, merged);
        state.loading = false;
      })
      .addCase(hubMatchupUpdatesReceived, (state, action) => {
        for (const m of action.payload)
          matchupsAdapter.setOne(state, mergeMatchup(state.entities[m.id], m));
      })
      .addCase(hubAiResultReceived, (state, action) => {
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

// The store's matchups reducer (src/lib/hub/matchupsState.ts) applies this slice from now on.
provideMatchupsReducer(matchupsSlice.reducer);

export const { matchupsRequested, matchupsLoadingCleared, matchupsRequestFailed } =
  matchupsSlice.actions;
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
