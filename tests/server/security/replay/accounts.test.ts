import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  emailChangeSent,
} from '@domain/rules/account';
import { EMAIL_TAKEN, REGISTRATION_LOCKED } from '@domain/rules/auth';
import { createResetToken } from '../../../../server/accounts/passwordReset';
import { XHR, newAccount, post, sessionCookie, userInfo } from '../../accounts/http';
import { testApp } from '../../helpers';

// Replays of the account findings (docs/design.md §3): email change and deletion without the
// password, an email change that revoked nothing, registration telling which emails exist.
let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-outbox-'));
  ctx = await testApp({
    OUTBOX_DIR: outbox,
    ACCOUNT_RATE_LIMIT: '100000',
    PUBLIC_URL: 'http://edgewise.test',
  });
});
afterAll(() => ctx.close());

async function account() {
  const body = newAccount();
  const res = await post(ctx.app, '/api/account/register', body);
  expect(res.statusCode).toBe(200);
  return { ...body, cookie: sessionCookie(res), userId: res.json<{ userId: string }>().userId };
}

const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { ...XHR, cookie }, payload });

/** The decoded text of every mail to `to` so far. */
async function mailsTo(to: string): Promise<string[]> {
  const out: string[] = [];
  for (const name of await readdir(outbox)) {
    const text = await readFile(join(outbox, name), 'utf8');
    if (!text.includes(`To: ${to}`)) continue;
    out.push(
      text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }
  return out;
}

describe('account deletion', () => {
  it('needs the current password', async () => {
    const me = await account();
    const none = await call('DELETE', '/api/account', me.cookie, { confirm: true });
    expect(none.statusCode).toBe(400);
    const wrong = await call('DELETE', '/api/account', me.cookie, {
      confirm: true,
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: [CURRENT_PASSWORD_WRONG] } });
    expect((await userInfo(ctx.app, me.cookie)).json()).toMatchObject({ isAuthenticated: true });
    const ok = await call('DELETE', '/api/account', me.cookie, {
      confirm: true,
      currentPassword: me.password,
    });
    expect(ok.statusCode).toBe(204);
  });
});

describe('email change', () => {
  it('refuses a new email through the settings form', async () => {
    const me = await account();
    const res = await call('PUT', '/api/account/settings', me.cookie, {
      account: { email: `moved-${me.email}`, timeZone: 'UTC', language: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { 'account.email': [EMAIL_CHANGE_NEEDS_PASSWORD] },
    });
  });

  it('needs the password, then a link to the new address; confirming revokes reset links and other sessions', async () => {
    const me = await account();
    const other = sessionCookie(
      await post(ctx.app, '/api/account/login', {
        email: me.email,
        password: me.password,
        rememberMe: 'false',
      }),
    );
    const reset = await createResetToken(ctx.db, me.userId);
    const newEmail = `new-${me.email}`;
    const wrong = await call('POST', '/api/account/change-email', me.cookie, {
      newEmail,
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);

    const asked = await call('POST', '/api/account/change-email', me.cookie, {
      newEmail,
      currentPassword: me.password,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: emailChangeSent(newEmail) });
    // Nothing changed yet; the old address is told.
    expect((await userInfo(ctx.app, me.cookie)).json()).toMatchObject({ email: me.email });
    const notices = await mailsTo(me.email);
    expect(notices.some((m) => m.includes(newEmail) && m.includes('about to change'))).toBe(true);

    const [confirmMail] = await mailsTo(newEmail);
    const link = /http:\/\/edgewise\.test(\/api\/account\/confirm-email\?token=[\w%-]+)/.exec(
      confirmMail ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const confirmed = await ctx.app.inject({ method: 'GET', url: link ?? '' });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/settings?emailChange=confirmed');

    expect((await userInfo(ctx.app, me.cookie)).json()).toMatchObject({ email: newEmail });
    expect((await userInfo(ctx.app, other)).json()).toMatchObject({ isAuthenticated: false });
    const used = await post(ctx.app, '/api/account/reset-password', {
      token: reset,
      password: 'another-long-passphrase',
      confirmPassword: 'another-long-passphrase',
    });
    expect(used.statusCode).toBe(400);
    // A link works once.
    const again = await ctx.app.inject({ method: 'GET', url: link ?? '' });
    expect(again.headers.location).toBe('/settings?emailChange=invalid');
  });

  it('answers alike for a taken address, changes nothing and tells that address', async () => {
    const me = await account();
    const owner = await account();
    const res = await call('POST', '/api/account/change-email', me.cookie, {
      newEmail: owner.email,
      currentPassword: me.password,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: emailChangeSent(owner.email) });
    const told = await mailsTo(owner.email);
    expect(told.some((m) => m.includes('Nothing was changed'))).toBe(true);
    expect(told.some((m) => m.includes('confirm-email'))).toBe(false);
    const { rows } = await ctx.db.query('SELECT 1 FROM email_changes WHERE user_id = $1', [
      me.userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('registration of a taken email', () => {
  it('keeps its message but locks the address after 5 in a row', async () => {
    const owner = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: { ...XHR },
        remoteAddress: '203.0.113.7',
        payload: newAccount({ email: owner.email }),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 409) expect(res.json()).toMatchObject({ detail: EMAIL_TAKEN });
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ detail: REGISTRATION_LOCKED });
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    // Another address is not locked.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { ...XHR },
      remoteAddress: '203.0.113.8',
      payload: newAccount(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts taken answers from an address across its successful registrations', async () => {
    const owner = await account();
    const statuses: number[] = [];
    // Four taken emails, then one new account, five times over: 20 taken answers in 25 requests.
    for (let i = 0; i < 25; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: { ...XHR },
        remoteAddress: '203.0.113.9',
        payload: i % 5 === 4 ? newAccount() : newAccount({ email: owner.email }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([409, 409, 409, 409, 200, 409]);
    expect(statuses.slice(6)).toEqual(Array<number>(19).fill(429));
  });
});

describe('reset mails to one account', () => {
  it('sends at most 3 an hour to one recipient, however many addresses ask, and answers alike', async () => {
    const victim = await account();
    const control = await account();
    const ask = (email: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        headers: { ...XHR },
        remoteAddress: `198.51.100.${String(i % 3)}`,
        payload: { email },
      });
    for (let i = 0; i < 12; i += 1) expect((await ask(victim.email, i)).statusCode).toBe(202);
    await vi.waitFor(async () => {
      expect((await mailsTo(victim.email)).length).toBeGreaterThanOrEqual(3);
    });
    // Another recipient still gets theirs; by then every request above has been handled.
    expect((await ask(control.email, 0)).statusCode).toBe(202);
    await vi.waitFor(async () => {
      expect(await mailsTo(control.email)).toHaveLength(1);
    });
    expect(await mailsTo(victim.email)).toHaveLength(3);
  });
});
