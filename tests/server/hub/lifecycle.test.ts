// Connection lifecycle on a bare hub: OnConnected/OnDisconnected, their failures, the long-polling
// buffer cap, and server shutdown.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createHubServer, type HubCallContext, MemoryLifetimeManager } from '../../../server/hub';
import { RawClient, RS } from './rawClient';
import { eventually, FAST, startBareHub, TEST_HUB_PATH, testHubMethods } from './testHub';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function hubWith(hooks: {
  onConnected?: (ctx: HubCallContext) => void | Promise<void>;
  onDisconnected?: (ctx: HubCallContext) => void | Promise<void>;
}) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const hub = createHubServer(app, {
    path: TEST_HUB_PATH,
    methods: testHubMethods,
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
    const { url } = await hubWith({
      onConnected: async (ctx) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`connected ${ctx.connectionId}`);
        await ctx.groups.add(ctx.connectionId, 'everyone');
      },
      onDisconnected: (ctx) => {
        events.push(`disconnected ${ctx.connectionId}`);
      },
    });
    const client = await RawClient.connected(url);
    const me = await client.invoke('WhoAmI', [], '1');
    const id = (me.result as { connectionId: string }).connectionId;
    expect(events).toEqual([`connected ${id}`]);
    // The group joined in OnConnected is live.
    client.send(`{"type":1,"target":"SendToGroup","arguments":["everyone","hi"]}${RS}`);
    expect(JSON.parse(await client.next())).toMatchObject({
      type: 1,
      target: 'Receive',
      arguments: ['everyone', 'hi'],
    });
    client.close();
    await eventually(() => events.length === 2);
    expect(events[1]).toBe(`disconnected ${id}`);
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
