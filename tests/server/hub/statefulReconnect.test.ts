// Stateful reconnect (docs/hub.md §1.6) with the official client's withStatefulReconnect(), and
// the wire details (negotiate, Ack, Sequence, replay, the reconnect window) with a raw client.
import type { Socket } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STATEFUL_RECONNECT_BUFFER_BYTES } from '../../../server/hub/replay';
import { pollUntil } from '../../pollUntil';
import { RawClient, RS } from './rawClient';
import { eventually, type RunningHub, startRealApp } from './testHub';

const WINDOW_MS = 3_000;
let server: RunningHub;
/** Every socket upgraded to a WebSocket on the server, newest last. */
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startRealApp({ disconnectTimeoutMs: WINDOW_MS, heartbeatMs: 50 });
  server.app.server.on('upgrade', (_req, socket: Socket) => sockets.push(socket));
});
afterAll(async () => {
  await server.close();
});

/** Drops the newest server-side socket without a close frame, as a dying network would. */
function dropSocket(): void {
  sockets.at(-1)?.destroy();
}

function build(msgpack: boolean) {
  const options: IHttpConnectionOptions & { WebSocket: unknown } = {
    transport: HttpTransportType.WebSockets,
    WebSocket,
  };
  let builder = new HubConnectionBuilder()
    .withUrl(server.url, options)
    .withStatefulReconnect()
    .withAutomaticReconnect([0, 50, 100, 200])
    .configureLogging(LogLevel.None);
  if (msgpack) builder = builder.withHubProtocol(new MessagePackHubProtocol());
  const connection = builder.build();
  const ticks: number[] = [];
  connection.on('Tick', (n: number) => ticks.push(n));
  let reconnecting = 0;
  connection.onreconnecting(() => (reconnecting += 1));
  return { connection, ticks, reconnecting: () => reconnecting };
}

