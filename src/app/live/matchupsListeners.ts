import {
  addListener,
  isAnyOf,
  type Dispatch,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { SPORTS } from '@domain/rules/sports';
import { gameState } from '@domain/rules/status';
import {
  hubClosed,
  hubConnected,
  hubConnectionLost,
  hubGaveUp,
  hubReconnected,
} from '@/lib/hub/hubActions';
import { api as serverApi } from '@/lib/api';
import { hub, startHub } from '@/lib/hub/hubService';
import { notify } from '@/lib/toast';
import { aiResultReceived, matchupsListenersJoined } from './matchupsActions';
import { MATCHUPS_ANSWER_TIMEOUT_MS, registerMatchupsPushes, requestMatchups } from './matchupsHub';
import {
  inQuery,
  matchupsQueryChanged,
  selectAllMatchups,
  type MatchupsQuery,
  type matchupsSlice,
} from './matchupsSlice';

/** docs/product.md §8 toasts. */
export const MATCHUPS_TOASTS = {
  loadFailed: 'Failed to load matchups. Please try again.',
  timedOut: `Matchups did not arrive within ${MATCHUPS_ANSWER_TIMEOUT_MS / 1000} seconds. Please try again.`,
} as const;

/** docs/product.md §9 timing. */
export const POLL_CHECK_MS = 60_000;
export const POLL_MIN_GAP_MS = 55_000;

interface LiveRootState {
  matchups: ReturnType<typeof matchupsSlice.reducer>;
}
type LiveDispatch = ThunkDispatch<LiveRootState, unknown, UnknownAction>;

/** Joins the groups the query needs and leaves the rest, so pushes reach only what is shown. */
async function syncSportGroups(query: MatchupsQuery): Promise<void> {
  const wanted: string[] = query.sport === 'all' ? [...SPORTS] : [query.sport];
  const current = hub.sportGroups();
  await Promise.all([
    ...current.filter((s) => !wanted.includes(s)).map((s) => hub.leaveSportGroup(s)),
    ...wanted.filter((s) => !current.includes(s)).map((s) => hub.joinSportGroup(s)),
  ]);
}

function hasLiveGame(state: LiveRootState, now: Date): boolean {
  const { query } = state.matchups;
  return selectAllMatchups(state).some((m) => inQuery(m, query) && gameState(m, now) === 'live');
}

/** The matchups' side effects: requests on a query change or a connect, live polling, toasts. */
function registerMatchupsListeners(dispatch: Dispatch): void {
  const add = addListener.withTypes<LiveRootState, LiveDispatch>();
  // A request that was sent and failed; one the hub never sent (offline) is asked again on connect.
  dispatch(
    add({
      actionCreator: requestMatchups.rejected,
      effect: (action) => {
        if (action.meta.condition) return;
        console.warn('Hub: matchups request failed', action.error);
        const text =
          action.error.name === 'HubTimeoutError'
            ? MATCHUPS_TOASTS.timedOut
            : MATCHUPS_TOASTS.loadFailed;
        void notify('error', text, { id: 'matchups-load' });
      },
    }),
  );

  // A query change, a connect or a reconnect: join the right groups and (re)request the list.
  dispatch(
    add({
      matcher: isAnyOf(matchupsQueryChanged, hubConnected, hubReconnected, matchupsListenersJoined),
      effect: async (action, api) => {
        api.cancelActiveListeners();
        const before = api.getOriginalState().matchups;
        const { query, ids } = api.getState().matchups;
        const sameQuery = before.query.date === query.date && before.query.sport === query.sport;
        if (matchupsQueryChanged.match(action) && sameQuery && ids.length > 0) return;
        await syncSportGroups(query);
        // Loading stays on until connected; then it ends with this request's answer.
        await api.dispatch(requestMatchups(query));
      },
    }),
  );

  // A model's new result: the game's predictions (an open Models dialog) are read again; its
  // card, priced again on the server, arrives as a matchup push (docs/architecture.md "The wire").
  dispatch(
    add({
      actionCreator: aiResultReceived,
      effect: (action, api) => {
        api.dispatch(
          serverApi.util.invalidateTags([{ type: 'Models', id: action.payload.matchupId }]),
        );
      },
    }),
  );

  // Live games: check every 60 s, and ask again only if 55 s passed since the last request.
  dispatch(
    add({
      matcher: isAnyOf(hubConnected, hubReconnected),
      effect: async (_action, api) => {
        api.cancelActiveListeners();
        for (;;) {
          const stopped = await api.take(
            isAnyOf(hubConnectionLost, hubClosed, hubGaveUp),
            POLL_CHECK_MS,
          );
          if (stopped) return;
          const state = api.getState();
          const last = state.matchups.lastRequestAt ?? 0;
          if (Date.now() - last >= POLL_MIN_GAP_MS && hasLiveGame(state, new Date())) {
            await api.dispatch(requestMatchups(state.matchups.query));
          }
        }
      },
    }),
  );
}

let registered = false;

/**
 * Thunk for pages that show live matchups: registers the matchups' pushes and listeners (once),
 * then starts the app's connection. They load with the first such page, not with the shell
 * (docs/benchmarks.md, JavaScript loaded for /).
 */
export const startLiveMatchups = () => (dispatch: Dispatch) => {
  if (!registered) {
    registered = true;
    registerMatchupsPushes();
    registerMatchupsListeners(dispatch);
    // Signed in, the bell may have opened the connection already: its connect was missed.
    if (hub.connected) dispatch(matchupsListenersJoined());
  }
  return startHub()(dispatch);
};
