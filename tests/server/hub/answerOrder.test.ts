import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHubServer,
  MemoryLifetimeManager,
  type HubMethods,
  type HubServer,
} from '../../../server/hub';
import { RawClient, RS } from './rawClient';
import { TEST_HUB_PATH } from './testHub';

type Message = Record<string, unknown>;

/** A promise and its resolve, to hold a hub method at one point of its work. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Where the running call is (`entered`) and what lets it go on (`proceed`); new for each test. */
let entered = deferred();
let proceed = deferred();
const held = async () => {
  entered.resolve();
  await proceed.promise;
};

const methods: HubMethods = {
  JoinGroup: (ctx, group) => ctx.groups.add(ctx.connectionId, group as string),
  /** A day's answer, as RequestMatchupsForDate gives it: a message to the caller, then void. */
  Answer: async (ctx) => {
    await held();
    await ctx.caller.send('List', 'day');
  },
  /** Sends its caller nothing: only its completion answers it. */
  Quiet: async () => {
    await held();
    return 'done';
  },
  /** Pushes to a group of its own caller, then answers it. */
  PushThenAnswer: async (ctx, group) => {
    await held();
    await ctx.clients.group(group as string).send('Own', 1);
    await ctx.caller.send('List', 'day');
  },
};

/** The records of one invocation, up to and including its completion. */
async function answerTo(client: RawClient, id: string): Promise<Message[]> {
  const out: Message[] = [];
  for (;;) {
    const message = JSON.parse(await client.next()) as Message;
    out.push(message);
    if (message.type === 3 && message.invocationId === id) return out;
  }
}

const invocation = (id: string, target: string, args: unknown[] = []) =>
  JSON.stringify({ type: 1, invocationId: id, target, arguments: args }) + RS;

describe('pushes that come while a call runs', () => {
  let app: FastifyInstance;
  let hub: HubServer;
  let url: string;
  beforeAll(async () => {
    app = Fastify({ logger: false, forceCloseConnections: true });
    hub = createHubServer(app, {
      path: TEST_HUB_PATH,
      methods,
      lifetime: new MemoryLifetimeManager(),
      options: { maxBufferedBytes: 4_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${TEST_HUB_PATH}`;
  });
  afterAll(() => app.close());

  /** A client in group `g` with `target` running and held; the caller of `run` lets it go on. */
  async function running(target: string, args: unknown[] = []) {
    entered = deferred();
    proceed = deferred();
    const client = await RawClient.connected(url);
    await client.invoke('JoinGroup', ['g']);
    client.send(invocation('call', target, args));
    await entered.promise;
    return client;
  }

  it("come after the call's answer to its caller, in the order they came", async () => {
    const client = await running('Answer');
    try {
      await hub.clients.group('g').send('Delta', 1);
      await hub.clients.all.send('Delta', 2);
      proceed.resolve();
      const records = await answerTo(client, 'call');
      expect(records.map((m) => m.target ?? m.type)).toEqual(['List', 'Delta', 'Delta', 3]);
      expect(records.slice(1, 3).map((m) => (m.arguments as number[])[0])).toEqual([1, 2]);
    } finally {
      client.close();
    }
  });

  it('come before the completion of a call that sends its caller nothing else', async () => {
    const client = await running('Quiet');
    try {
      await hub.clients.group('g').send('Delta', 1);
      proceed.resolve();
      expect(await answerTo(client, 'call')).toEqual([
        { type: 1, target: 'Delta', arguments: [1] },
        { type: 3, invocationId: 'call', result: 'done' },
      ]);
    } finally {
      client.close();
    }
  });

  it('leave the call its own pushes, in the order it sends them', async () => {
    const client = await running('PushThenAnswer', ['g']);
    try {
      await hub.clients.group('g').send('Delta', 1);
      proceed.resolve();
      const records = await answerTo(client, 'call');
      expect(records.map((m) => m.target ?? m.type)).toEqual(['Own', 'List', 'Delta', 3]);
    } finally {
      client.close();
    }
  });

  it('are sent at once past maxBufferedBytes held, rather than held without bound', async () => {
    const client = await running('Answer');
    try {
      const big = 'x'.repeat(2_500);
      await hub.clients.group('g').send('Delta', big);
      await hub.clients.group('g').send('Delta', big);
      // Both have left, before the call has answered.
      expect(JSON.parse(await client.next())).toMatchObject({ target: 'Delta' });
      expect(JSON.parse(await client.next())).toMatchObject({ target: 'Delta' });
      proceed.resolve();
      expect((await answerTo(client, 'call')).map((m) => m.target ?? m.type)).toEqual(['List', 3]);
    } finally {
      client.close();
    }
  });

  it('reach a connection that is not running a call at once', async () => {
    const client = await RawClient.connected(url);
    try {
      await client.invoke('JoinGroup', ['g']);
      await hub.clients.group('g').send('Delta', 1);
      expect(JSON.parse(await client.next())).toEqual({
        type: 1,
        target: 'Delta',
        arguments: [1],
      });
    } finally {
      client.close();
    }
  });
});
