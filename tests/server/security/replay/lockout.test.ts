import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED } from '@domain/rules/auth';
import {
  clearFailedLogins,
  countLoginAttempt,
  MAX_FAILED_LOGINS,
  recordFailedLogin,
} from '../../../../server/accounts/lockout';
import { newAccount, post, sessionCookie } from '../../accounts/http';
import { testApp } from '../../helpers';

// Replay of the lockout race (docs/design.md §3): a burst of parallel guesses with the right
// password among them must neither check more than MAX_FAILED_LOGINS passwords nor end unlocked.
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ ACCOUNT_RATE_LIMIT: '100000' });
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  post(ctx.app, '/api/account/login', { email, password, rememberMe: 'false' });

describe('sign-in lockout under concurrency', () => {
  it('checks at most 5 of 50 parallel wrong attempts and a right one; the rest get 429 and the email stays locked', async () => {
    const account = newAccount();
    expect((await post(ctx.app, '/api/account/register', account)).statusCode).toBe(200);
    const passwords = Array.from({ length: 50 }, (_, i) => `wrong-password-${i}`);
    passwords.splice(17, 0, account.password);
    const answers = await Promise.all(passwords.map((p) => login(account.email, p)));
    const statuses = answers.map((a) => a.statusCode);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(checked.every((s) => s === 401 || s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - checked.length);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ detail: ACCOUNT_LOCKED });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Locked afterwards, even for the right password.
    const after = await login(account.email, account.password);
    expect(after.statusCode).toBe(429);
  });

  it('locks an unknown email under the same burst, with the same answers', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `wrong-password-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILED_LOGINS);
  });

  it('a success clears only the attempts counted before it, never those counted after it', async () => {
    const email = `race-${Date.now()}@example.com`;
    const first = await countLoginAttempt(ctx.db, email);
    const second = await countLoginAttempt(ctx.db, email);
    // A third attempt is counted while the second is still checking its password.
    const third = await countLoginAttempt(ctx.db, email);
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);
    await clearFailedLogins(ctx.db, email, second.seq);
    const { rows } = await ctx.db.query<{ failed: number }>(
      'SELECT failed FROM login_failures WHERE email_key = $1',
      [email],
    );
    expect(rows[0]?.failed).toBe(1);
    // The third fails and four more follow: the fifth failure of the run since the success locks.
    await recordFailedLogin(ctx.db, email);
    for (let i = 0; i < 4; i += 1)
      expect((await countLoginAttempt(ctx.db, email)).lockedFor).toBe(0);
    expect(await recordFailedLogin(ctx.db, email)).toBeGreaterThan(290);
    expect((await countLoginAttempt(ctx.db, email)).lockedFor).toBeGreaterThan(290);
  });

  it('counts change-password guesses from a stolen session in the same lockout, and refuses them while it holds', async () => {
    const account = newAccount();
    const registered = await post(ctx.app, '/api/account/register', account);
    const cookie = sessionCookie(registered);
    const change = (currentPassword: string) =>
      post(
        ctx.app,
        '/api/account/change-password',
        {
          currentPassword,
          newPassword: 'a-brand-new-passphrase',
          confirmPassword: 'a-brand-new-passphrase',
        },
        cookie,
      );
    const guesses = [];
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1)
      guesses.push((await change(`guess-${i}`)).statusCode);
    expect(guesses.every((s) => s === 400)).toBe(true);
    // Locked now, for sign-in and for the right current password alike.
    expect((await change(account.password)).statusCode).toBe(429);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
  });

  it('refuses change-password while sign-in is locked', async () => {
    const account = newAccount();
    const cookie = sessionCookie(await post(ctx.app, '/api/account/register', account));
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) await login(account.email, `wrong-${i}`);
    const res = await post(
      ctx.app,
      '/api/account/change-password',
      {
        currentPassword: account.password,
        newPassword: 'a-brand-new-passphrase',
        confirmPassword: 'a-brand-new-passphrase',
      },
      cookie,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ detail: ACCOUNT_LOCKED });
  });
});
