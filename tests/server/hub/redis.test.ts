// Scale-out through Redis pub/sub: two hub servers, a client on each, and Redis going away and
// coming back (simulated by a TCP proxy in front of the machine's Redis, which keeps running).
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerHub, RedisLifetimeManager } from '../../../server/hub';
import { testConfig } from '../helpers';
import { RawClient, RS } from './rawClient';
import { eventually, type RunningHub, startBareHub, testHubMethods } from './testHub';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A TCP proxy to Redis that can be cut and restored on the same port. */
class RedisProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    const target = new URL(REDIS_URL);
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  get url(): string {
    const target = new URL(REDIS_URL);
    target.host = `127.0.0.1:${this.port}`;
    return target.toString();
  }
}

const proxy = new RedisProxy();
const prefix = `test:${randomUUID()}`;
let one: RunningHub;
let two: RunningHub;

const lifetime = (app: { log: RunningHub['app']['log'] }) =>
  new RedisLifetimeManager({ url: proxy.url, prefix, log: app.log, ackTimeoutMs: 2_000 });

beforeAll(async () => {
  await proxy.start();
  const quiet = Fastify({ logger: false });
  one = await startBareHub(lifetime(quiet));
  two = await startBareHub(lifetime(quiet));
  await eventually(
    () => one.hub.backplane() === 'redis' && two.hub.backplane() === 'redis',
    10_000,
  );
});
afterAll(async () => {
  await one.close();
  await two.close();
  await proxy.stop();
});

/** A non-blocking call: no completion comes back, so the next records are only deliveries. */
function fire(client: RawClient, target: string, args: unknown[]): void {
  client.send(JSON.stringify({ type: 1, target, arguments: args }) + RS);
}

async function nextInvocation(client: RawClient, ms = 3_000): Promise<unknown[]> {
  for (;;) {
    const record = JSON.parse(await client.next(ms)) as { type: number; arguments: unknown[] };
    if (record.type === 1) return record.arguments;
  }
}

describe('Redis backplane', () => {
  it('a group broadcast on one server reaches members on the other, and nobody else', async () => {
    const a = await RawClient.connected(one.url);
    const b = await RawClient.connected(two.url);
    const c = await RawClient.connected(two.url);
    await a.invoke('JoinGroup', ['sport:nhl']);
    await b.invoke('JoinGroup', ['sport:nhl']);
    await c.invoke('JoinGroup', ['sport:mlb']);
    fire(a, 'SendToGroup', ['sport:nhl', 'goal']);
    expect(await nextInvocation(b)).toEqual(['sport:nhl', 'goal']);
    expect(await nextInvocation(a)).toEqual(['sport:nhl', 'goal']);

    // Direct sends and group adds for a connection living on the other server.
    const cId = ((await c.invoke('WhoAmI', [])).result as { connectionId: string }).connectionId;
    fire(a, 'SendToConnection', [cId, 'psst']);
    expect(await nextInvocation(c)).toEqual(['direct', 'psst']);
    await a.invoke('AddToGroup', [cId, 'sport:nhl']);
    fire(b, 'SendToGroup', ['sport:nhl', 'second goal']);
    expect(await nextInvocation(c)).toEqual(['sport:nhl', 'second goal']);
    expect(await nextInvocation(a)).toEqual(['sport:nhl', 'second goal']);
    expect(await nextInvocation(b)).toEqual(['sport:nhl', 'second goal']);
    fire(a, 'SendToAll', ['everyone']);
    for (const client of [a, b, c])
      expect(await nextInvocation(client)).toEqual(['all', 'everyone']);
    for (const client of [a, b, c]) client.close();
  });

  it('carries each broadcast in both protocols: a JSON sender reaches a MessagePack client elsewhere', async () => {
    const a = await RawClient.connected(one.url);
    const options = { transport: HttpTransportType.WebSockets, WebSocket };
    const packed = new HubConnectionBuilder()
      .withUrl(two.url, options)
      .withHubProtocol(new MessagePackHubProtocol())
      .configureLogging(LogLevel.None)
      .build();
    const received: unknown[][] = [];
    packed.on('Receive', (...args: unknown[]) => received.push(args));
    await packed.start();
    try {
      await packed.invoke('JoinGroup', 'sport:nba');
      await a.invoke('JoinGroup', ['sport:nba']);
      fire(a, 'SendToGroup', ['sport:nba', { score: [101, 99], final: true }]);
      expect(await nextInvocation(a)).toEqual(['sport:nba', { score: [101, 99], final: true }]);
      await eventually(() => received.length === 1);
      expect(received).toEqual([['sport:nba', { score: [101, 99], final: true }]]);
      await packed.invoke('SendToAll', 'from msgpack');
      expect(await nextInvocation(a)).toEqual(['all', 'from msgpack']);
    } finally {
      await packed.stop();
      a.close();
    }
  });

  it('keeps serving local clients while Redis is down and resubscribes when it returns', async () => {
    const a = await RawClient.connected(one.url);
    const b = await RawClient.connected(two.url);
    await a.invoke('JoinGroup', ['sport:nfl']);
    await b.invoke('JoinGroup', ['sport:nfl']);

    await proxy.stop();
    await eventually(
      () => one.hub.backplane() === 'redis-down' && two.hub.backplane() === 'redis-down',
      5_000,
    );
    // Both servers keep working for their own clients; the broadcast stays on its server.
    fire(a, 'SendToGroup', ['sport:nfl', 'local only']);
    expect(await nextInvocation(a)).toEqual(['sport:nfl', 'local only']);
    expect(await b.invoke('Add', [2, 3], 'x')).toEqual({ type: 3, invocationId: 'x', result: 5 });
    // A client joining during the outage is subscribed once Redis is back.
    const late = await RawClient.connected(two.url);
    await late.invoke('JoinGroup', ['sport:ncaab']);

    await proxy.start();
    await eventually(
      () => one.hub.backplane() === 'redis' && two.hub.backplane() === 'redis',
      10_000,
    );
    fire(a, 'SendToGroup', ['sport:nfl', 'back']);
    expect(await nextInvocation(b)).toEqual(['sport:nfl', 'back']);
    fire(a, 'SendToGroup', ['sport:ncaab', 'tip-off']);
    expect(await nextInvocation(late)).toEqual(['sport:ncaab', 'tip-off']);
    expect(b.records.filter((r) => r.includes('local only'))).toEqual([]);
    for (const client of [a, b, late]) client.close();
  });
});

describe('registerHub', () => {
  it('uses Redis when REDIS_URL is set and reports it as the backplane', async () => {
    for (const [env, expected] of [
      [{ REDIS_URL }, 'redis'],
      [{}, 'memory'],
    ] as const) {
      const app = Fastify({ logger: false });
      app.decorate('config', testConfig(env));
      app.decorate('status', { backplane: () => 'memory', demo: false });
      const hub = registerHub(app, { path: '/hubs/x', methods: testHubMethods });
      await app.ready();
      expect(app.hub).toBe(hub);
      await eventually(() => app.status.backplane() === expected, 5_000);
      await app.close();
    }
  });
});
