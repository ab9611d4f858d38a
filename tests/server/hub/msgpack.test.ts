// The MessagePack hub protocol: our codec against the official client's, and the official
// @microsoft/signalr client with @microsoft/signalr-protocol-msgpack against the real server.
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type HubMessage,
  type IHttpConnectionOptions,
  LogLevel,
  NullLogger,
} from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  encodeMessagePack,
  LengthPrefixedReader,
  parseMessagePack,
} from '../../../server/hub/protocols/messagePack';
import type { HubMessage as ServerMessage } from '../../../server/hub/protocols/messages';
import { RS } from './rawClient';
import { eventually, type RunningHub, startRealApp } from './testHub';

const official = new MessagePackHubProtocol();

/** What the official client reads from our bytes. */
function clientReads(message: ServerMessage): HubMessage[] {
  const bytes = encodeMessagePack(message);
  const view = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  return official.parseMessages(view as ArrayBuffer, NullLogger.instance);
}

/** What our server reads from the official client's bytes (its MessageType enum as numbers). */
function serverReads(
  message: { type: number } & Record<string, unknown>,
): (ServerMessage | null)[] {
  const bytes = Buffer.from(official.writeMessage(message as unknown as HubMessage));
  return new LengthPrefixedReader(1 << 20).push(bytes).map(parseMessagePack);
}

describe('MessagePack codec against the official client protocol', () => {
  it('writes every server-to-client message as the client reads it', () => {
    expect(clientReads({ type: 1, target: 'Receive', arguments: ['a', { n: 1 }] })).toEqual([
      { type: 1, target: 'Receive', arguments: ['a', { n: 1 }], headers: {}, streamIds: [] },
    ]);
    expect(clientReads({ type: 2, invocationId: '7', item: [1, 2] })).toEqual([
      { type: 2, invocationId: '7', item: [1, 2], headers: {} },
    ]);
    const completion = (m: Partial<ServerMessage>) =>
      clientReads({ type: 3, invocationId: '9', ...m } as ServerMessage)[0];
    expect(completion({ result: { ok: true } })).toMatchObject({ result: { ok: true } });
    expect(completion({ result: undefined })).toMatchObject({ result: null, error: undefined });
    expect(completion({ error: 'bad' })).toMatchObject({ error: 'bad', result: undefined });
    expect(completion({})).toMatchObject({ result: undefined, error: undefined });
    expect(clientReads({ type: 6 })).toEqual([{ type: 6 }]);
    expect(clientReads({ type: 7, error: 'e', allowReconnect: true })).toEqual([
      { type: 7, error: 'e', allowReconnect: true },
    ]);
    expect(clientReads({ type: 7 })).toEqual([{ type: 7, error: null, allowReconnect: false }]);
    expect(clientReads({ type: 8, sequenceId: 12 })).toEqual([{ type: 8, sequenceId: 12 }]);
    expect(clientReads({ type: 9, sequenceId: 3 })).toEqual([{ type: 9, sequenceId: 3 }]);
  });

  it('reads every client-to-server message the client writes', () => {
    const [echo] = serverReads({
      type: 1,
      invocationId: '1',
      target: 'Echo',
      arguments: [new Uint8Array([1, 2]), new Date(0)],
    });
    expect(echo).toMatchObject({ type: 1, invocationId: '1', target: 'Echo' });
    const [bytes, date] = (echo as { arguments: unknown[] }).arguments;
    // MessagePack carries bytes and timestamps as such (JSON would give base64 and a string).
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...(bytes as Uint8Array)]).toEqual([1, 2]);
    expect(date).toEqual(new Date(0));
    // Without an id the call is non-blocking; stream ids come along when given.
    expect(serverReads({ type: 1, target: 'Go', arguments: [], streamIds: ['s'] })).toEqual([
      { type: 1, target: 'Go', arguments: [], streamIds: ['s'] },
    ]);
    expect(
      serverReads({ type: 4, invocationId: '2', target: 'Count', arguments: [3], streamIds: [] }),
    ).toEqual([{ type: 4, invocationId: '2', target: 'Count', arguments: [3] }]);
    expect(serverReads({ type: 2, invocationId: 's', item: 'x', headers: {} })).toEqual([
      { type: 2, invocationId: 's', item: 'x' },
    ]);
    expect(serverReads({ type: 3, invocationId: '3', result: 5, headers: {} })).toEqual([
      { type: 3, invocationId: '3', result: 5 },
    ]);
    expect(serverReads({ type: 3, invocationId: '3', error: 'no', headers: {} })).toEqual([
      { type: 3, invocationId: '3', error: 'no' },
    ]);
    expect(serverReads({ type: 3, invocationId: '3', headers: {} })).toEqual([
      { type: 3, invocationId: '3' },
    ]);
    expect(serverReads({ type: 5, invocationId: '4', headers: {} })).toEqual([
      { type: 5, invocationId: '4' },
    ]);
    expect(serverReads({ type: 6 })).toEqual([{ type: 6 }]);
    expect(serverReads({ type: 7 })).toEqual([{ type: 7 }]);
    expect(serverReads({ type: 8, sequenceId: 4 })).toEqual([{ type: 8, sequenceId: 4 }]);
    expect(serverReads({ type: 9, sequenceId: 1 })).toEqual([{ type: 9, sequenceId: 1 }]);
  });

  it('splits length-prefixed messages across chunks and enforces the size limit', () => {
    const big = encodeMessagePack({ type: 1, target: 't', arguments: ['x'.repeat(300)] });
    const small = encodeMessagePack({ type: 6 });
    // 300+ bytes need a two-byte varint prefix.
    expect(big[0]! & 0x80).toBe(0x80);
    const both = Buffer.concat([big, small]);
    const reader = new LengthPrefixedReader(1000);
    expect(reader.push(both.subarray(0, 1))).toEqual([]);
    expect(reader.push(both.subarray(1, 200))).toEqual([]);
    const messages = reader.push(both.subarray(200)).map(parseMessagePack);
    expect(messages.map((m) => m?.type)).toEqual([1, 6]);
    expect(() => new LengthPrefixedReader(100).push(big)).toThrow(
      'The maximum message size of 100B was exceeded.',
    );
    expect(() => parseMessagePack(Buffer.from([0x92, 0x01, 0xc0]))).toThrow(
      "Reading map length for 'headers' failed.",
    );
    expect(parseMessagePack(Buffer.from([0x91, 0x63]))).toBeNull();
  });
});

