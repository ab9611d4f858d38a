import { addListener, isAnyOf, type Dispatch, type ListenerEffectAPI } from '@reduxjs/toolkit';
import { SPORTS } from '@/domain/sports';
import { gameState } from '@/domain/status';
import { notify } from '../toast';
import {
  hubClosed,
  hubConnected,
  hubConnectionLost,
  hubGaveUp,
  hubReconnected,
  type HubStatus,
} from './hubSlice';
import type { HubService } from './hubService';
import {
  inQuery,
  matchupsLoadingCleared,
  matchupsQueryChanged,
  matchupsRequested,
  matchupsRequestFailed,
  selectAllMatchups,
  type MatchupsQuery,
  type matchupsSlice,
} from './matchupsSlice';

/** docs/product.md §8 toasts. */
export const HUB_TOASTS = {
  lost: 'Lost connection to server. Attempting to reconnect...',
  reconnected: 'Reconnected to server',
  gaveUp: 'Unable to connect to server. Please refresh the page.',
  loadFailed: 'Failed to load matchups. Please try again.',
} as const;

/** docs/product.md §9 timing. */
export const LOADING_HIDE_DELAY_MS = 500;
export const POLL_CHECK_MS = 60_000;
export const POLL_MIN_GAP_MS = 55_000;

interface HubRootState {
  hub: { status: HubStatus };
  matchups: ReturnType<typeof matchupsSlice.reducer>;
}
type Api = ListenerEffectAPI<HubRootState, Dispatch>;

/** Joins the groups the query needs and leaves the rest, so pushes reach only what is shown. */
async function syncSportGroups(hub: HubService, query: MatchupsQuery): Promise<void> {
  const wanted: string[] = query.sport === 'all' ? [...SPORTS] : [query.sport];
  const current = hub.sportGroups();
  await Promise.all([
    ...current.filter((s) => !wanted.includes(s)).map((s) => hub.leaveSportGroup(s)),
    ...wanted.filter((s) => !current.includes(s)).map((s) => hub.joinSportGroup(s)),
  ]);
}

/** Requests the query's matchups; false when offline or refused (the refusal is toasted). */
async function requestQuery(hub: HubService, api: Api, query: MatchupsQuery): Promise<boolean> {
  api.dispatch(matchupsRequested(Date.now()));
  try {
    return await hub.requestMatchups(query.date, query.sport === 'all' ? undefined : query.sport);
  } catch (error) {
    console.warn('Hub: matchups request failed', error);
    api.dispatch(matchupsRequestFailed());
    return false;
  }
}

function hasLiveGame(state: HubRootState, now: Date): boolean {
  const { query } = state.matchups;
  return selectAllMatchups(state).some((m) => inQuery(m, query) && gameState(m, now) === 'live');
}

/**
 * Registers the hub's side effects: toasts, requests on query or connection, loading, polling.
 * The hub registers them with its first start (src/lib/hub/hubService.ts, startHub), so they load
 * with the first page that has live data, not with the shell.
 */
export function registerHubListeners(dispatch: Dispatch, hub: HubService): void {
  const add = addListener.withTypes<HubRootState, Dispatch>();
  dispatch(
    add({
      actionCreator: hubConnectionLost,
      effect: () => void notify('error', HUB_TOASTS.lost, { id: 'hub' }),
    }),
  );
  dispatch(
    add({
      actionCreator: hubReconnected,
      effect: () => void notify('success', HUB_TOASTS.reconnected, { id: 'hub' }),
    }),
  );
  dispatch(
    add({
      actionCreator: hubGaveUp,
      effect: () => void notify('error', HUB_TOASTS.gaveUp, { id: 'hub' }),
    }),
  );
  dispatch(
    add({
      actionCreator: matchupsRequestFailed,
      effect: () => void notify('error', HUB_TOASTS.loadFailed, { id: 'matchups-load' }),
    }),
  );

  // A query change, a connect or a reconnect: join the right groups and (re)request the list.
  dispatch(
    add({
      matcher: isAnyOf(matchupsQueryChanged, hubConnected, hubReconnected),
      effect: async (action, api) => {
        api.cancelActiveListeners();
        const before = api.getOriginalState().matchups;
        const { query, ids } = api.getState().matchups;
        const sameQuery = before.query.date === query.date && before.query.sport === query.sport;
        if (matchupsQueryChanged.match(action) && sameQuery && ids.length > 0) return;
        await syncSportGroups(hub, query);
        if (!hub.connected) return; // loading stays on until connected
        const sent = await requestQuery(hub, api, query);
        if (!sent) return;
        await api.delay(LOADING_HIDE_DELAY_MS);
        api.dispatch(matchupsLoadingCleared());
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
            await requestQuery(hub, api, state.matchups.query);
          }
        }
      },
    }),
  );
}
