import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { deleteSession, userForSessionToken } from '../../../server/accounts/sessions';
import { testApp } from '../helpers';
import { newAccount, post, sessionCookie, userInfo } from './http';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ ACCOUNT_RATE_LIMIT: '1000' });
});
afterAll(() => ctx.close());

const tokenOf = (cookie: string) => cookie.split('=')[1]!;

/** The database as the sessions module sees it, counting its queries. */
function counted(db: Db): { db: Db; queries: () => number } {
  let queries = 0;
  const wrapped = Object.create(db) as Db;
  wrapped.query = (...args: Parameters<Db['query']>) => {
    queries += 1;
    return db.query(...args);
  };
  return { db: wrapped, queries: () => queries };
}

describe('the remembered sessions (docs/benchmarks.md, API)', () => {
  it('asks the database once for repeated requests of one session', async () => {
    const cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
    const { db, queries } = counted(ctx.db);
    const first = await userForSessionToken(db, tokenOf(cookie));
    const second = await userForSessionToken(db, tokenOf(cookie));
    expect(first?.id).toBeDefined();
    expect(second?.id).toBe(first?.id);
    expect(queries()).toBe(1);
  });

  it('stops a signed-out session at once, even right after it was remembered', async () => {
    const cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
    expect((await userInfo(ctx.app, cookie)).json()).toMatchObject({ isAuthenticated: true });
    expect((await userInfo(ctx.app, cookie)).json()).toMatchObject({ isAuthenticated: true });
    expect((await post(ctx.app, '/api/account/logout', undefined, cookie)).statusCode).toBe(204);
    expect((await userInfo(ctx.app, cookie)).json()).toEqual({ isAuthenticated: false });
    const bets = await ctx.app.inject({ method: 'GET', url: '/api/bets', headers: { cookie } });
    expect(bets.statusCode).toBe(401);
  });

  it('stops every other session at once when the password changes', async () => {
    const account = newAccount();
    const mine = sessionCookie(await post(ctx.app, '/api/account/register', account));
    const login = { email: account.email, password: account.password, rememberMe: false };
    const other = sessionCookie(await post(ctx.app, '/api/account/login', login));
    expect((await userInfo(ctx.app, other)).json()).toMatchObject({ isAuthenticated: true });
    const changed = await post(
      ctx.app,
      '/api/account/change-password',
      {
        currentPassword: account.password,
        newPassword: 'another-horse-battery',
        confirmPassword: 'another-horse-battery',
      },
      mine,
    );
    expect(changed.statusCode).toBe(204);
    expect((await userInfo(ctx.app, other)).json()).toEqual({ isAuthenticated: false });
    expect((await userInfo(ctx.app, mine)).json()).toMatchObject({ isAuthenticated: true });
  });

  it('does not remember a session read while it was being signed out', async () => {
    const cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
    const token = tokenOf(cookie);
    // The lookup's read is held until the sign-out has deleted the row and forgotten the token.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = Object.create(ctx.db) as Db;
    slow.query = (async (...args: Parameters<Db['query']>) => {
      const result = await ctx.db.query(...args);
      if (args[0].startsWith('SELECT')) await held;
      return result;
    }) as Db['query'];
    const reading = userForSessionToken(slow, token);
    await deleteSession(slow, token);
    release();
    // The read began before the delete, so it still saw the row; it must not be kept.
    expect((await reading)?.id).toBeDefined();
    expect(await userForSessionToken(slow, token)).toBeNull();
  });
});
