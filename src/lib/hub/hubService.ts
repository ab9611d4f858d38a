import type {
  HubConnection,
  HubConnectionState,
  IHttpConnectionOptions,
  IRetryPolicy,
  LogLevel,
} from '@microsoft/signalr';
import type { Dispatch } from '@reduxjs/toolkit';
import { HUB_PATH, HubMethod } from '@domain/rules/hub';
import { wantToaster } from '../toast';
import { registerConnectionToasts } from './connectionToasts';
import {
  hubClosed,
  hubConnected,
  hubConnecting,
  hubConnectionLost,
  hubGaveUp,
  hubReconnected,
} from './hubActions';

/** docs/product.md §9: up to 5 further attempts after the connection is lost or a start fails. */
export const MAX_RECONNECT_ATTEMPTS = 5;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const MAX_JITTER_MS = 1000;

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

/**
 * What a feature does with a server → client event: its arguments, unchecked, and the dispatch
 * of the store the connection serves.
 */
export type HubHandler = (args: unknown[], dispatch: Dispatch) => void;

/** A request got no answer in time; its name lets a feature tell it from a refusal. */
export class HubTimeoutError extends Error {
  override name = 'HubTimeoutError';
}

/** An answering event nobody else handles: only requests take it. */
const unhandled: HubHandler = () => undefined;

/** The events each connection listens to. */
const boundEvents = new WeakMap<HubConnection, Set<string>>();

/** A request waiting for the event that answers it; `answer` is that event's arguments. */
interface AnswerSlot {
  answer?: unknown[];
}

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
 * it: thunks and listeners do. It knows no feature: each registers the events it handles (hub.on)
 * and turns them into its own Redux actions.
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
  /** The features' handlers by event name; they outlive connections. */
  private readonly handlers = new Map<string, Set<HubHandler>>();
  /** By answering event, the requests still waiting, oldest first. */
  private readonly awaiting = new Map<string, AnswerSlot[]>();

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
    if (!dispatch || !(await this.close())) return;
    await this.start(dispatch);
  }

  /**
   * Runs a request that ends this page's own session (sign-out, account deletion) with the
   * connection closed, then opens it again, keeping the groups, under the sign-in that follows.
   * Left open, the server would end it mid-request with "The session ended." (docs/hub.md §2.5).
   */
  async closedDuring<T>(work: () => Promise<T>): Promise<T> {
    const dispatch = this.dispatch;
    if (!dispatch || !(await this.close())) return work();
    try {
      return await work();
    } finally {
      // Unless the page stopped the hub meanwhile, or a renew already opened it again.
      if (this.dispatch === dispatch && !this.connection) await this.start(dispatch);
    }
  }

  /** Closes the current connection, keeping the groups; false when there was none. */
  private async close(): Promise<boolean> {
    if (this.starting) await this.starting;
    const connection = this.connection;
    if (!connection) return false;
    this.connection = null;
    this.stopping = true;
    try {
      await connection.stop();
    } finally {
      this.stopping = false;
    }
    return true;
  }

  /** Stops the connection, forgets the groups and any pending retry. */
  async stop(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failedStarts = 0;
    this.groups.clear();
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
   * Registers a feature's handler for a server event, on this connection and every later one.
   * Registering the same function again changes nothing, so a feature may register on each start.
   */
  on(event: string, handler: HubHandler): void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set.add(handler));
    if (this.connection) this.bindEvents(this.connection);
  }

  /**
   * Invokes a method whose answer the server sends as an event to the caller before completing
   * it, and resolves with that event's arguments. The server answers a connection's invocations
   * one at a time, in order (docs/hub.md §1.5), so the first such event after the earlier
   * requests' answers is this one's. Rejects when not connected, with the server's error, when
   * the completion came without the event, and with a HubTimeoutError after timeoutMs.
   */
  async request(
    method: string,
    args: unknown[],
    answer: string,
    timeoutMs: number,
  ): Promise<unknown[]> {
    const connection = this.connection;
    if (!connection || (connection.state as string) !== CONNECTED)
      throw new Error(`${method}: not connected to the server`);
    this.on(answer, unhandled);
    const slot: AnswerSlot = {};
    const queue = this.awaiting.get(answer) ?? [];
    queue.push(slot);
    this.awaiting.set(answer, queue);
    // The slot stays until the completion, even past the time-out, so a late answer is not taken
    // for a later request's.
    const completed = connection.invoke(method, ...args).finally(() => {
      queue.splice(queue.indexOf(slot), 1);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(
          new HubTimeoutError(`The server did not answer ${method} within ${timeoutMs / 1000} s`),
        );
      }, timeoutMs);
    });
    try {
      await Promise.race([completed, timedOut]);
    } finally {
      clearTimeout(timer);
    }
    if (!slot.answer) throw new Error(`The server completed ${method} without ${answer}`);
    return slot.answer;
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
      this.bindEvents(connection);
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

  /** Listens on the connection for every event a feature registered that it does not hear yet. */
  private bindEvents(connection: HubConnection): void {
    const bound = boundEvents.get(connection) ?? new Set<string>();
    boundEvents.set(connection, bound);
    for (const event of this.handlers.keys()) {
      if (bound.has(event)) continue;
      bound.add(event);
      connection.on(event, (...args: unknown[]) => this.receive(event, args));
    }
  }

  /** An event goes to the oldest request still waiting for it, else to the features' handlers. */
  private receive(event: string, args: unknown[]): void {
    const slot = this.awaiting.get(event)?.find((waiting) => !waiting.answer);
    if (slot) {
      slot.answer = args;
      return;
    }
    const dispatch = this.dispatch;
    if (!dispatch) return;
    for (const handler of this.handlers.get(event) ?? []) handler(args, dispatch);
  }
}

/** The app's single hub service. */
export const hub = new HubService();

let listening = false;

/**
 * Thunk for pages: start (or join) the app's connection with this store's dispatch. The first
 * start registers the connection's toasts, so they and the client load with the first page that
 * has live data, not with the shell (docs/benchmarks.md, JavaScript loaded for /). Features
 * register their own events with hub.on.
 */
export const startHub = () => (dispatch: Dispatch) => {
  if (!listening) {
    listening = true;
    registerConnectionToasts(dispatch);
    // The connection's toasts (lost, back, refused) must show at once: the toaster comes with it.
    wantToaster();
  }
  return hub.start(dispatch);
};
