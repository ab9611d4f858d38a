import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCKED,
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '@domain/rules/auth';
import { hashToken } from '../../../server/accounts/tokens';
import { testApp } from '../helpers';
import { newAccount, post, sessionCookie, userInfo } from './http';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ ACCOUNT_RATE_LIMIT: '1000' });
});
afterAll(() => ctx.close());

describe('register → user-info → logout → user-info', () => {
  it('signs the new user in, then out', async () => {
    const account = newAccount();
    const res = await post(ctx.app, '/api/account/register', account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      isAuthenticated: true,
      userId: expect.any(String),
      email: account.email,
      name: 'Ada Lovelace',
      role: 'User',
      accountType: '',
      subType: '',
    });
    const cookie = sessionCookie(res);

    const me = await userInfo(ctx.app, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);

    const out = await post(ctx.app, '/api/account/logout', undefined, cookie);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'edgewise_session')?.value).toBe('');

    const after = await userInfo(ctx.app, cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ isAuthenticated: false });
  });

  it('answers user-info with 200 isAuthenticated false when signed out, never 401', async () => {
    const res = await userInfo(ctx.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false });
    const forged = await userInfo(ctx.app, 'edgewise_session=not-a-real-token');
    expect(forged.json()).toEqual({ isAuthenticated: false });
  });

  it('accepts the doubled /api/api/account/logout path of docs/product.md §7', async () => {
    const cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
    const out = await post(ctx.app, '/api/api/account/logout', undefined, cookie);
    expect(out.statusCode).toBe(204);
    expect((await userInfo(ctx.app, cookie)).json()).toEqual({ isAuthenticated: false });
  });

  it('keeps only the SHA-256 of the session token in the database', async () => {
    const cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
    const token = cookie.split('=')[1]!;
    const stored = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path / and a browser-session cookie without Remember me', async () => {
    const account = newAccount();
    const reg = await post(ctx.app, '/api/account/register', account);
    const setCookie = String(reg.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Max-Age|Expires/);
    expect(setCookie).not.toMatch(/Secure/);
    // The token never appears where a script could read it: not in the body, only in the HttpOnly cookie.
    expect(reg.body).not.toContain(sessionCookie(reg).split('=')[1]);

    const login = await post(ctx.app, '/api/account/login', {
      email: account.email,
      password: account.password,
      rememberMe: 'false',
    });
    expect(String(login.headers['set-cookie'])).not.toMatch(/Max-Age/);
    const expiry = await ctx.db.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours FROM sessions WHERE token_hash = $1',
      [hashToken(sessionCookie(login).split('=')[1]!)],
    );
    expect(expiry.rows[0]?.hours).toBe(12);
  });

  it('persists 30 days with Remember me', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const login = await post(ctx.app, '/api/account/login', {
      email: account.email,
      password: account.password,
      rememberMe: 'true',
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'edgewise_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
  });

  it('is Secure when COOKIE_SECURE=true', async () => {
    const secure = await testApp({ COOKIE_SECURE: 'true' });
    try {
      const reg = await post(secure.app, '/api/account/register', newAccount());
      expect(String(reg.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('login', () => {
  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const wrong = await post(ctx.app, '/api/account/login', {
      email: account.email,
      password: 'not-the-password',
      rememberMe: 'false',
    });
    const unknown = await post(ctx.app, '/api/account/login', {
      email: 'nobody@example.com',
      password: 'whatever-it-is',
      rememberMe: 'false',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401, detail: INVALID_CREDENTIALS });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('matches the email regardless of case', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const res = await post(ctx.app, '/api/account/login', {
      email: account.email.toUpperCase(),
      password: account.password,
      rememberMe: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(account.email);
  });

  it('locks the account for 5 minutes after 5 failures in a row, then lets it in again', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const attempt = (password: string) =>
      post(ctx.app, '/api/account/login', { email: account.email, password, rememberMe: 'false' });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);

    const locked = await attempt(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: ACCOUNT_LOCKED });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);

    // The lock ends: move it into the past instead of waiting five minutes.
    await ctx.db.query(
      "UPDATE login_failures SET locked_until = now() - interval '1 second' WHERE email_key = $1",
      [account.email.toLowerCase()],
    );
    expect((await attempt(account.password)).statusCode).toBe(200);
  });

  it('locks an unknown email exactly like a known one, so the lock does not reveal accounts', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const answers = async (email: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        seen.push(
          (
            await post(ctx.app, '/api/account/login', {
              email,
              password: 'wrong-password',
              rememberMe: 'false',
            })
          ).statusCode,
        );
      }
      return seen;
    };
    const known = await answers(account.email);
    const unknown = await answers(`nobody-${account.email}`);
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('counts failures only in a row: a success resets the count', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const attempt = (password: string) =>
      post(ctx.app, '/api/account/login', { email: account.email, password, rememberMe: 'false' });
    for (let i = 0; i < 4; i += 1) await attempt('wrong-password');
    expect((await attempt(account.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(account.password)).statusCode).toBe(200);
  });
});

describe('register rules', () => {
  it('answers field errors as problem details', async () => {
    const res = await post(ctx.app, '/api/account/register', {
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
      firstName: '',
      lastName: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body.errors).toMatchObject({
      email: ['Enter a valid email address'],
      password: [PASSWORD_TOO_SHORT],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it("refuses mismatched passwords with 'Passwords do not match'", async () => {
    const res = await post(
      ctx.app,
      '/api/account/register',
      newAccount({ confirmPassword: 'something-else' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: PASSWORDS_DO_NOT_MATCH,
      errors: { confirmPassword: [PASSWORDS_DO_NOT_MATCH] },
    });
  });

  it('refuses a common password', async () => {
    const res = await post(
      ctx.app,
      '/api/account/register',
      newAccount({ password: 'Password123', confirmPassword: 'Password123' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
  });

  it('refuses a missing body field by field', async () => {
    const res = await post(ctx.app, '/api/account/register', { email: 'a@example.com' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['password', 'confirmPassword', 'firstName', 'lastName']),
    );
  });

  it('answers 409 for a taken email, in any case, and stores no second row', async () => {
    const account = newAccount();
    expect((await post(ctx.app, '/api/account/register', account)).statusCode).toBe(200);
    const again = await post(ctx.app, '/api/account/register', {
      ...account,
      email: account.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: EMAIL_TAKEN });
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email_key = $1',
      [account.email.toLowerCase()],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('stores the password as argon2id, never in the clear', async () => {
    const account = newAccount();
    await post(ctx.app, '/api/account/register', account);
    const { rows } = await ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [account.email],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password_hash).not.toContain(account.password);
  });

  it('stores SQL-looking and unicode input intact and returns it unchanged', async () => {
    const password = "pässwörd'; DROP TABLE users;-- 🎲";
    const account = newAccount({
      email: `o'brien+${Date.now()}@example.com`,
      firstName: "Robert'); DROP TABLE users;--",
      lastName: 'Zoë 李 🎲',
      password,
      confirmPassword: password,
    });
    const reg = await post(ctx.app, '/api/account/register', account);
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({
      email: account.email,
      name: "Robert'); DROP TABLE users;-- Zoë 李 🎲",
    });
    const login = await post(ctx.app, '/api/account/login', {
      email: account.email,
      password,
      rememberMe: 'false',
    });
    expect(login.statusCode).toBe(200);
    expect((await userInfo(ctx.app, sessionCookie(login))).json().name).toBe(
      "Robert'); DROP TABLE users;-- Zoë 李 🎲",
    );
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('request hygiene', () => {
  it('refuses a state-changing /api request without X-Requested-With with 400', async () => {
    const account = newAccount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: account,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/X-Requested-With/);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [account.email],
    );
    expect(rows[0]?.n).toBe(0);
    // Guarded by the route that matched: a real DELETE route needs the marker, a path that
    // matches no route is simply not found.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/handicappers/1/subscription' }))
        .statusCode,
    ).toBe(400);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await ctx.app.inject({ method, url: '/api/anything' })).statusCode).toBe(404);
    }
    // Reads need no marker.
    expect((await userInfo(ctx.app)).statusCode).toBe(200);
  });

  it('answers 413 to a body over 64 KB', async () => {
    const res = await post(ctx.app, '/api/account/login', {
      email: 'a@example.com',
      password: 'x'.repeat(70 * 1024),
      rememberMe: 'false',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413 });
  });

  it('answers 400 problem details to malformed JSON and to the wrong types', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      status: 400,
      detail: 'The request body is not valid JSON.',
    });
    const typed = await post(ctx.app, '/api/account/login', {
      email: ['a'],
      password: 12,
      rememberMe: 'maybe',
    });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json().errors)).toEqual(
      expect.arrayContaining(['email', 'password', 'rememberMe']),
    );
    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@example.com"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('per-address rate limit', () => {
  it('answers 429 with Retry-After past the limit on the account endpoints', async () => {
    const limited = await testApp({ ACCOUNT_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await post(limited.app, '/api/account/login', {
              email: 'x@example.com',
              password: 'whatever-it-is',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The budget is shared by every account endpoint that checks a password or sends mail.
      const blocked = await post(limited.app, '/api/account/forgot-password', {
        email: 'x@example.com',
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
      // Reading the current user is not limited.
      expect((await userInfo(limited.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
