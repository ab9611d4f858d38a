import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HUB_PATH, MarketplaceEvent, userGroup } from '@domain/rules/hub';
import { createResetToken } from '../../../../server/accounts/passwordReset';
import { hashToken } from '../../../../server/accounts/tokens';
import { SESSION_ENDED } from '../../../../server/hub/server';
import { XHR, newAccount, post, sessionCookie } from '../../accounts/http';
import { testApp } from '../../helpers';

// Replays of docs/hub.md §2.5: a hub connection lives no longer than its session, private pushes
// reach live sessions only, and a cross-site page cannot open a connection with a victim's cookie.
const PUBLIC_URL = 'http://edgewise.test';
const RS = '\x1e';
let ctx: Awaited<ReturnType<typeof testApp>>;
let base: string;
beforeAll(async () => {
  // With REDIS_URL set, the session groups and private pushes go through the Redis backplane.
  ctx = await testApp({
    ACCOUNT_RATE_LIMIT: '100000',
    PUBLIC_URL,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${address.port}${HUB_PATH}`;
});
afterAll(() => ctx.close());

interface Hub {
  records: Record<string, unknown>[];
  closed: Promise<number>;
  ws: WebSocket;
}

/** Opens the hub with these headers and completes the JSON handshake; rejects with the status. */
function connect(headers: Record<string, string>): Promise<Hub> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(base, { headers });
    const records: Record<string, unknown>[] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    let handshaken = false;
    ws.on('message', (data: Buffer) => {
      for (const text of data.toString('utf8').split(RS)) {
        if (text === '') continue;
        if (!handshaken) {
          handshaken = true;
          if (text === '{}') resolve({ records, closed, ws });
          else reject(new Error(text));
          continue;
        }
        records.push(JSON.parse(text) as Record<string, unknown>);
      }
    });
    ws.once('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

async function account() {
  const body = newAccount();
  const res = await post(ctx.app, '/api/account/register', body);
  const cookie = sessionCookie(res);
  const userId = res.json<{ userId: string }>().userId;
  return { ...body, cookie, userId };
}

async function secondSession(email: string, password: string): Promise<string> {
  const res = await post(ctx.app, '/api/account/login', { email, password, rememberMe: 'false' });
  return sessionCookie(res);
}

/** Resolves with the Close record once the connection closed, or fails after `ms`. */
async function closedWithin(hub: Hub, ms: number): Promise<Record<string, unknown> | undefined> {
  const started = Date.now();
  await Promise.race([
    hub.closed,
    new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), ms)),
  ]);
  expect(Date.now() - started).toBeLessThan(ms);
  return hub.records.find((r) => r.type === 7);
}

const sameSite = (cookie: string) => ({ cookie, origin: PUBLIC_URL });

/** Resolves with the first record (already received or still to come) that passes `test`. */
function recordMatching(
  hub: Hub,
  test: (record: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const found = hub.records.find(test);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    // Registered after connect()'s listener, so the record is already in `records` here.
    const onMessage = () => {
      const record = hub.records.find(test);
      if (!record) return;
      hub.ws.off('message', onMessage);
      resolve(record);
    };
    hub.ws.on('message', onMessage);
  });
}

/**
 * Invokes `target` on `hub` and resolves with its Completion: whatever the server sent this
 * connection before answering (a Close, a push) has arrived by then, on the same socket.
 */
function roundTrip(hub: Hub, target: string, args: unknown[]): Promise<Record<string, unknown>> {
  const invocationId = `probe-${Math.random()}`;
  hub.ws.send(JSON.stringify({ type: 1, invocationId, target, arguments: args }) + RS);
  return recordMatching(hub, (r) => r.type === 3 && r.invocationId === invocationId);
}

describe('cross-site connections', () => {
  it('refuses a WebSocket upgrade from another site that carries the victim cookie', async () => {
    const victim = await account();
    await expect(
      connect({ cookie: victim.cookie, origin: 'https://evil.example' }),
    ).rejects.toThrow('403');
    await expect(
      connect({ cookie: victim.cookie, 'sec-fetch-site': 'cross-site' }),
    ).rejects.toThrow('403');
    const mine = await connect(sameSite(victim.cookie));
    mine.ws.close();
  });

  it('refuses a cross-site negotiate', async () => {
    const victim = await account();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
      headers: { cookie: victim.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
      headers: { cookie: victim.cookie, origin: PUBLIC_URL },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a hub connection ends with its session', () => {
  const ended = (close: Record<string, unknown> | undefined) =>
    expect(close).toMatchObject({ type: 7, error: SESSION_ENDED, allowReconnect: true });

  it('logout', async () => {
    const user = await account();
    const hub = await connect(sameSite(user.cookie));
    expect((await post(ctx.app, '/api/account/logout', undefined, user.cookie)).statusCode).toBe(
      204,
    );
    ended(await closedWithin(hub, 1_500));
  });

  it('password change ends the other sessions’ connections, not the changing one', async () => {
    const user = await account();
    const other = await secondSession(user.email, user.password);
    const mine = await connect(sameSite(user.cookie));
    const theirs = await connect(sameSite(other));
    const res = await post(
      ctx.app,
      '/api/account/change-password',
      {
        currentPassword: user.password,
        newPassword: 'another-long-passphrase',
        confirmPassword: 'another-long-passphrase',
      },
      user.cookie,
    );
    expect(res.statusCode).toBe(204);
    ended(await closedWithin(theirs, 1_500));
    // The sweep that closed theirs checked mine too and closed nothing else: a call on mine sent
    // now is answered after any Close that sweep would have sent it.
    expect(await roundTrip(mine, 'JoinSportGroup', ['nba'])).not.toHaveProperty('error');
    expect(mine.records.filter((r) => r.type === 7)).toEqual([]);
    expect(mine.ws.readyState).toBe(WebSocket.OPEN);
    mine.ws.close();
  });

  it('password reset', async () => {
    const user = await account();
    const hub = await connect(sameSite(user.cookie));
    const token = await createResetToken(ctx.db, user.userId);
    const res = await post(ctx.app, '/api/account/reset-password', {
      token,
      password: 'a-brand-new-passphrase',
      confirmPassword: 'a-brand-new-passphrase',
    });
    expect(res.statusCode).toBe(204);
    ended(await closedWithin(hub, 1_500));
  });

  it('expiry', async () => {
    const user = await account();
    const hub = await connect(sameSite(user.cookie));
    await ctx.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.userId],
    );
    ended(await closedWithin(hub, 1_500));
  });

  it('account deletion', async () => {
    const user = await account();
    const hub = await connect(sameSite(user.cookie));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...XHR, cookie: user.cookie },
      payload: { confirm: true, currentPassword: user.password },
    });
    expect(res.statusCode).toBe(204);
    ended(await closedWithin(hub, 1_500));
  });
});

describe('private pushes', () => {
  it('reach only the sessions that live when they are sent', async () => {
    const user = await account();
    const other = await secondSession(user.email, user.password);
    const live = await connect(sameSite(user.cookie));
    const stale = await connect(sameSite(other));
    await ctx.db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
      user.userId,
      hashToken(user.cookie.split('=')[1] ?? ''),
    ]);
    await ctx.app.hub.clients
      .group(userGroup(user.userId))
      .send(MarketplaceEvent.ReceiveNotification, { id: 'n1' });
    // A push to everyone sent after it reaches each connection after the notification would have.
    await ctx.app.hub.clients.all.send('Probe', 'after');
    await Promise.all([live, stale].map((hub) => recordMatching(hub, (r) => r.target === 'Probe')));
    const pushes = (hub: Hub) =>
      hub.records.filter((r) => r.target === MarketplaceEvent.ReceiveNotification);
    expect(pushes(live)).toHaveLength(1);
    expect(pushes(stale)).toHaveLength(0);
    live.ws.close();
    stale.ws.close();
  });
});