/** Broadcasts Tick 1…count, yielding to I/O between sends; runs `at(i)` before send i. */
async function broadcast(count: number, at: (i: number) => void = () => undefined) {
  for (let i = 1; i <= count; i++) {
    at(i);
    await server.hub.clients.all.send('Tick', i);
    if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each([
  ['JSON', false],
  ['MessagePack', true],
])('official client with withStatefulReconnect() (%s)', (_name, msgpack) => {
  it('survives a dropped socket under load on the same connection: 0 lost, 0 duplicated', async () => {
    const { connection, ticks, reconnecting } = build(msgpack);
    await connection.start();
    try {
      const id = connection.connectionId;
      const upgrades = sockets.length;
      const count = 1_500;
      let during: Promise<number> | undefined;
      await broadcast(count, (i) => {
        if (i !== 500) return;
        dropSocket();
        // Sent while the socket is down: the client buffers it and sends it again.
        during = connection.invoke<number>('Add', 40, 2);
      });
      expect(await during).toBe(42);
      await eventually(() => ticks.length >= count, 10_000);
      expect(ticks).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      // One more WebSocket, the same connection, and no app-level reconnect.
      expect(sockets.length).toBe(upgrades + 1);
      expect(reconnecting()).toBe(0);
      expect(connection.state).toBe(HubConnectionState.Connected);
      expect(connection.connectionId).toBe(id);
      expect((await connection.invoke<{ connectionId: string }>('WhoAmI')).connectionId).toBe(id);
      expect(server.hub.connectionCount()).toBe(1);
    } finally {
      await connection.stop();
    }
  });

  it('past the replay buffer, ends the connection and the app reconnects anew', async () => {
    const { connection, ticks, reconnecting } = build(msgpack);
    await connection.start();
    const reconnected = new Promise<string | undefined>((resolve) =>
      connection.onreconnected(resolve),
    );
    try {
      const id = connection.connectionId;
      // More than the buffer holds leaves before the server learns the socket is gone.
      dropSocket();
      const payload = 'x'.repeat(10_000);
      const sends = Math.ceil((2 * STATEFUL_RECONNECT_BUFFER_BYTES) / payload.length);
      for (let i = 0; i < sends; i++) void server.hub.clients.all.send('Tick', payload);
      const newId = await reconnected;
      expect(reconnecting()).toBe(1);
      expect(newId).not.toBe(id);
      expect(connection.state).toBe(HubConnectionState.Connected);
      expect(await connection.invoke('Add', 1, 1)).toBe(2);
      // What was lost is lost: the new connection starts clean, with no replay.
      expect(ticks.length).toBeLessThan(sends);
    } finally {
      await connection.stop();
    }
  });
});

describe('stateful reconnect on the wire', () => {
  const negotiate = async (query: string) => {
    const res = await fetch(`${server.url}/negotiate?negotiateVersion=1${query}`, {
      method: 'POST',
    });
    return (await res.json()) as { connectionToken: string; useStatefulReconnect?: boolean };
  };
  /** The next record that is not an Ack (the server sends those on its own heartbeat). */
  const next = async (client: RawClient): Promise<unknown> => {
    for (;;) {
      const record = JSON.parse(await client.next()) as { type: number };
      if (record.type !== 8) return record;
    }
  };
  const nextAck = async (client: RawClient): Promise<unknown> => {
    for (;;) {
      const record = JSON.parse(await client.next()) as { type: number };
      if (record.type === 8) return record;
    }
  };
  /** Whether the server still holds the connection (a POST to a WebSocket one is 405, to none 404). */
  const held = async (token: string) =>
    (await fetch(`${server.url}?id=${token}`, { method: 'POST', body: '' })).status !== 404;
  const echo = (id: string) =>
    `{"type":1,"invocationId":"${id}","target":"Echo","arguments":["${id}"]}${RS}`;

  it('is offered only when asked for', async () => {
    expect((await negotiate('')).useStatefulReconnect).toBeUndefined();
    expect((await negotiate('&useStatefulReconnect=true')).useStatefulReconnect).toBe(true);
  });

  it('acks, replays what was not acked after a Sequence, skips resent duplicates, and forgets the connection after the window', async () => {
    const { connectionToken } = await negotiate('&useStatefulReconnect=true');
    const url = `${server.url}?id=${connectionToken}`;
    const first = await RawClient.open(url);
    first.send(`{"protocol":"json","version":2}${RS}`);
    expect(await first.next()).toBe('{}');
    first.send(echo('a'));
    expect(await next(first)).toEqual({ type: 3, invocationId: 'a', result: 'a' });
    // The server acknowledges the client's message 1 on its next heartbeat.
    expect(await nextAck(first)).toEqual({ type: 8, sequenceId: 1 });
    await server.hub.clients.all.send('Receive', 'all', 'while up');
    expect(await next(first)).toMatchObject({ type: 1, arguments: ['all', 'while up'] });
    // The client acknowledges the completion (1) but not the broadcast (2); the answer to c (3)
    // shows the server read that Ack before the client vanishes.
    first.send(`{"type":8,"sequenceId":1}${RS}`);
    first.send(echo('c'));
    expect(await next(first)).toEqual({ type: 3, invocationId: 'c', result: 'c' });
    first.close();
    await first.closed;
    await server.hub.clients.all.send('Receive', 'all', 'while down');

    const second = await RawClient.open(url);
    expect(await next(second)).toEqual({ type: 9, sequenceId: 2 });
    expect(await next(second)).toMatchObject({ type: 1, arguments: ['all', 'while up'] });
    expect(await next(second)).toEqual({ type: 3, invocationId: 'c', result: 'c' });
    expect(await next(second)).toMatchObject({ type: 1, arguments: ['all', 'while down'] });
    // The client sends its own Sequence and resends a and c (duplicates) and b: only b is answered.
    second.send(`{"type":9,"sequenceId":1}${RS}`);
    second.send(echo('a'));
    second.send(echo('c'));
    second.send(echo('b'));
    expect(await next(second)).toEqual({ type: 3, invocationId: 'b', result: 'b' });
    expect(await nextAck(second)).toEqual({ type: 8, sequenceId: 3 });

    // Gone for longer than the window: the connection ends and its token no longer opens.
    const started = Date.now();
    second.close();
    // Nothing announces the end of the window to a client: the token is probed until it is gone.
    await pollUntil(async () => !(await held(connectionToken)), {
      intervalMs: 10,
      timeoutMs: WINDOW_MS + 2_000,
      what: 'the connection to be forgotten',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WINDOW_MS - 100);
    await expect(RawClient.open(url)).rejects.toThrow('404 No Connection with that ID');
  });

  it('a version 1 handshake or a closing goodbye does not wait for a reconnect', async () => {
    for (const [version, goodbye] of [
      [1, false],
      [2, true],
    ] as const) {
      const { connectionToken } = await negotiate('&useStatefulReconnect=true');
      const url = `${server.url}?id=${connectionToken}`;
      const client = await RawClient.open(url);
      client.send(`{"protocol":"json","version":${version}}${RS}`);
      expect(await client.next()).toBe('{}');
      expect(await held(connectionToken)).toBe(true);
      if (goodbye) client.ws.close(1000);
      else client.close();
      await pollUntil(async () => !(await held(connectionToken)), {
        intervalMs: 10,
        timeoutMs: WINDOW_MS / 2,
        what: 'the connection to be forgotten',
      });
      await expect(RawClient.open(url)).rejects.toThrow('404');
    }
  });
});
