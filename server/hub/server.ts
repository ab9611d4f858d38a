import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HubConnection, type ConnectionHost } from './connection';
import { HubDispatcher } from './dispatcher';
import { Frame } from './frame';
import { registerHubHttp } from './http';
import { BucketLedger, clientAddress, LimitErrors, TokenBucket, type TrustProxy } from './limits';
import type { BackplaneStatus, HubLifetimeManager } from './lifetime/lifetime';
import { DEFAULT_HUB_OPTIONS, type HubOptions } from './options';
import type { InvocationMessage } from './protocols/messages';
import type {
  ClientProxy,
  HubAuthenticate,
  HubCallContext,
  HubClients,
  HubContext,
  HubGroups,
  HubMethods,
  HubSessions,
  HubUser,
} from './types';
import { sessionGroup } from './types';

export type { HubAuthenticate } from './types';

export interface HubServerOptions {
  /** Where the hub lives, e.g. '/hubs/matchups'. */
  path: string;
  methods: HubMethods;
  lifetime: HubLifetimeManager;
  authenticate?: HubAuthenticate;
  onConnected?: (context: HubCallContext) => Promise<void> | void;
  onDisconnected?: (context: HubCallContext) => Promise<void> | void;
  /** Sessions behind signed-in connections: checked before private pushes and swept (§2.5). */
  sessions?: HubSessions;
  /** Whether a request's Origin may open a connection (negotiate and the WebSocket upgrade). */
  allowOrigin?: (req: IncomingMessage) => boolean;
  options?: Partial<HubOptions>;
  /** Which proxies' X-Forwarded-For gives the client's address (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
}

/** The Close error a connection gets when the session that signed it in ends. */
export const SESSION_ENDED = 'The session ended.';

/** A running hub: the broadcast handle plus what operators and tests need. */
export interface HubServer extends HubContext {
  /** Connections currently held (any state). */
  connectionCount(): number;
  backplane(): BackplaneStatus;
  /**
   * Closes every connection held now (Close with allowReconnect) and keeps the backplane, so
   * requests still running can broadcast (a graceful stop, docs/deployment.md §2).
   */
  closeConnections(): Promise<void>;
  /** Closes every connection (Close with allowReconnect) and the lifetime manager. */
  close(): Promise<void>;
}

/** Creates a 16-byte random, URL-safe id (ASP.NET's MakeNewConnectionId). */
export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Mounts a SignalR-protocol hub on a Fastify app: negotiate, the three transports and the
 * dispatcher. Call before `app.ready()`; it closes with the app.
 */
export function createHubServer(app: FastifyInstance, config: HubServerOptions): HubServer {
  const options: HubOptions = { ...DEFAULT_HUB_OPTIONS, ...config.options };
  const log: FastifyBaseLogger = app.log.child({ hub: config.path });
  const lifetime = config.lifetime;
  const dispatcher = new HubDispatcher(config.methods, options.detailedErrors, log);
  const connections = new Map<string, HubConnection>();

  const proxy = (send: (frame: Frame) => Promise<void>): ClientProxy => ({
    send: async (target, ...args) => send(Frame.invocation(target, args)),
  });
  // A private group is sent to its user's live sessions, read now: an ended session gets nothing.
  const sendGroup = async (name: string, frame: Frame): Promise<void> => {
    const live = config.sessions?.ofGroup(name);
    if (!live) return lifetime.sendGroup(name, frame);
    for (const id of await live) await lifetime.sendGroup(sessionGroup(id), frame);
  };
  const clients: HubClients = {
    all: proxy((frame) => lifetime.sendAll(frame)),
    group: (name) => proxy((frame) => sendGroup(name, frame)),
    connection: (id) => proxy((frame) => lifetime.sendConnection(id, frame)),
  };
  /**
   * The clients as one connection's call sees them: what the call sends reaches the caller itself
   * at once, in the order it sends (a push it makes in this process is not held back behind its
   * own answer, connection.ts `push`); ASP.NET writes a method's sends in that order too.
   */
  const clientsOf = (connection: HubConnection): HubClients => {
    const own =
      (send: (frame: Frame) => Promise<void>) =>
      (frame: Frame): Promise<void> => {
        const was = connection.pushes.ownSend;
        connection.pushes.ownSend = true;
        try {
          return send(frame);
        } finally {
          connection.pushes.ownSend = was;
        }
      };
    return {
      all: proxy(own((frame) => lifetime.sendAll(frame))),
      group: (name) => proxy(own((frame) => sendGroup(name, frame))),
      connection: (id) => proxy(own((frame) => lifetime.sendConnection(id, frame))),
    };
  };
  const groups: HubGroups = {
    add: (connectionId, group) => lifetime.addToGroup(connectionId, group),
    remove: (connectionId, group) => lifetime.removeFromGroup(connectionId, group),
  };

  const limits = options.limits;
  // Answer bytes are one client's, whichever of its connections asks: its account's, else its address's.
  const answerBytes = new BucketLedger(limits.answerBytes);
  const clientKey = (connection: HubConnection): string =>
    connection.user ? `u:${connection.user.userId}` : `a:${connection.address}`;
  /** Sends an answer to its caller, counting its bytes against the caller's budget. */
  const answer = (connection: HubConnection, frame: Frame): void => {
    connection.send(frame);
    if (connection.protocol)
      answerBytes.get(clientKey(connection)).charge(frame.bytes(connection.protocol.name).length);
  };
  /** Why a call may not run now (the text of its error Completion), or null when it may. */
  const refusalOf = (connection: HubConnection, now: number): string | null => {
    connection.calls ??= new TokenBucket(limits.calls, now);
    // Refusals are forgiven once the client has been quiet long enough to refill its burst.
    if (connection.refusals > 0 && connection.calls.full(now)) connection.refusals = 0;
    if (!connection.calls.take(1, now)) return LimitErrors.tooManyCalls;
    if (answerBytes.get(clientKey(connection), now).balance(now) <= 0)
      return LimitErrors.tooManyBytes;
    return null;
  };

  /** A call's message to its caller, then the pushes held back while the call ran. */
  const answerCaller = (connection: HubConnection, frame: Frame): void => {
    answer(connection, frame);
    connection.pushes.release();
  };

  const contextOf = (connection: HubConnection): HubCallContext =>
    (connection.context ??= {
      connectionId: connection.connectionId,
      user: connection.user,
      caller: {
        send: async (target, ...args) => answerCaller(connection, Frame.invocation(target, args)),
        sendPrepared: async (message) => answerCaller(connection, message.frame),
      },
      clients: clientsOf(connection),
      groups,
    });

  // Anonymous connections held per address (docs/security.md "Hub limits").
  const anonymousByAddress = new Map<string, number>();

  const host: ConnectionHost = {
    options,
    log,
    async connected(connection) {
      await lifetime.connected(connection);
      const sessionId = connection.user?.sessionId;
      if (sessionId) await lifetime.addToGroup(connection.connectionId, sessionGroup(sessionId));
      await config.onConnected?.(contextOf(connection));
    },
    async invoke(connection: HubConnection, message: InvocationMessage) {
      const refusal = refusalOf(connection, Date.now());
      if (refusal !== null) {
        connection.refusals += 1;
        if (connection.refusals > limits.refusalsBeforeClose) {
          log.info(
            { connectionId: connection.connectionId },
            'hub client past its limits; closing',
          );
          connection.close(LimitErrors.closed, false);
          return;
        }
        if (message.invocationId === undefined) return;
        connection.send(
          Frame.message({ type: 3, invocationId: message.invocationId, error: refusal }),
        );
        return;
      }
      // Pushes that come while the call runs follow its first answer to the caller, or precede
      // its completion: a day asked for arrives before a change to one of its games that came
      // while it was read (docs/hub.md §1.5 "Answers before pushes").
      connection.pushes.start();
      try {
        const outcome = await dispatcher.invoke(contextOf(connection), message);
        connection.pushes.release();
        // Non-blocking calls (no invocationId) get no answer at all.
        if (message.invocationId === undefined) return;
        const id = message.invocationId;
        if ('stream' in outcome) {
          // Streams run beside the connection's queue of invocations, as ASP.NET runs them.
          void connection.streams.run(id, outcome.stream, (frame) => connection.send(frame));
          return;
        }
        // Always a result (null for void methods), as ASP.NET answers hub methods.
        const completion =
          'error' in outcome ? { error: outcome.error } : { result: outcome.result };
        answer(connection, Frame.message({ type: 3, invocationId: id, ...completion }));
      } finally {
        connection.pushes.release();
      }
    },
    ended(connection, wasConnected) {
      // Long polling lingers until its last data is polled or the reaper drops it.
      if (connection.transport?.kind !== 'LongPolling') remove(connection);
      if (!wasConnected) return;
      const context = contextOf(connection);
      void lifetime
        .disconnected(connection)
        .then(() => config.onDisconnected?.(context))
        .catch((err: unknown) => log.error({ err }, 'hub OnDisconnected failed'));
    },
  };

  function remove(connection: HubConnection): void {
    if (connections.get(connection.token) !== connection) return;
    connections.delete(connection.token);
    if (connection.user) return;
    const held = (anonymousByAddress.get(connection.address) ?? 1) - 1;
    if (held > 0) anonymousByAddress.set(connection.address, held);
    else anonymousByAddress.delete(connection.address);
  }

  /** A new connection, or null when its address already holds its most anonymous connections. */
  function create(
    negotiateVersion: number,
    user: HubUser | null,
    statefulReconnect: boolean,
    address: string,
  ): HubConnection | null {
    const held = anonymousByAddress.get(address) ?? 0;
    if (!user && held >= limits.anonymousConnectionsPerAddress) return null;
    const connectionId = newConnectionId();
    // v0 clients use the connectionId as the token; v1 keeps the token secret and separate.
    const token = negotiateVersion >= 1 ? newConnectionId() : connectionId;
    const connection = new HubConnection(connectionId, token, user, host, statefulReconnect);
    connection.address = address;
    connections.set(token, connection);
    if (!user) anonymousByAddress.set(address, held + 1);
    return connection;
  }

  let sinceLedgerPrune = 0;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) if (!connection.tick(now)) remove(connection);
    // Refilled budgets are dropped every few seconds, so the ledger holds only spent ones.
    if ((sinceLedgerPrune += options.heartbeatMs) >= 5_000) {
      sinceLedgerPrune = 0;
      answerBytes.prune(now);
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  // Logout, password change or reset, expiry, account deletion (on any instance): the session's
  // connections here are closed at the next sweep (§2.5).
  let sweeping = false;
  const sweepSessions = async (sessions: HubSessions): Promise<void> => {
    const signedIn = [...connections.values()].filter(
      (c) => c.state !== 'closed' && c.user?.sessionId !== undefined,
    );
    if (signedIn.length === 0) return;
    const alive = await sessions.alive([...new Set(signedIn.map((c) => c.user?.sessionId ?? ''))]);
    for (const connection of signedIn) {
      if (alive.has(connection.user?.sessionId ?? '')) continue;
      connection.close(SESSION_ENDED, true);
      remove(connection);
    }
  };
  const sessionSweep = config.sessions
    ? setInterval(() => {
        const sessions = config.sessions;
        if (sweeping || !sessions) return;
        sweeping = true;
        sweepSessions(sessions)
          .catch((err: unknown) => log.warn({ err }, 'hub session check failed'))
          .finally(() => {
            sweeping = false;
          });
      }, options.sessionCheckMs)
    : null;
  sessionSweep?.unref();

  registerHubHttp(app, {
    path: config.path,
    options,
    log,
    authenticate: config.authenticate,
    allowOrigin: config.allowOrigin,
    addressOf: (req) => clientAddress(req, config.trustProxy ?? false),
    create,
    find: (token) => connections.get(token),
    remove,
  });

  const closeConnections = async (): Promise<void> => {
    const open = [...connections.values()];
    for (const connection of open) connection.close(undefined, true);
    // Give the Close records a moment to leave, then drop whatever is still open.
    if (open.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const connection of open) {
      connection.transport?.abort();
      remove(connection);
    }
  };
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      clearInterval(heartbeat);
      if (sessionSweep) clearInterval(sessionSweep);
      await closeConnections();
      connections.clear();
      await lifetime.close();
    })());
  app.addHook('preClose', close);

  return {
    clients,
    groups,
    connectionCount: () => connections.size,
    backplane: () => lifetime.status(),
    closeConnections,
    close,
  };
}
