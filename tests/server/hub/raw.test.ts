// Raw `ws` and fetch against the real server: framing, errors and HTTP semantics, each with
// ASP.NET's answer, while a bystander connection checks that nobody else notices.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LongPollingTransport } from '../../../server/hub/transports/longPolling';
import { RawClient, RS } from './rawClient';
import { eventually, FAST, type RunningHub, startRealApp } from './testHub';

let server: RunningHub;
let bystander: RawClient;
beforeAll(async () => {
  server = await startRealApp({ ...FAST, maxBufferedBytes: 64 * 1024 });
  bystander = await RawClient.connected(server.url);
  await bystander.invoke('JoinGroup', ['watchers']);
});
afterAll(async () => {
  bystander.close();
  await server.close();
});
afterEach(async () => {
  // The bystander saw nothing but its own answers, and still works.
  expect(bystander.records.filter((r) => r !== '{"type":6}')).toEqual([]);
  bystander.records.length = 0;
  expect(await bystander.invoke('Add', [1, 2], 'b')).toEqual({
    type: 3,
    invocationId: 'b',
    result: 3,
  });
});

const negotiate = async (query = '?negotiateVersion=1') => {
  const res = await fetch(`${server.url}/negotiate${query}`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const hubFetch = (query: string, init: RequestInit = {}) => fetch(`${server.url}${query}`, init);

/** Resolves once the server has taken the next long poll (held it, or answered it). */
function pollHeld(): Promise<void> {
  const handlePoll = LongPollingTransport.prototype.handlePoll;
  return new Promise((resolve) => {
    const spy = vi.spyOn(LongPollingTransport.prototype, 'handlePoll').mockImplementation(function (
      this: LongPollingTransport,
      response,
    ) {
      spy.mockRestore();
      handlePoll.call(this, response);
      resolve();
    });
  });
}

describe('negotiate', () => {
  it('v1 returns separate URL-safe connectionId and connectionToken and the three transports', async () => {
    const { status, body } = await negotiate();
    expect(status).toBe(200);
    expect(body.negotiateVersion).toBe(1);
    expect(body.connectionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.connectionToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body.availableTransports).toEqual([
      { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
      { transport: 'ServerSentEvents', transferFormats: ['Text'] },
      { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
    ]);
  });

  it('v0 (no version, or a version above ours is clamped) and refusals', async () => {
    const v0 = await negotiate('');
    expect(v0.body.negotiateVersion).toBe(0);
    expect(v0.body).not.toHaveProperty('connectionToken');
    expect((await negotiate('?NegotiateVersion=7')).body.negotiateVersion).toBe(1);
    expect(await negotiate('?negotiateVersion=abc')).toEqual({
      status: 200,
      body: { error: 'The client requested a non-integer protocol version.' },
    });
    expect((await negotiate('?negotiateVersion=-1')).body).toEqual({
      error: "The client requested version '-1', but the server does not support this version.",
    });
    expect((await fetch(`${server.url}/negotiate`)).status).toBe(405);
  });

  it('a v0 client connects with its connectionId', async () => {
    const { body } = await negotiate('');
    const client = await RawClient.connected(`${server.url}?id=${body.connectionId as string}`);
    expect(await client.invoke('Echo', ['v0'], '1')).toEqual({
      type: 3,
      invocationId: '1',
      result: 'v0',
    });
    client.close();
  });

  it('allows the dev origin with credentials', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${server.url}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'x-requested-with,x-signalr-user-agent,authorization,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-signalr-user-agent');
    const res = await fetch(`${server.url}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Origin: origin },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const { connectionToken } = (await res.json()) as { connectionToken: string };
    const controller = new AbortController();
    const sse = await hubFetch(`?id=${connectionToken}`, {
      headers: { Accept: 'text/event-stream', Origin: origin },
      signal: controller.signal,
    });
    expect(sse.headers.get('access-control-allow-origin')).toBe(origin);
    expect(sse.headers.get('access-control-allow-credentials')).toBe('true');
    controller.abort();
  });
});

describe('framing and handshake', () => {
  it('accepts records split across frames and several records per frame', async () => {
    const client = await RawClient.open(server.url);
    client.send('{"protocol":"js');
    client.send(`on","version":1}${RS}{"type":1,"invocationId":"a","tar`);
    expect(await client.next()).toBe('{}');
    client.send('get":"Echo","arguments":["split"]}');
    client.send(RS);
    expect(JSON.parse(await client.next())).toEqual({
      type: 3,
      invocationId: 'a',
      result: 'split',
    });
    const ping = '{"type":6}';
    client.send(
      `${ping}${RS}{"type":1,"invocationId":"b","target":"Add","arguments":[1,1]}${RS}` +
        `{"type":1,"target":"Echo","arguments":["nobody waits"]}${RS}` +
        `{"type":1,"invocationId":"c","target":"echo","arguments":["ci"],"headers":{"x":"y"},"extra":1}${RS}`,
    );
    // The non-blocking call gets no answer at all: the next record is c's completion.
    expect(JSON.parse(await client.next())).toEqual({ type: 3, invocationId: 'b', result: 2 });
    expect(JSON.parse(await client.next())).toEqual({ type: 3, invocationId: 'c', result: 'ci' });
    client.close();
  });

  it('rejects unknown protocols and versions with ASP.NET handshake errors', async () => {
    for (const [request, error] of [
      ['{"protocol":"xml","version":1}', "The protocol 'xml' is not supported."],
      [
        '{"protocol":"messagepack","version":3}',
        "The server does not support version 3 of the 'messagepack' protocol.",
      ],
      [
        '{"protocol":"json","version":3}',
        "The server does not support version 3 of the 'json' protocol.",
      ],
      ['{"protocol":', 'An unexpected error occurred during connection handshake.'],
    ]) {
      const client = await RawClient.open(server.url);
      client.send(`${request}${RS}`);
      expect(JSON.parse(await client.next())).toEqual({ error });
      await client.closed;
    }
  });

  it('cancels a handshake that does not arrive in time', async () => {
    const client = await RawClient.open(server.url);
    const started = Date.now();
    expect(JSON.parse(await client.next())).toEqual({ error: 'Handshake was canceled.' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await client.closed;
  });

  it('answers a handshake with nothing but {} and accepts version 2', async () => {
    const client = await RawClient.open(server.url);
    client.send(`{"protocol":"json","version":2}${RS}`);
    expect(await client.next()).toBe('{}');
    client.close();
  });
});

describe('errors after the handshake', () => {
  it('unknown method, wrong argument count, throwing methods and streaming calls get error completions', async () => {
    const client = await RawClient.connected(server.url);
    expect(await client.invoke('!@#$%', [], '1')).toEqual({
      type: 3,
      invocationId: '1',
      error:
        "Failed to invoke '!@#$%' due to an error on the server. HubException: Method does not exist.",
    });
    expect(await client.invoke('Add', [1, 2, 3], '2')).toEqual({
      type: 3,
      invocationId: '2',
      error: "Failed to invoke 'Add' due to an error on the server.",
    });
    expect((await client.invoke('Throw', [], '3')).error).toBe(
      "An unexpected error occurred invoking 'Throw' on the server.",
    );
    client.send(`{"type":4,"invocationId":"4","target":"Echo","arguments":[1]}${RS}`);
    expect(JSON.parse(await client.next())).toEqual({
      type: 3,
      invocationId: '4',
      error:
        "The client attempted to invoke the non-streaming 'Echo' method with a streaming invocation.",
    });
    client.send(
      `{"type":1,"invocationId":"5","target":"Echo","arguments":[1],"streamIds":["6"]}${RS}`,
    );
    expect(JSON.parse(await client.next()).error).toBe(
      "An unexpected error occurred invoking 'Echo' on the server. HubException: Client sent 1 stream(s), Hub method expects 0.",
    );
    // Stray stream items, completions, cancels and unknown types are ignored; the connection lives on.
    client.send(
      `{"type":2,"invocationId":"x","item":1}${RS}{"type":3,"invocationId":"y"}${RS}{"type":5,"invocationId":"z"}${RS}{"type":99}${RS}`,
    );
    expect(await client.invoke('Echo', ['alive'], '7')).toEqual({
      type: 3,
      invocationId: '7',
      result: 'alive',
    });
    client.close();
  });

  it('malformed JSON closes with an error and allowReconnect', async () => {
    const client = await RawClient.connected(server.url);
    client.send(`{"type":1,"target":${RS}`);
    expect(JSON.parse(await client.next())).toEqual({
      type: 7,
      error: 'Connection closed with an error.',
      allowReconnect: true,
    });
    expect((await client.closed).code).toBe(1000);
  });

  it('a 40 KB message closes with an error and allowReconnect, even before its separator arrives', async () => {
    for (const message of [
      JSON.stringify({
        type: 1,
        invocationId: '1',
        target: 'Echo',
        arguments: ['x'.repeat(40 * 1024)],
      }) + RS,
      '{"type":1,"target":"Echo","arguments":["' + 'x'.repeat(40 * 1024),
    ]) {
      const client = await RawClient.connected(server.url);
      client.send(message);
      expect(JSON.parse(await client.next())).toEqual({
        type: 7,
        error: 'Connection closed with an error.',
        allowReconnect: true,
      });
      await client.closed;
    }
  });

  it('runs one invocation at a time per connection, in order', async () => {
    const client = await RawClient.connected(server.url);
    client.send(
      `{"type":1,"invocationId":"slow","target":"Slow","arguments":[150,"first"]}${RS}` +
        `{"type":1,"invocationId":"fast","target":"Echo","arguments":["second"]}${RS}`,
    );
    expect(JSON.parse(await client.next()).invocationId).toBe('slow');
    expect(JSON.parse(await client.next()).invocationId).toBe('fast');
    client.close();
  });

  it('answers a client Close with a Close and ends the socket', async () => {
    const client = await RawClient.connected(server.url);
    client.send(`{"type":7}${RS}`);
    expect(JSON.parse(await client.next())).toEqual({ type: 7 });
    await client.closed;
  });
});

describe('keep-alive and time-outs', () => {
  it('pings an idle client and closes a silent one after the client time-out', async () => {
    const client = await RawClient.connected(server.url);
    expect(await client.next(2_000)).toBe('{"type":6}');
    client.send(`{"type":6}${RS}`);
    // Silent from now on: the server closes with allowReconnect once the client time-out passes.
    let record = await client.next(4_000);
    while (record === '{"type":6}') record = await client.next(4_000);
    expect(JSON.parse(record)).toEqual({ type: 7, allowReconnect: true });
    await client.closed;
  });

  it('reaps negotiated connections nobody connects to', async () => {
    const held = server.hub.connectionCount();
    const { body } = await negotiate();
    const token = body.connectionToken as string;
    expect(server.hub.connectionCount()).toBe(held + 1);
    await eventually(() => server.hub.connectionCount() === held, 5_000);
    await expect(RawClient.open(`${server.url}?id=${token}`)).rejects.toThrow(
      '404 No Connection with that ID',
    );
  });
});

describe('ids and HTTP methods', () => {
  it('answers an unknown or missing id as ASP.NET does', async () => {
    await expect(RawClient.open(`${server.url}?id=nope`)).rejects.toThrow(
      '404 No Connection with that ID',
    );
    for (const [init, accept] of [
      [{ method: 'GET' }, '*/*'],
      [{ method: 'GET' }, 'text/event-stream'],
      [{ method: 'POST', body: `{"type":6}${RS}` }, '*/*'],
      [{ method: 'DELETE' }, '*/*'],
    ] as const) {
      const unknown = await hubFetch('?id=nope', { ...init, headers: { Accept: accept } });
      expect([unknown.status, await unknown.text()]).toEqual([404, 'No Connection with that ID']);
      const missing = await hubFetch('', { ...init, headers: { Accept: accept } });
      expect([missing.status, await missing.text()]).toEqual([400, 'Connection ID required']);
    }
  });

  it('refuses POST and DELETE on a WebSocket connection', async () => {
    const { body } = await negotiate();
    const token = body.connectionToken as string;
    const client = await RawClient.connected(`${server.url}?id=${token}`);
    const post = await hubFetch(`?id=${token}`, { method: 'POST', body: `{"type":6}${RS}` });
    expect([post.status, await post.text()]).toEqual([
      405,
      'POST requests are not allowed for WebSocket connections.',
    ]);
    const del = await hubFetch(`?id=${token}`, { method: 'DELETE' });
    expect([del.status, await del.text()]).toEqual([
      400,
      'Cannot terminate this connection using the DELETE endpoint.',
    ]);
    await expect(RawClient.open(`${server.url}?id=${token}`)).rejects.toThrow('409');
    const poll = await hubFetch(`?id=${token}`);
    expect([poll.status, await poll.text()]).toEqual([
      400,
      'Cannot change transports mid-connection',
    ]);
    client.close();
  });
});

describe('long polling', () => {
  it('first poll 200 empty, data on later polls, 204 when superseded, empty 200 on poll time-out', async () => {
    const token = (await negotiate()).body.connectionToken as string;
    const first = await hubFetch(`?id=${token}&_=1`);
    expect([first.status, first.headers.get('content-type'), await first.text()]).toEqual([
      200,
      'application/octet-stream',
      '',
    ]);
    expect(first.headers.get('cache-control')).toBe('no-cache, no-store');
    const post = await hubFetch(`?id=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"Add","arguments":[2,2]}${RS}`,
    });
    expect(post.status).toBe(200);
    const data = await hubFetch(`?id=${token}&_=2`);
    expect(await data.text()).toBe(`{}${RS}{"type":3,"invocationId":"1","result":4}${RS}`);
    const held = pollHeld();
    const older = hubFetch(`?id=${token}&_=3`);
    await held;
    const newer = hubFetch(`?id=${token}&_=4`);
    expect((await older).status).toBe(204);
    const timedOut = await newer;
    expect([timedOut.status, await timedOut.text()]).toEqual([200, '']);
    // No pings over long polling, even after the keep-alive interval passed.
    await hubFetch(`?id=${token}`, { method: 'DELETE' });
  });

  it('DELETE answers 202, ends the pending poll with 204, and the connection is gone', async () => {
    const token = (await negotiate()).body.connectionToken as string;
    await hubFetch(`?id=${token}`);
    await hubFetch(`?id=${token}`, {
      method: 'POST',
      body: `{"protocol":"json","version":1}${RS}`,
    });
    expect(await (await hubFetch(`?id=${token}`)).text()).toBe(`{}${RS}`);
    const held = pollHeld();
    const pending = hubFetch(`?id=${token}`);
    await held;
    const del = await hubFetch(`?id=${token}`, { method: 'DELETE' });
    expect(del.status).toBe(202);
    expect((await pending).status).toBe(204);
    expect(
      (await hubFetch(`?id=${token}`, { method: 'POST', body: `{"type":6}${RS}` })).status,
    ).toBe(404);
    expect((await hubFetch(`?id=${token}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('drops a client that stops polling', async () => {
    const held = server.hub.connectionCount();
    const token = (await negotiate()).body.connectionToken as string;
    await hubFetch(`?id=${token}`);
    await hubFetch(`?id=${token}`, {
      method: 'POST',
      body: `{"protocol":"json","version":1}${RS}`,
    });
    await eventually(() => server.hub.connectionCount() === held, 5_000);
    expect(
      (await hubFetch(`?id=${token}`, { method: 'POST', body: `{"type":6}${RS}` })).status,
    ).toBe(404);
  });
});

describe('server-sent events', () => {
  it('flushes a comment first and frames records as data lines', async () => {
    const token = (await negotiate()).body.connectionToken as string;
    const controller = new AbortController();
    const res = await hubFetch(`?id=${token}`, {
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil(':\r\n');
    await hubFetch(`?id=${token}`, {
      method: 'POST',
      body: `{"protocol":"json","version":1}${RS}`,
    });
    await hubFetch(`?id=${token}`, {
      method: 'POST',
      body: `{"type":1,"invocationId":"1","target":"Echo","arguments":["line1\\nline2"]}${RS}`,
    });
    await readUntil('line2');
    expect(text).toBe(
      `:\r\ndata: {}${RS}\r\n\r\ndata: {"type":3,"invocationId":"1","result":"line1\\nline2"}${RS}\r\n\r\n`,
    );
    controller.abort();
    await eventually(() => server.hub.connectionCount() < 10);
  });
});

describe('slow clients', () => {
  it('closes a client that stops reading instead of buffering without bound', async () => {
    const fast = await RawClient.connected(server.url);
    const slow = await RawClient.connected(server.url);
    await fast.invoke('JoinGroup', ['flood'], 'j1');
    await slow.invoke('JoinGroup', ['flood'], 'j2');
    const before = server.hub.connectionCount();
    // Stop reading: the kernel buffers fill, then the server-side send buffer passes its limit.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    fast.send(
      `{"type":1,"invocationId":"f","target":"Flood","arguments":["flood",400,16384]}${RS}`,
    );
    let received = 0;
    for (
      let record = await fast.next();
      !record.startsWith('{"type":3');
      record = await fast.next()
    ) {
      if (record.startsWith('{"type":1')) received += 1;
    }
    expect(received).toBe(400);
    await eventually(() => server.hub.connectionCount() === before - 1);
    fast.close();
    slow.close();
  });
});
