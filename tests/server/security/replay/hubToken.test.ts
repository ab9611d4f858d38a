import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HUB_PATH } from '@domain/rules/hub';
import { redactSecrets } from '../../../../server/app';
import { signedIn } from '../../bets/fixtures';
import { testApp } from '../../helpers';

// Replay of the hub's connection token as a bearer secret (docs/hub.md §2.5): another account's
// cookie, or none, took over a connection with its token alone; the token was logged in clear.
let ctx: Awaited<ReturnType<typeof testApp>>;
let port: number;
beforeAll(async () => {
  ctx = await testApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(() => ctx.close());

async function negotiate(cookie?: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${HUB_PATH}/negotiate?negotiateVersion=1&useStatefulReconnect=true`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ connectionToken: string }>().connectionToken;
}

const send = (token: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${HUB_PATH}?id=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'text/plain', ...(cookie ? { cookie } : {}) },
    payload: `{"protocol":"json","version":1}\x1e`,
  });

/** The status a WebSocket upgrade to the connection gets (101 when it is taken). */
function upgrade(token: string, cookie?: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${HUB_PATH}?id=${encodeURIComponent(token)}`, {
      headers: cookie ? { cookie } : {},
    });
    ws.once('open', () => {
      ws.close(1000);
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

describe('a hub connection belongs to the user that negotiated it', () => {
  it("refuses its token with another account's cookie, or with none", async () => {
    const owner = await signedIn(ctx.db);
    const other = await signedIn(ctx.db);
    const token = await negotiate(owner.cookie);
    expect((await send(token, other.cookie)).statusCode).toBe(404);
    expect((await send(token)).statusCode).toBe(404);
    expect(await upgrade(token, other.cookie)).toBe(404);
    expect(await upgrade(token)).toBe(404);
    // Its owner still uses it.
    expect(await upgrade(token, owner.cookie)).toBe(101);
  });

  it('keeps an anonymous connection from a signed-in caller', async () => {
    const someone = await signedIn(ctx.db);
    const token = await negotiate();
    expect(await upgrade(token, someone.cookie)).toBe(404);
    expect(await upgrade(token)).toBe(101);
  });

  it('never logs the connection token', () => {
    const logged = redactSecrets(`${HUB_PATH}?id=s3cr3t-connection-token&transport=x`);
    expect(logged).not.toContain('s3cr3t');
    expect(logged).toContain('transport=x');
  });
});
