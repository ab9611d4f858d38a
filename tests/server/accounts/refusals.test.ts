import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_NEEDS_PASSWORD, SAME_EMAIL } from '@domain/rules/account';
import { EMAIL_TAKEN, PASSWORD_TOO_COMMON, REGISTRATION_LOCKED } from '@domain/rules/auth';
import { XHR, newAccount, post, sessionCookie } from './http';
import { testApp } from '../helpers';

// The account routes' refusals are thrown and answered by the app's one error handler
// (docs/architecture.md "Server modules"): each leaves as the whole problem details, with the
// problem+json type and, for a lockout, its Retry-After.
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ ACCOUNT_RATE_LIMIT: '100000' });
});
afterAll(() => ctx.close());

async function account() {
  const body = newAccount();
  const res = await post(ctx.app, '/api/account/register', body);
  expect(res.statusCode).toBe(200);
  return { ...body, cookie: sessionCookie(res) };
}

const call = (method: 'PUT' | 'POST', url: string, cookie: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { ...XHR, cookie }, payload });

const bad = (detail: string, errors: Record<string, string[]>) => ({
  type: 'https://httpstatuses.io/400',
  title: 'Bad Request',
  status: 400,
  detail,
  errors,
});

describe('account refusals', () => {
  it('refuses the same email again on change-email', async () => {
    const me = await account();
    const res = await call('POST', '/api/account/change-email', me.cookie, {
      newEmail: me.email.toUpperCase(),
      currentPassword: me.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual(bad(SAME_EMAIL, { newEmail: [SAME_EMAIL] }));
  });

  it('refuses a new email through the settings form', async () => {
    const me = await account();
    const res = await call('PUT', '/api/account/settings', me.cookie, {
      account: { email: `moved-${me.email}`, timeZone: 'UTC', language: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual(
      bad(EMAIL_CHANGE_NEEDS_PASSWORD, { 'account.email': [EMAIL_CHANGE_NEEDS_PASSWORD] }),
    );
  });

  it('refuses a common new password, and keeps the old one', async () => {
    const me = await account();
    const res = await call('POST', '/api/account/change-password', me.cookie, {
      currentPassword: me.password,
      newPassword: 'Password123',
      confirmPassword: 'Password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual(bad(PASSWORD_TOO_COMMON, { newPassword: [PASSWORD_TOO_COMMON] }));
    const again = await post(ctx.app, '/api/account/login', {
      email: me.email,
      password: me.password,
      rememberMe: false,
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers a taken email with 409, then locks the address with a Retry-After', async () => {
    const owner = await account();
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: { ...XHR },
        remoteAddress: '198.51.100.23',
        payload: newAccount({ email: owner.email }),
      });
    const taken = await register();
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toContain('application/problem+json');
    expect(taken.json()).toEqual({
      type: 'https://httpstatuses.io/409',
      title: 'Conflict',
      status: 409,
      detail: EMAIL_TAKEN,
      errors: { email: [EMAIL_TAKEN] },
    });
    for (let i = 0; i < 4; i += 1) expect((await register()).statusCode).toBe(409);
    const locked = await register();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toContain('application/problem+json');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toEqual({
      type: 'https://httpstatuses.io/429',
      title: 'Too Many Requests',
      status: 429,
      detail: REGISTRATION_LOCKED,
    });
  });
});
