import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CROSS_SITE_REFUSED,
  NUL_REFUSED,
  XHR_REQUIRED,
} from '../../../server/plugins/requestGuards';
import { XHR, newAccount, post, sessionCookie } from '../accounts/http';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let cookie: string;
beforeAll(async () => {
  ctx = await testApp({ ACCOUNT_RATE_LIMIT: '1000' });
  cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
});
afterAll(() => ctx.close());

const problemOf = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => ({
  status: res.statusCode,
  type: String(res.headers['content-type']).split(';')[0],
  detail: (res.json() as { detail?: string }).detail,
});

describe('CSRF guard by the matched route', () => {
  it('guards /%61pi/... like /api/...: no X-Requested-With, no sign-out', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/account/logout',
      headers: { cookie },
    });
    expect(problemOf(res)).toEqual({
      status: 400,
      type: 'application/problem+json',
      detail: XHR_REQUIRED,
    });
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/user-info',
      headers: { cookie },
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses a state-changing call from another origin or a cross-site fetch, even with the marker', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://localhost', host: 'evil.example' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/logout',
        headers: { ...XHR, cookie, ...headers },
      });
      expect(problemOf(res)).toEqual({
        status: 403,
        type: 'application/problem+json',
        detail: CROSS_SITE_REFUSED,
      });
    }
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/user-info',
      headers: { cookie },
    });
    expect(info.statusCode).toBe(200);
  });

  it('lets the app itself and the configured dev origin through', async () => {
    for (const headers of [
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:8080' },
      // A browser without Sec-Fetch-Site on the address it used, which is not PUBLIC_URL's.
      { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
      {},
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        headers: { ...XHR, ...headers },
        payload: { email: 'nobody@example.com' },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
  });
});

describe('no 500 from input', () => {
  const nulBodies: [string, Record<string, unknown>][] = [
    ['/api/account/login', { email: 'a\u0000@example.com', password: 'x', rememberMe: 'false' }],
    [
      '/api/account/login',
      { email: 'a@example.com', password: 'pass\u0000word', rememberMe: 'false' },
    ],
    ['/api/account/register', newAccount({ firstName: 'Ad\u0000a' })],
    ['/api/account/register', newAccount({ lastName: '\u0000' })],
    ['/api/account/forgot-password', { email: '\u0000' }],
    [
      '/api/bets',
      { bets: [{ betType: 'single', units: 1, legs: [{ matchupId: 'x\u0000', pick: 'Home' }] }] },
    ],
    ['/api/account/login', { ['e\u0000mail']: 'a@example.com', password: 'x' }],
  ];
  it.each(nulBodies)('refuses NUL in %s with 400 problem details', async (url, body) => {
    const res = await post(ctx.app, url, body, cookie);
    expect(problemOf(res)).toEqual({
      status: 400,
      type: 'application/problem+json',
      detail: NUL_REFUSED,
    });
  });

  it('refuses NUL in a query string', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/total-results?date=2026-11-25%00',
    });
    expect(problemOf(res)).toMatchObject({
      status: 400,
      type: 'application/problem+json',
      detail: NUL_REFUSED,
    });
  });

  it("answers the framework's own errors as problem details", async () => {
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(problemOf(badUrl)).toMatchObject({ status: 400, type: 'application/problem+json' });
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/handicappers/${'9'.repeat(600)}`,
    });
    expect(problemOf(long)).toMatchObject({ status: 414, type: 'application/problem+json' });
    const preflight = await ctx.app.inject({ method: 'OPTIONS', url: '/api/bets' });
    expect(preflight.statusCode).toBeLessThan(500);
    if (preflight.statusCode >= 400)
      expect(problemOf(preflight).type).toBe('application/problem+json');
  });
});
