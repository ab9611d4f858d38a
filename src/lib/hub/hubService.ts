import type {
  HubConnection,
  HubConnectionState,
  IHttpConnectionOptions,
  IRetryPolicy,
  LogLevel,
} from '@microsoft/signalr';
import type { Dispatch } from '@reduxjs/toolkit';
import { HUB_PATH, HubEvent, HubMethod, MarketplaceEvent } from '@/domain/hub';
import { api } from '../api';
import type { Matchup } from '@/domain/matchup';
import {
  hubAiResultReceived,
  hubClosed,
  hubConnected,
  hubConnecting,
  hubConnectionLost,
  hubGaveUp,
  hubMatchupsReceived,
  hubMatchupUpdatesReceived,
  hubReconnected,
} from './hubSlice';
import { wantToaster } from '../toast';
import { registerHubListeners } from './hubListeners';
import type { HubWire } from './hubWire';

/** docs/product.md §9: up to 5 further attempts after the connection is lost or a start fails. */
export const MAX_RECONNECT_ATTEMPTS = 5;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const MAX_JITTER_MS = 1000;
/**
 * Live pushes arriving within this window reach the store as one action, so a burst of score
 * updates costs one render instead of one per message.
 */
export const UPDATE_BATCH_MS = 50;

/** docs/product.md §9 back-off: 1000 ms × 2^attempt capped at 30 s, plus up to 1 s of jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return (
    Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS) + Math.floor(random() * MAX_JITTER_MS)
  );
}

/** The hub protocols the app can speak (docs/hub.md §1.5). */
export type HubWireProtocol = 'json' | 'messagepack';
/**
 * JSON by default. MessagePack works (timestamps are read back as JSON's ISO strings, so the wire
 * schemas accept both), but the app's pushes are small and JSON's text is easier to inspect.
 */
export const DEFAULT_HUB_PROTOCOL: HubWireProtocol = 'json';

export interface HubOptions {
  /** Base URL of the server; default VITE_HUB_URL, else the page's own origin. */
  baseUrl?: string;
  /** Hub protocol; default DEFAULT_HUB_PROTOCOL. */
  protocol?: HubWireProtocol;
  /**
   * Passed to withUrl; tests pass `{ WebSocket: globalThis.WebSocket }` (docs/design.md §7). The client
   * reads WebSocket and EventSource from its options although its typings omit them.
   */
  connection?: IHttpConnectionOptions & { WebSocket?: unknown; EventSource?: unknown };
  /** Jitter source, replaceable so tests know the delays. */
  random?: () => number;
  logLevel?: LogLevel;
}

type GroupKind = 'sport' | 'matchup';

// The client library loads with the first start, so pages without live data never download it.
const loadSignalR = () => import('@microsoft/signalr');

/** The MessagePack protocol, loaded only when chosen, reading timestamps as ISO strings like JSON. */
async function loadMessagePack() {
  const [{ MessagePackHubProtocol }, msgpack] = await Promise.all([
    import('@microsoft/signalr-protocol-msgpack'),
    import('@msgpack/msgpack'),
  ]);
  const extensionCodec = new msgpack.ExtensionCodec();
  extensionCodec.register({
    type: msgpack.EXT_TIMESTAMP,
    encode: (value) => msgpack.encodeTimestampExtension(value),
    decode: (data) => msgpack.decodeTimestampExtension(data).toISOString(),
  });
  return new MessagePackHubProtocol({ extensionCodec });
}
// The enum's string values, compared as text so the enum itself need not load with the shell.
const DISCONNECTED: `${HubConnectionState}` = 'Disconnected';
const CONNECTED: `${HubConnectionState}` = 'Connected';

const JOIN = { sport: HubMethod.JoinSportGroup, matchup: HubMethod.JoinMatchupGroup } as const;
const LEAVE = { sport: HubMethod.LeaveSportGroup, matchup: HubMethod.LeaveMatchupGroup } as const;

function defaultBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_HUB_URL;
  if (typeof configured === 'string' && configured.length > 0) return configured.replace(/\/$/, '');
  return globalThis.location.origin;
}

/**
 * The one live connection of the web app (docs/product.md §4 "Live connection"). Components never call
 * it: thunks and listeners do, and everything it hears becomes a Redux action.
 */
export class HubService {
  private options: HubOptions = {};
  private connection: HubConnection | null = null;
  private dispatch: Dispatch | null = null;
  private starting: Promise<boolean> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failedStarts = 0;
  private stopping = false;
  /** Subscribed groups by key `${kind}:${id}`, re-joined on every (re)connect. */
  private readonly groups = new Map<string, { kind: GroupKind; id: string }>();
  private pendingUpdates = new Map<string, Matchup>();
  private updateTimer: ReturnType<typeof setTimeout> | null = null;

  /** Replaces the options; the next start builds a fresh connection with them. */
  configure(options: HubOptions): void {
    this.options = options;
  }