let server: RunningHub;
beforeAll(async () => {
  server = await startRealApp();
});
afterAll(async () => {
  await server.close();
});

type Received = [string, unknown][];

function build(transport: HttpTransportType, msgpack = true) {
  // Node 20 has no global WebSocket: hand the client the `ws` class (docs/design.md §7).
  const options: IHttpConnectionOptions & { WebSocket: unknown } = { transport, WebSocket };
  let builder = new HubConnectionBuilder()
    .withUrl(server.url, options)
    .configureLogging(LogLevel.None);
  if (msgpack) builder = builder.withHubProtocol(new MessagePackHubProtocol());
  const connection = builder.build();
  const received: Received = [];
  connection.on('Receive', (from: string, message: unknown) => received.push([from, message]));
  return { connection, received };
}

function collect(connection: HubConnection, ...args: unknown[]) {
  return new Promise<{ items: unknown[]; error?: string }>((resolve) => {
    const items: unknown[] = [];
    connection.stream('Count', ...args).subscribe({
      next: (item) => items.push(item),
      complete: () => resolve({ items }),
      error: (err: unknown) => resolve({ items, error: (err as Error).message }),
    });
  });
}

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['LongPolling', HttpTransportType.LongPolling],
])('official MessagePack client over %s', (_name, transport) => {
  it('invokes with results and ASP.NET errors, and round-trips binary and dates', async () => {
    const { connection } = build(transport);
    await connection.start();
    try {
      expect(connection.connectionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await connection.invoke('Echo', { a: 'ünïcödé', n: [1, 2.5, -3] })).toEqual({
        a: 'ünïcödé',
        n: [1, 2.5, -3],
      });
      // Only MessagePack carries bytes and timestamps as such (JSON would give base64 and a string).
      expect(await connection.invoke('Echo', new Uint8Array([0, 255]))).toEqual(
        new Uint8Array([0, 255]),
      );
      expect(await connection.invoke('Echo', new Date(86_400_000))).toEqual(new Date(86_400_000));
      expect(await connection.invoke('add', 2, 3)).toBe(5);
      expect(await connection.invoke('Nothing')).toBeNull();
      await expect(connection.invoke('Nope')).rejects.toThrow(
        "Failed to invoke 'Nope' due to an error on the server. HubException: Method does not exist.",
      );
      await expect(connection.invoke('Add', 1)).rejects.toThrow(
        "Failed to invoke 'Add' due to an error on the server.",
      );
      await expect(connection.invoke('Throw')).rejects.toThrow(
        /^An unexpected error occurred invoking 'Throw' on the server\.$/,
      );
      await expect(connection.invoke('ThrowHubError')).rejects.toThrow(
        "An unexpected error occurred invoking 'ThrowHubError' on the server. HubException: Bad sport",
      );
      await expect(connection.invoke('Count', 1, 0, null)).rejects.toThrow(
        "The client attempted to invoke the streaming 'Count' method with a non-streaming invocation.",
      );
      const me = await connection.invoke<{ connectionId: string }>('WhoAmI');
      expect(me.connectionId).toBe(connection.connectionId);
    } finally {
      await connection.stop();
    }
  });

  it('streams items, then completes or fails, and stops a cancelled stream', async () => {
    const { connection } = build(transport);
    await connection.start();
    try {
      expect(await collect(connection, 4, 0, null)).toEqual({ items: [1, 2, 3, 4] });
      expect(await collect(connection, 5, 0, 2)).toEqual({
        items: [1, 2],
        error:
          'An error occurred on the server while streaming results. HubException: stopped after 2',
      });
      await expect(connection.invoke('Echo', 1)).resolves.toBe(1);
      const items: unknown[] = [];
      const subscription = connection.stream('Count', 1000, 20, null).subscribe({
        next: (item) => items.push(item),
        complete: () => undefined,
        error: () => undefined,
      });
      await eventually(() => items.length >= 2);
      subscription.dispose();
      const seen = items.length;
      // A round trip after the cancel, then another: no item may arrive once the server stopped.
      await connection.invoke('Slow', 100, 'x');
      const after = items.length;
      await connection.invoke('Slow', 100, 'y');
      expect(items.length).toBe(after);
      expect(after - seen).toBeLessThanOrEqual(1);
    } finally {
      await connection.stop();
    }
  });

  it('receives broadcasts framed once per protocol, beside JSON clients', async () => {
    const packed = build(transport);
    const json = build(transport, false);
    await Promise.all([packed.connection.start(), json.connection.start()]);
    try {
      await packed.connection.invoke('JoinGroup', 'sport:nfl');
      await json.connection.invoke('JoinGroup', 'sport:nfl');
      await json.connection.invoke('SendToGroup', 'sport:nfl', { score: [21, 17] });
      await packed.connection.invoke('SendToAll', 'all-hands');
      await server.hub.clients.group('sport:nfl').send('Receive', 'server', 'from the app');
      const expected = [
        ['sport:nfl', { score: [21, 17] }],
        ['all', 'all-hands'],
        ['server', 'from the app'],
      ];
      await eventually(() => packed.received.length === 3 && json.received.length === 3);
      expect(packed.received).toEqual(expected);
      expect(json.received).toEqual(expected);
      await packed.connection.invoke('SendToCaller', 'just me');
      await eventually(() => packed.received.length === 4);
      expect(packed.received[3]).toEqual(['caller', 'just me']);
    } finally {
      await Promise.all([packed.connection.stop(), json.connection.stop()]);
    }
  });
});

