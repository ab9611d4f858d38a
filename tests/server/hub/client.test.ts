// The official @microsoft/signalr client (Node build) against the real server, per transport.
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually, type RunningHub, startRealApp } from './testHub';

let server: RunningHub;
beforeAll(async () => {
  server = await startRealApp();
});
afterAll(async () => {
  await server.close();
});

type Received = [string, unknown][];

function build(options: IHttpConnectionOptions): { connection: HubConnection; received: Received } {
  // Node 20 has no global WebSocket: hand the client the `ws` class (an internal option, docs/design.md §7).
  const nodeOptions: IHttpConnectionOptions & { WebSocket: unknown } = { ...options, WebSocket };
  const connection = new HubConnectionBuilder()
    .withUrl(server.url, nodeOptions)
    .withAutomaticReconnect([0, 50, 100, 200, 500])
    .configureLogging(LogLevel.None)
    .build();
  const received: Received = [];
  connection.on('Receive', (from: string, message: unknown) => received.push([from, message]));
  return { connection, received };
}

const modes: [string, IHttpConnectionOptions][] = [
  ['WebSockets', { transport: HttpTransportType.WebSockets }],
  ['ServerSentEvents', { transport: HttpTransportType.ServerSentEvents }],
  ['LongPolling', { transport: HttpTransportType.LongPolling }],
  [
    'WebSockets with skipNegotiation',
    { transport: HttpTransportType.WebSockets, skipNegotiation: true },
  ],
];

describe.each(modes)('official client over %s', (_name, options) => {
  it('connects, invokes with results and errors, and matches methods case-insensitively', async () => {
    const { connection } = build(options);
    await connection.start();
    try {
      expect(connection.state).toBe(HubConnectionState.Connected);
      expect(await connection.invoke('Echo', { a: 'ünïcödé', n: [1, 2] })).toEqual({
        a: 'ünïcödé',
        n: [1, 2],
      });
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
      const me = await connection.invoke<{ connectionId: string }>('WhoAmI');
      // With skipNegotiation the client never learns its id (it is null), as with ASP.NET.
      expect(me.connectionId).toBe(
        options.skipNegotiation ? me.connectionId : connection.connectionId,
      );
      expect(me.connectionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    } finally {
      await connection.stop();
    }
  });

  it('delivers group sends to members only and stops after leaving', async () => {
    const a = build(options);
    const b = build(options);
    const c = build(options);
    await Promise.all([a.connection.start(), b.connection.start(), c.connection.start()]);
    try {
      await a.connection.invoke('JoinGroup', 'sport:nfl');
      await b.connection.invoke('JoinGroup', 'sport:nfl');
      await c.connection.invoke('JoinGroup', 'sport:nba');
      await c.connection.invoke('SendToGroup', 'sport:nfl', 'touchdown');
      await eventually(() => a.received.length === 1 && b.received.length === 1);
      await b.connection.invoke('LeaveGroup', 'sport:nfl');
      await c.connection.invoke('SendToGroup', 'sport:nfl', 'field goal');
      await eventually(() => a.received.length === 2);
      // A round trip on b and c after the sends proves nothing else was on its way to them.
      await b.connection.invoke('Echo', 1);
      await c.connection.invoke('Echo', 1);
      expect(a.received).toEqual([
        ['sport:nfl', 'touchdown'],
        ['sport:nfl', 'field goal'],
      ]);
      expect(b.received).toEqual([['sport:nfl', 'touchdown']]);
      expect(c.received).toEqual([]);
    } finally {
      await Promise.all([a.connection.stop(), b.connection.stop(), c.connection.stop()]);
    }
  });

  it('reconnects automatically when the server closes with allowReconnect', async () => {
    const { connection } = build(options);
    await connection.start();
    const whoAmI = async () =>
      (await connection.invoke<{ connectionId: string }>('WhoAmI')).connectionId;
    const firstId = await whoAmI();
    const closedWith = new Promise<Error | undefined>((resolve) =>
      connection.onreconnecting(resolve),
    );
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));
    try {
      // 40 KB is over the 32 KB record limit: ASP.NET closes with an error and allowReconnect.
      connection.send('Echo', 'x'.repeat(40 * 1024)).catch(() => undefined);
      expect((await closedWith)?.message).toBe(
        'Server returned an error on close: Connection closed with an error.',
      );
      await reconnected;
      // A reconnect is a new connection with a new id (groups must be rejoined).
      const newId = await whoAmI();
      expect(newId).not.toBe(firstId);
      if (!options.skipNegotiation) expect(connection.connectionId).toBe(newId);
      expect(await connection.invoke('Add', 20, 22)).toBe(42);
    } finally {
      await connection.stop();
    }
  });
});

describe('authentication', () => {
  it('passes the access token to authenticate and attaches the user', async () => {
    const { connection } = build({
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => 'good-token',
    });
    await connection.start();
    const me = await connection.invoke<{ user: { name: string } | null }>('WhoAmI');
    expect(me.user?.name).toBe('Ann');
    await connection.stop();
  });

  it('is anonymous without credentials', async () => {
    const { connection } = build({ transport: HttpTransportType.LongPolling });
    await connection.start();
    const me = await connection.invoke<{ user: unknown }>('WhoAmI');
    expect(me.user).toBeNull();
    await connection.stop();
    expect(server.hub.connectionCount()).toBeLessThanOrEqual(1);
  });
});