  get state(): `${HubConnectionState}` {
    return this.connection?.state ?? DISCONNECTED;
  }

  get connected(): boolean {
    return this.state === CONNECTED;
  }

  /** Starts the connection for a store (idempotent); resolves true once connected. */
  async start(dispatch: Dispatch): Promise<boolean> {
    if (this.dispatch !== dispatch) {
      await this.stop();
      this.dispatch = dispatch;
    }
    if (this.starting) return this.starting;
    if (this.state !== DISCONNECTED || this.retryTimer) return this.connected;
    this.starting = this.attemptStart().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /**
   * Opens the connection again under the browser's current sign-in (the server reads the user
   * when a connection starts), keeping the groups; nothing to do while there is none.
   */
  async renew(): Promise<void> {
    const dispatch = this.dispatch;
    const connection = this.connection;
    if (!dispatch || !connection) return;
    if (this.starting) await this.starting;
    this.connection = null;
    this.stopping = true;
    try {
      await connection.stop();
    } finally {
      this.stopping = false;
    }
    await this.start(dispatch);
  }

  /** Stops the connection, forgets the groups and any pending retry. */
  async stop(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failedStarts = 0;
    this.groups.clear();
    this.flushUpdates(this.dispatch);
    const connection = this.connection;
    this.connection = null;
    if (connection) {
      this.stopping = true;
      try {
        await connection.stop();
      } finally {
        this.stopping = false;
      }
    }
    this.dispatch = null;
  }

  joinSportGroup(sport: string): Promise<boolean> {
    return this.join('sport', sport);
  }

  leaveSportGroup(sport: string): Promise<boolean> {
    return this.leave('sport', sport);
  }

  joinMatchupGroup(matchupId: string): Promise<boolean> {
    return this.join('matchup', matchupId);
  }

  leaveMatchupGroup(matchupId: string): Promise<boolean> {
    return this.leave('matchup', matchupId);
  }

  /** Sports whose group is subscribed. */
  sportGroups(): string[] {
    return [...this.groups.values()].filter((g) => g.kind === 'sport').map((g) => g.id);
  }

  /**
   * Asks for a date's matchups (one sport, or all when sport is omitted); they arrive as
   * ReceiveSportMatchupsUpdate. False when not connected; throws the server's error otherwise.
   */
  async requestMatchups(date: string, sport?: string): Promise<boolean> {
    if (sport) return this.invoke(HubMethod.RequestMatchupsForDateAndSport, date, sport);
    return this.invoke(HubMethod.RequestMatchupsForDate, date);
  }

  private async join(kind: GroupKind, id: string): Promise<boolean> {
    // Remembered even while offline, so the next (re)connect joins it.
    this.groups.set(`${kind}:${id}`, { kind, id });
    return this.quietInvoke(JOIN[kind], id);
  }

  private async leave(kind: GroupKind, id: string): Promise<boolean> {
    this.groups.delete(`${kind}:${id}`);
    return this.quietInvoke(LEAVE[kind], id);
  }

  /** Group calls never surface errors to the user: logged, false. */
  private async quietInvoke(method: string, id: string): Promise<boolean> {
    try {
      return await this.invoke(method, id);
    } catch (error) {
      console.warn(`Hub: ${method}(${id}) failed`, error);
      return false;
    }
  }

  private async invoke(method: string, ...args: unknown[]): Promise<boolean> {
    const connection = this.connection;
    // Not connected is an ordinary moment (the first page renders before the socket opens):
    // groups are remembered and joined on connect, requests are repeated then.
    if (!connection || (connection.state as string) !== CONNECTED) return false;
    await connection.invoke(method, ...args);
    return true;
  }

  private async attemptStart(): Promise<boolean> {
    const dispatch = this.dispatch;
    if (!dispatch) return false;
    if (!this.connection) {
      const connection = await this.build(dispatch);
      if (this.dispatch !== dispatch) return false; // stopped while the library loaded
      this.connection = connection;
    }
    const connection = this.connection;
    dispatch(hubConnecting());
    try {
      await connection.start();
    } catch (error) {
      if (connection !== this.connection) return false; // stopped meanwhile
      console.warn('Hub: start failed', error);
      this.scheduleRetry(dispatch);
      return false;
    }
    if (connection !== this.connection) return false;
    this.failedStarts = 0;
    await this.rejoinGroups();
    dispatch(hubConnected());
    return true;
  }

  private scheduleRetry(dispatch: Dispatch): void {
    if (this.failedStarts >= MAX_RECONNECT_ATTEMPTS) {
      this.failedStarts = 0;
      dispatch(hubGaveUp());
      return;
    }
    dispatch(hubClosed());
    const delay = reconnectDelay(this.failedStarts, this.options.random);
    this.failedStarts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start(dispatch);
    }, delay);
  }

  private async rejoinGroups(): Promise<void> {
    const groups = [...this.groups.values()];
    await Promise.all(groups.map((g) => this.quietInvoke(JOIN[g.kind], g.id)));
  }

  private async build(dispatch: Dispatch): Promise<HubConnection> {
    const { HubConnectionBuilder, LogLevel: Levels } = await loadSignalR();
    const { hubWire: wire } = await import('./hubWire');
    const random = this.options.random;
    const retryPolicy: IRetryPolicy = {
      nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
        previousRetryCount >= MAX_RECONNECT_ATTEMPTS
          ? null
          : reconnectDelay(previousRetryCount, random),
    };
    const url = `${this.options.baseUrl ?? defaultBaseUrl()}${HUB_PATH}`;
    // Stateful reconnect resumes a dropped WebSocket on the same connection without losing a push
    // (docs/hub.md §1.6); past its buffer or window the automatic reconnect below takes over.
    const builder = new HubConnectionBuilder()
      .withUrl(url, this.options.connection ?? {})
      .withAutomaticReconnect(retryPolicy)
      .withStatefulReconnect()
      .configureLogging(this.options.logLevel ?? Levels.Warning);
    if ((this.options.protocol ?? DEFAULT_HUB_PROTOCOL) === 'messagepack')
      builder.withHubProtocol(await loadMessagePack());
    const connection = builder.build();

    connection.on(HubEvent.ReceiveMatchupUpdate, (raw: unknown) =>
      this.receiveMatchup(dispatch, wire, raw),
    );
    connection.on(HubEvent.ReceiveSportMatchupUpdate, (raw: unknown) =>
      this.receiveMatchup(dispatch, wire, raw),
    );
    connection.on(HubEvent.ReceiveSportMatchupsUpdate, (raw: unknown) => {
      const parsed = wire.matchups.safeParse(raw);
      this.flushUpdates(dispatch);
      if (parsed.success) dispatch(hubMatchupsReceived(parsed.data));
      else console.warn('Hub: malformed matchup list dropped', parsed.error.issues);
    });
    connection.on(HubEvent.ReceiveAiResultUpdate, (raw: unknown) => {
      const parsed = wire.aiResult.safeParse(raw);
      if (parsed.success) dispatch(hubAiResultReceived(parsed.data));
      else console.warn('Hub: malformed AI result dropped', parsed.error.issues);
    });
    // Marketplace pushes to this user: the server's lists changed, so the cached reads are stale.
    connection.on(MarketplaceEvent.ReceiveNotification, () => {
      dispatch(api.util.invalidateTags(['Notifications']));
    });
    connection.on(MarketplaceEvent.ReceiveCapperPick, () => {
      dispatch(api.util.invalidateTags(['Picks']));
    });
    connection.onreconnecting(() => dispatch(hubConnectionLost()));
    connection.onreconnected(() => {
      void this.rejoinGroups().then(() => dispatch(hubReconnected()));
    });
    connection.onclose(() => {
      if (connection !== this.connection || this.stopping) {
        dispatch(hubClosed());
        return;
      }
      // Automatic reconnect used up its attempts.
      dispatch(hubGaveUp());
    });
    return connection;
  }

  private receiveMatchup(dispatch: Dispatch, wire: HubWire, raw: unknown): void {
    const parsed = wire.matchup.safeParse(raw);
    if (!parsed.success) {
      console.warn('Hub: malformed matchup dropped', parsed.error.issues);
      return;
    }
    // A later push for the same game within the window supersedes the earlier one.
    const earlier = this.pendingUpdates.get(parsed.data.id);
    this.pendingUpdates.set(parsed.data.id, earlier ? { ...earlier, ...parsed.data } : parsed.data);
    this.updateTimer ??= setTimeout(() => this.flushUpdates(dispatch), UPDATE_BATCH_MS);
  }

  /** Applies the pushes waiting in the batch window (also before a full list, which is newer). */
  private flushUpdates(dispatch: Dispatch | null): void {
    if (this.updateTimer) clearTimeout(this.updateTimer);
    this.updateTimer = null;
    if (this.pendingUpdates.size === 0) return;
    const updates = [...this.pendingUpdates.values()];
    this.pendingUpdates = new Map();
    dispatch?.(hubMatchupUpdatesReceived(updates));
  }
}

/** The app's single hub service. */
export const hub = new HubService();

let listening = false;

/**
 * Thunk for pages: start (or join) the app's connection with this store's dispatch. The first
 * start registers the hub's listeners, so they and the client load with the first page that has
 * live data, not with the shell (docs/benchmarks.md, JavaScript loaded for /).
 */
export const startHub = () => (dispatch: Dispatch) => {
  if (!listening) {
    listening = true;
    registerHubListeners(dispatch, hub);
    // The connection's toasts (lost, back, refused) must show at once: the toaster comes with it.
    wantToaster();
  }
  return hub.start(dispatch);
};
