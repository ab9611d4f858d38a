import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import {
  createHubServer,
  HubError,
  type HubLifetimeManager,
  type HubMethods,
  type HubOptions,
  type HubServer,
} from '../../../server/hub';
import { MemoryLifetimeManager } from '../../../server/hub/lifetime/memory';
import type { Db } from '../../../server/db/db';
import { pollUntil } from '../../pollUntil';
import { testConfig, testDb } from '../helpers';

export const TEST_HUB_PATH = '/hubs/test';

/**
 * The test hub's own slow work (a stream's items `ms` apart, a slow method): time the server
 * spends, which tests observe through the messages it sends; no test waits on it.
 */
const work = (ms: number) =>
  // eslint-disable-next-line no-restricted-syntax -- server-side work of the test hub, not a test's wait
  new Promise((resolve) => setTimeout(resolve, ms));

/** A small hub exercising every dispatcher path. */
export const testHubMethods: HubMethods = {
  Echo: (_ctx, value) => value,
  Add: (_ctx, a, b) => (a as number) + (b as number),
  Nothing: () => undefined,
  WhoAmI: (ctx) => ({ connectionId: ctx.connectionId, user: ctx.user }),
  JoinGroup: (ctx, group) => ctx.groups.add(ctx.connectionId, group as string),
  LeaveGroup: (ctx, group) => ctx.groups.remove(ctx.connectionId, group as string),
  SendToGroup: async (ctx, group, message) => {
    await ctx.clients.group(group as string).send('Receive', group, message);
  },
  SendToAll: async (ctx, message) => {
    await ctx.clients.all.send('Receive', 'all', message);
  },
  SendToCaller: async (ctx, message) => {
    await ctx.caller.send('Receive', 'caller', message);
  },
  SendToConnection: async (ctx, connectionId, message) => {
    await ctx.clients.connection(connectionId as string).send('Receive', 'direct', message);
  },
  Flood: async (ctx, group, count, size) => {
    const payload = 'x'.repeat(size as number);
    for (let i = 0; i < (count as number); i++) {
      await ctx.clients.group(group as string).send('Receive', i, payload);
      // Yield so clients that do read get the chance to (they share this process in tests).
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
  AddToGroup: (ctx, connectionId, group) => ctx.groups.add(connectionId as string, group as string),
  Throw: () => {
    throw new Error('secret internal detail');
  },
  ThrowHubError: () => {
    throw new HubError('Bad sport');
  },
  /** Streams 1…n, `ms` apart; fails after `failAfter` items when that is a number. */
  Count: async function* (_ctx, n, ms, failAfter) {
    for (let i = 1; i <= (n as number); i++) {
      if (i - 1 === failAfter) throw new HubError(`stopped after ${String(failAfter)}`);
      if ((ms as number) > 0) await work(ms as number);
      yield i;
    }
  },
  Slow: async (_ctx, ms, value) => {
    await work(ms as number);
    return value;
  },
};

export interface RunningHub {
  app: FastifyInstance;
  hub: HubServer;
  url: string;
  close: () => Promise<void>;
}

/** Fast time-outs so time-out tests take milliseconds. */
export const FAST: Partial<HubOptions> = {
  handshakeTimeoutMs: 300,
  keepAliveIntervalMs: 1_000,
  clientTimeoutMs: 2_000,
  disconnectTimeoutMs: 1_000,
  pollTimeoutMs: 1_500,
  heartbeatMs: 50,
};

/** The real app (config, CORS, cookies, error handling) with the test hub mounted, listening on port 0. */
export async function startRealApp(
  options: Partial<HubOptions> = {},
  env: Record<string, string> = {},
  lifetime: (app: FastifyInstance) => HubLifetimeManager = () => new MemoryLifetimeManager(),
): Promise<RunningHub & { db: Db }> {
  const db = await testDb();
  const app = await buildApp({ config: testConfig(env), db, logger: false });
  const hub = createHubServer(app, {
    path: TEST_HUB_PATH,
    methods: testHubMethods,
    lifetime: lifetime(app),
    authenticate: async (req, { accessToken }) =>
      accessToken === 'good-token' || (req.headers.cookie ?? '').includes('session=good')
        ? { userId: 'u1', email: 'a@b.c', name: 'Ann', role: 'user', accountType: 'free' }
        : null,
    options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    hub,
    url: `http://127.0.0.1:${port}${TEST_HUB_PATH}`,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A bare Fastify with just the hub (for tests that need several quick instances). */
export async function startBareHub(
  lifetime: HubLifetimeManager,
  options: Partial<HubOptions> = {},
): Promise<RunningHub> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const hub = createHubServer(app, {
    path: TEST_HUB_PATH,
    methods: testHubMethods,
    lifetime,
    options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, hub, url: `http://127.0.0.1:${port}${TEST_HUB_PATH}`, close: () => app.close() };
}

/** Resolves when `check` passes, polled every 10 ms (tests/pollUntil.ts); fails after `ms`. */
export function eventually(check: () => boolean, ms = 3_000): Promise<void> {
  return pollUntil(check, { intervalMs: 10, timeoutMs: ms });
}
