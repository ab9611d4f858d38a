// Connection lifecycle on a bare hub: OnConnected/OnDisconnected, their failures, the long-polling
// buffer cap, and server shutdown.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHubServer,
  type HubCallContext,
  type HubMethods,
  MemoryLifetimeManager,
} from '../../../server/hub';
import { RawClient, RS } from './rawClient';
import { eventually, FAST, startBareHub, TEST_HUB_PATH, testHubMethods } from './testHub';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function hubWith(
  hooks: {
    onConnected?: (ctx: HubCallContext) => void | Promise<void>;
    onDisconnected?: (ctx: HubCallContext) => void | Promise<void>;
  },
  methods: HubMethods = testHubMethods,
) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const hub = createHubServer(app, {
    path: TEST_HUB_PATH,
    methods,
    lifetime: new MemoryLifetimeManager(),
    options: FAST,
    ...hooks,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return {
    hub,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${TEST_HUB_PATH}`,
  };
}

describe('connection lifecycle', () => {
  it('runs OnConnected before the first invocation and OnDisconnected after the socket goes', async () => {
    const events: string[] = [];
    // OnConnected holds until the test lets it go, which it does once the invocation is known to
    // be on the server (below).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let disconnected = () => {};
    const gone = new Promise<void>((resolve) => (disconnected = resolve));
    const { url } = await hubWith(
      {
        onConnected: async (ctx) => {
          await released;
          events.push(`connected ${ctx.connectionId}`);
          await ctx.groups.add(ctx.connectionId, 'everyone');
        },
        onDisconnected: (ctx) => {
          events.push(`disconnected ${ctx.connectionId}`);
          disconnected();
        },
      },
      {
        ...testHubMethods,
        WhoAmI: (ctx, ...args) => {
          events.push(`invoked ${ctx.connectionId}`);
          return testHubMethods.WhoAmI!(ctx, ...args);
        },
      },
    );
    // The handshake and the invocation in one message: the server reads both before it answers
    // the handshake, so its answer proves the invocation arrived while OnConnected still holds.
    const client = await RawClient.open(url);
    client.send(
      `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"WhoAmI","arguments":[]}${RS}`,
    );
    expect(await client.next()).toBe('{}');
    release();
    let me: { type: number; result: { connectionId: string } };
    // Skipping pings, should the keep-alive come first on a busy machine.
    do me = JSON.parse(await client.next()) as typeof me;
    while (me.type === 6);
    expect(me.type).toBe(3);
    const id = me.result.connectionId;
    expect(events).toEqual([`connected ${id}`, `invoked ${id}`]);
    // The group joined in OnConnected is live.
    client.send(`{"type":1,"target":"SendToGroup","arguments":["everyone","hi"]}${RS}`);
    expect(JSON.parse(await client.next())).toMatchObject({
      type: 1,
      target: 'Receive',
      arguments: ['everyone', 'hi'],
    });
    client.close();
    await gone;
    expect(events).toEqual([`connected ${id}`, `invoked ${id}`, `disconnected ${id}`]);
  });

  it('closes without allowReconnect when OnConnected throws', async () => {
    const { url } = await hubWith({
      onConnected: () => {
        throw new Error('database unavailable');
      },
    });
    const client = await RawClient.connected(url);
    expect(JSON.parse(await client.next())).toEqual({
      type: 7,
      error: 'Connection closed with an error.',
    });
    await client.closed;
  });

  it('drops a long-polling client whose unpolled data passes the buffer limit', async () => {
    const server = await startBareHub(new MemoryLifetimeManager(), {
      ...FAST,
      maxBufferedBytes: 32 * 1024,
    });
    cleanups.push(server.close);
    const { connectionToken } = (await (
      await fetch(`${server.url}/negotiate?negotiateVersion=1`, { method: 'POST' })
    ).json()) as { connectionToken: string };
    const lp = `${server.url}?id=${connectionToken}`;
    await fetch(lp);
    await fetch(lp, {
      method: 'POST',
      body: `{"protocol":"json","version":1}${RS}{"type":1,"target":"JoinGroup","arguments":["g"]}${RS}`,
    });
    const sender = await RawClient.connected(server.url);
    // 10 × 8 KB waits for a poll that never comes: more than 32 KB, so the connection is dropped.
    sender.send(`{"type":1,"target":"Flood","arguments":["g",10,8192]}${RS}`);
    await eventually(() => server.hub.connectionCount() === 1);
    expect((await fetch(lp, { method: 'POST', body: `{"type":6}${RS}` })).status).toBe(404);
    sender.close();
  });

  it('says goodbye with allowReconnect when the server shuts down', async () => {
    const server = await startBareHub(new MemoryLifetimeManager(), FAST);
    const client = await RawClient.connected(server.url);
    const closing = server.close();
    expect(JSON.parse(await client.next())).toEqual({ type: 7, allowReconnect: true });
    await client.closed;
    await closing;
  });
});
