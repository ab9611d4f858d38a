import { createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import { HubEvent, HubMethod } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { isDayTable, unpackDay } from '@domain/contracts/dayTable';
import { checkEachAfterRender } from '@/lib/api';
import { hub, type HubHandler } from '@/lib/hub/hubService';
import { aiResultReceived, matchupUpdatesReceived } from './matchupsActions';
import type { MatchupsQuery } from './matchupsState';
import type { matchupsWire as MatchupsWire } from './matchupsWire';

/**
 * Live pushes arriving within this window reach the store as one action, so a burst of score
 * updates costs one render instead of one per message.
 */
export const UPDATE_BATCH_MS = 50;

/** How long a matchups request waits for its list before it fails with a clear error. */
export const MATCHUPS_ANSWER_TIMEOUT_MS = 10_000;

/**
 * The wire's checks (zod and the schemas) load with the first push or answer, not with the page:
 * the page paints its loading state without them (docs/benchmarks.md, /matchups JavaScript).
 * Pushes wait for them in the order they came.
 */
let wireChecks: Promise<typeof MatchupsWire> | null = null;
const loadWire = () =>
  (wireChecks ??= import('./matchupsWire')
    .then((m) => m.matchupsWire)
    .catch((error: unknown) => {
      wireChecks = null;
      throw error;
    }));

let pendingUpdates = new Map<string, Matchup>();
let updateTimer: ReturnType<typeof setTimeout> | null = null;

/** Applies the pushes waiting in the batch window (also before a full list, which is newer). */
function flushUpdates(dispatch: Dispatch): void {
  if (updateTimer) clearTimeout(updateTimer);
  updateTimer = null;
  if (pendingUpdates.size === 0) return;
  const updates = [...pendingUpdates.values()];
  pendingUpdates = new Map();
  dispatch(matchupUpdatesReceived(updates));
}

const receiveMatchup: HubHandler = ([raw], dispatch) => {
  void loadWire().then((wire) => takeMatchup(wire, raw, dispatch));
};

function takeMatchup(wire: typeof MatchupsWire, raw: unknown, dispatch: Dispatch): void {
  const parsed = wire.matchup.safeParse(raw);
  if (!parsed.success) {
    console.warn('Hub: malformed matchup dropped', parsed.error.issues);
    return;
  }
  // A later push for the same game within the window supersedes the earlier one.
  const earlier = pendingUpdates.get(parsed.data.id);
  pendingUpdates.set(parsed.data.id, earlier ? { ...earlier, ...parsed.data } : parsed.data);
  updateTimer ??= setTimeout(() => flushUpdates(dispatch), UPDATE_BATCH_MS);
}

/**
 * A day's answer as the games it holds: a table (domain/contracts/dayTable.ts, docs/hub.md "A
 * day's answer") is unpacked and shown as it came; the full check of its games' contract runs once
 * they are drawn, so zod and the schemas are not on the first screen's path (docs/benchmarks.md,
 * /matchups). A broken answer is still reported (src/lib/api.ts `checkedAfterRender`).
 */
function dayList(source: string, raw: unknown): Matchup[] {
  if (!isDayTable(raw)) {
    console.warn('Hub: malformed matchup list', raw);
    throw new Error(`The server answered ${source} with a malformed matchup list`);
  }
  const games = unpackDay(raw);
  // Schedules the check, game by game in idle periods; the games are shown meanwhile.
  checkEachAfterRender(source, 'matchup', games);
  return games;
}

// A list nobody asked for (the server sends lists only as answers, docs/hub.md) merges as updates.
const receiveUnaskedList: HubHandler = ([raw], dispatch) => {
  let games: Matchup[];
  try {
    games = dayList(HubEvent.ReceiveSportMatchupsUpdate, raw);
  } catch {
    return; // reported; nothing of it is shown
  }
  flushUpdates(dispatch);
  dispatch(matchupUpdatesReceived(games));
};

const receiveAiResult: HubHandler = ([raw], dispatch) => {
  void loadWire().then((wire) => {
    const parsed = wire.aiResult.safeParse(raw);
    if (parsed.success) dispatch(aiResultReceived(parsed.data));
    else console.warn('Hub: malformed AI result dropped', parsed.error.issues);
  });
};

/** Registers the matchups pushes with the hub (idempotent: the same handlers each time). */
export function registerMatchupsPushes(): void {
  hub.on(HubEvent.ReceiveMatchupUpdate, receiveMatchup);
  hub.on(HubEvent.ReceiveSportMatchupUpdate, receiveMatchup);
  hub.on(HubEvent.ReceiveSportMatchupsUpdate, receiveUnaskedList);
  hub.on(HubEvent.ReceiveAiResultUpdate, receiveAiResult);
}

/**
 * Asks for a query's matchups and resolves with the list that answers it: the server sends it to
 * the caller as ReceiveSportMatchupsUpdate before completing the request (docs/hub.md §1.5), and
 * the hub hands that event to this request. Not sent while the hub is not connected (the
 * listeners ask again on connect); rejects with the server's refusal or, after
 * MATCHUPS_ANSWER_TIMEOUT_MS, with a HubTimeoutError.
 */
export const requestMatchups = createAsyncThunk<
  Matchup[],
  MatchupsQuery,
  { pendingMeta: { sentAt: number } }
>(
  'matchups/request',
  async ({ date, sport }, { dispatch }) => {
    const [method, args] =
      sport === 'all'
        ? [HubMethod.RequestMatchupsForDate, [date]]
        : [HubMethod.RequestMatchupsForDateAndSport, [date, sport]];
    const [raw] = await hub.request(
      method,
      args,
      HubEvent.ReceiveSportMatchupsUpdate,
      MATCHUPS_ANSWER_TIMEOUT_MS,
    );
    const list = dayList(method, raw);
    flushUpdates(dispatch);
    return list;
  },
  {
    condition: () => hub.connected,
    getPendingMeta: () => ({ sentAt: Date.now() }),
  },
);