describe('Server-Sent Events refuses MessagePack', () => {
  it('advertises Text only for SSE, and the client will not pick it', async () => {
    const res = await fetch(`${server.url}/negotiate?negotiateVersion=1`, { method: 'POST' });
    const body = (await res.json()) as { availableTransports: unknown[] };
    expect(body.availableTransports).toContainEqual({
      transport: 'ServerSentEvents',
      transferFormats: ['Text'],
    });
    const { connection } = build(HttpTransportType.ServerSentEvents);
    await expect(connection.start()).rejects.toThrow(/ServerSentEvents/);
  });

  it("answers a messagepack handshake on SSE with ASP.NET's transfer-format error", async () => {
    const res = await fetch(`${server.url}/negotiate?negotiateVersion=1`, { method: 'POST' });
    const { connectionToken } = (await res.json()) as { connectionToken: string };
    const controller = new AbortController();
    const stream = await fetch(`${server.url}?id=${connectionToken}`, {
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await fetch(`${server.url}?id=${connectionToken}`, {
      method: 'POST',
      body: `{"protocol":"messagepack","version":1}${RS}`,
    });
    let text = '';
    while (!text.includes(RS)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString('utf8');
    }
    controller.abort();
    const data = text.split('data: ')[1]?.split(RS)[0] ?? '';
    expect(JSON.parse(data)).toEqual({
      error:
        "Cannot use the 'messagepack' protocol on the current transport. The transport does not support 'Binary' transfer format.",
    });
  });
});
