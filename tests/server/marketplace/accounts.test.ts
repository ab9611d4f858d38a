import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG, DELETED_HANDICAPPER } from '@domain/rules/account';
import { settingsSchema } from '@domain/contracts/account';
import { loginResponseSchema } from '@domain/contracts/auth';
import { notificationsResponseSchema } from '@domain/contracts/marketplace';
import { planResponseSchema, revenueSchema } from '@domain/contracts/marketplacePlans';
import type { HandicapperApplication } from '@domain/contracts/marketplaceApplication';
import { createResetToken } from '../../../server/accounts/passwordReset';
import { hashPassword } from '../../../server/accounts/passwords';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import { approveApplication } from '../../../server/marketplace/applications';
import { entry, finishGame, inHours, insertGame, leg, signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-outbox-'));
  ctx = await testApp({ OUTBOX_DIR: outbox });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

let seq = 0;
async function userWithPassword(password: string) {
  seq += 1;
  const email = `acct${seq}.${Date.now()}@example.com`;
  const row = await insertUser(ctx.db, {
    email,
    firstName: 'Ada',
    lastName: `Lovelace${seq}`,
    passwordHash: await hashPassword(password),
  });
  const session = async () => `${SESSION_COOKIE}=${await createSession(ctx.db, row!.id, false)}`;
  return { id: row!.id, email, cookie: await session(), session };
}

const application = (email: string, over: Partial<HandicapperApplication> = {}) => ({
  firstName: 'Nova',
  lastName: 'Capper',
  email,
  phone: '+1 555 010 2000',
  type: 'novice',
  sports: ['nba', 'nfl'],
  experience: 'Five years of tracked NBA sides and totals.',
  approach: 'Rest, travel and pace against the closing line.',
  monthlyPrice: 14.99,
  weeklyPicks: 12,
  acceptTerms: true,
  acceptAccuracy: true,
  ...over,
});

describe('settings (GET/PUT /api/account/settings)', () => {
  it('answers defaults, stores each section, and keeps them for the next read', async () => {
    const me = await userWithPassword('a-long-password-1');
    const first = settingsSchema.parse(
      (await call('GET', '/api/account/settings', me.cookie)).json(),
    );
    expect(first.account).toEqual({
      email: me.email,
      timeZone: 'America/New_York',
      language: 'en',
    });
    expect(first.notifications).toEqual({
      email: true,
      newPicks: true,
      gameStart: true,
      marketing: false,
    });
    const put = await call('PUT', '/api/account/settings', me.cookie, {
      profile: { firstName: 'Grace', lastName: 'Hopper', username: 'grace_h', bio: 'Totals.' },
      account: { email: me.email, timeZone: 'America/Los_Angeles', language: 'es' },
      notifications: { email: false, newPicks: true, gameStart: false, marketing: true },
    });
    expect(put.statusCode).toBe(200);
    const again = settingsSchema.parse(
      (await call('GET', '/api/account/settings', me.cookie)).json(),
    );
    expect(again.profile).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'grace_h',
      bio: 'Totals.',
    });
    expect(again.account.timeZone).toBe('America/Los_Angeles');
    expect(again.notifications).toEqual({
      email: false,
      newPicks: true,
      gameStart: false,
      marketing: true,
    });
    // The session's user follows at once: user-info carries the new name.
    const info = loginResponseSchema.parse(
      (await call('GET', '/api/account/user-info', me.cookie)).json(),
    );
    expect(info.name).toBe('Grace Hopper');
  });

  it('refuses bad input with problem details per field, and needs a session', async () => {
    const me = await userWithPassword('a-long-password-2');
    const bad = await call('PUT', '/api/account/settings', me.cookie, {
      account: { email: 'nope', timeZone: 'Mars/Olympus', language: 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(bad.json<{ errors: object }>().errors).join()).toMatch(/email/);
    expect((await call('GET', '/api/account/settings')).statusCode).toBe(401);
    // A new email goes through change-email with the password (docs/design.md §3), never here.
    const other = await userWithPassword('a-long-password-3');
    const taken = await call('PUT', '/api/account/settings', me.cookie, {
      account: { email: other.email, timeZone: 'UTC', language: 'en' },
    });
    expect(taken.statusCode).toBe(400);
  });
});

describe('change password and delete account', () => {
  it('checks the current password, ends the other sessions and burns reset links', async () => {
    const me = await userWithPassword('old-password-42x');
    const other = await me.session();
    const reset = await createResetToken(ctx.db, me.id);
    const wrong = await call('POST', '/api/account/change-password', me.cookie, {
      currentPassword: 'not-it-at-all',
      newPassword: 'new-password-42x',
      confirmPassword: 'new-password-42x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: [CURRENT_PASSWORD_WRONG] } });
    const ok = await call('POST', '/api/account/change-password', me.cookie, {
      currentPassword: 'old-password-42x',
      newPassword: 'new-password-42x',
      confirmPassword: 'new-password-42x',
    });
    expect(ok.statusCode).toBe(204);
    const still = loginResponseSchema.parse(
      (await call('GET', '/api/account/user-info', me.cookie)).json(),
    );
    expect(still.isAuthenticated).toBe(true);
    const ended = loginResponseSchema.parse(
      (await call('GET', '/api/account/user-info', other)).json(),
    );
    expect(ended.isAuthenticated).toBe(false);
    const redeem = await call('POST', '/api/account/reset-password', undefined, {
      token: reset,
      password: 'third-password-42x',
      confirmPassword: 'third-password-42x',
    });
    expect(redeem.statusCode).toBe(400);
    const login = await call('POST', '/api/account/login', undefined, {
      email: me.email,
      password: 'new-password-42x',
    });
    expect(login.statusCode).toBe(200);
  });

  it('deletes a capper after confirmation, keeping graded picks under "Deleted handicapper"', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    await call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie);
    const game = await insertGame(ctx.db, {
      id: 'del-1',
      awayTeam: 'Utah Jazz',
      homeTeam: 'Phoenix Suns',
      startsAt: inHours(2),
      homeMoneyLine: -120,
      awayMoneyLine: 100,
    });
    await call('POST', '/api/bets', capper.cookie, {
      bets: [entry('d-1', [leg(game.id, 'MoneyLine', 'Home')])],
    });
    await ctx.db.query("UPDATE matchups SET starts_at = now() - interval '3 hours' WHERE id = $1", [
      game.id,
    ]);
    await finishGame(ctx.app, { ...game, startsAt: new Date(Date.now() - 3 * 3600_000) }, 101, 99);
    await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      capper.id,
      await hashPassword('capper-password-1'),
    ]);
    expect((await call('DELETE', '/api/account', capper.cookie, {})).statusCode).toBe(400);
    const gone = await call('DELETE', '/api/account', capper.cookie, {
      confirm: true,
      currentPassword: 'capper-password-1',
    });
    expect(gone.statusCode).toBe(204);
    const info = loginResponseSchema.parse(
      (await call('GET', '/api/account/user-info', capper.cookie)).json(),
    );
    expect(info.isAuthenticated).toBe(false);
    const kept = (await call('GET', `/api/handicappers/${capper.id}`)).json<{
      name: string;
      sample: boolean;
      record: { wins: number; picks: number };
    }>();
    expect(kept).toMatchObject({ name: DELETED_HANDICAPPER, sample: false });
    expect(kept.record).toMatchObject({ wins: 1, picks: 1 });
    const picks = (await call('GET', `/api/handicappers/${capper.id}/picks`)).json<{
      picks: { locked: boolean; pick: { status: string } }[];
    }>();
    expect(picks.picks.map((p) => [p.locked, p.pick.status])).toEqual([[false, 'win']]);
    expect((await call('GET', '/api/subscriptions', fan.cookie)).json()).toEqual({
      subscriptions: [],
    });
  });
});

describe('handicapper applications', () => {
  it('validates each field', async () => {
    const me = await userWithPassword('a-long-password-4');
    const res = await call('POST', '/api/handicapper-applications', me.cookie, {
      ...application(me.email),
      phone: 'x',
      sports: [],
      monthlyPrice: 1,
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(
      expect.arrayContaining(['acceptTerms', 'phone', 'sports']),
    );
  });

  it('accepts a novice at once: role, profile at their price, revenue, no new sign-in', async () => {
    const me = await userWithPassword('a-long-password-5');
    const res = await call(
      'POST',
      '/api/handicapper-applications',
      me.cookie,
      application(me.email),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ application: { status: 'approved' }, handicapperId: me.id });
    const info = loginResponseSchema.parse(
      (await call('GET', '/api/account/user-info', me.cookie)).json(),
    );
    expect(info.role).toBe('Handicapper');
    const profile = (await call('GET', `/api/handicappers/${me.id}`)).json<{
      priceCents: number;
      sports: string[];
    }>();
    expect(profile).toMatchObject({ priceCents: 1499, sports: ['nba', 'nfl'] });
    const revenue = revenueSchema.parse(
      (await call('GET', '/api/my-capper/revenue', me.cookie)).json(),
    );
    expect(revenue.hasSubscribers).toBe(false);
    const again = await call(
      'POST',
      '/api/handicapper-applications',
      me.cookie,
      application(me.email),
    );
    expect(again.statusCode).toBe(409);
  });

  it('keeps a professional pending until the admin approves, then tells the applicant', async () => {
    const me = await userWithPassword('a-long-password-6');
    const res = await call(
      'POST',
      '/api/handicapper-applications',
      me.cookie,
      application(me.email, { type: 'professional', monthlyPrice: 39 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ application: { status: 'pending' }, handicapperId: null });
    expect((await call('GET', '/api/my-capper/revenue', me.cookie)).statusCode).toBe(403);
    const approved = await approveApplication(
      { db: ctx.db, mail: ctx.app.marketplace.mail, publicUrl: 'http://edgewise.test' },
      me.email.toUpperCase(),
    );
    expect(approved?.application.status).toBe('approved');
    const info = loginResponseSchema.parse(
      (await call('GET', '/api/account/user-info', me.cookie)).json(),
    );
    expect(info.role).toBe('Handicapper');
    const notes = notificationsResponseSchema.parse(
      (await call('GET', '/api/notifications', me.cookie)).json(),
    );
    expect(notes.notifications.map((n) => n.kind)).toEqual(['application', 'application']);
    const mails = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')),
    );
    expect(mails.some((m) => m.includes('approved') && m.includes(me.email))).toBe(true);
  });
});

describe('the platform plan (GET/POST /api/plan)', () => {
  it('starts Free, changes plan with renewals from today, each paid, pauses and cancels', async () => {
    const me = await userWithPassword('a-long-password-7');
    const plan = async (body?: object) =>
      planResponseSchema.parse(
        (await call(body ? 'POST' : 'GET', '/api/plan', me.cookie, body)).json(),
      ).plan;
    expect(await plan()).toMatchObject({ planId: 'free', renewalDate: null });
    const pro = await plan({ action: 'change', planId: 'pro' });
    expect(pro).toMatchObject({ planId: 'pro', status: 'active', priceCents: 2999 });
    const renewal = new Date(pro.renewalDate!);
    expect(renewal.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(renewal.getTime()).toBeLessThan(Date.now() + 32 * 86_400_000);
    const paused = await plan({ action: 'pause' });
    expect(paused.status).toBe('paused');
    expect(paused.resumesOn).toBe(pro.renewalDate);
    expect(new Date(paused.renewalDate!).getTime()).toBeGreaterThan(renewal.getTime());
    await plan({ action: 'change', planId: 'handicapper' });
    const cancelled = await plan({ action: 'cancel' });
    expect(cancelled).toMatchObject({ planId: 'handicapper', status: 'cancelled' });
    expect(new Date(cancelled.endsOn!).getTime()).toBeGreaterThan(Date.now());
    // A cancelled plan already ends with its month paid: there is nothing to switch off sooner.
    expect(
      (await call('POST', '/api/plan', me.cookie, { action: 'change', planId: 'free' })).statusCode,
    ).toBe(422);
    // Each plan chosen was paid through the ledger (the simulated provider), none for the Trial.
    const { rows } = await ctx.db.query<{ plan_id: string; amount_cents: number }>(
      'SELECT plan_id, amount_cents FROM charges WHERE user_id = $1 ORDER BY created_at',
      [me.id],
    );
    expect(rows).toEqual([
      { plan_id: 'pro', amount_cents: 2999 },
      { plan_id: 'handicapper', amount_cents: 4999 },
    ]);
    const refused = await call('POST', '/api/plan', me.cookie, { action: 'cancel' });
    expect(refused.statusCode).toBe(422);
    expect((await call('POST', '/api/plan', me.cookie, { action: 'fly' })).statusCode).toBe(400);
  });
});

describe('revenue and followers from the charges ledger', () => {
  it('counts each charge at the price it was taken, net of the novice share', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fans = [await signedIn(ctx.db), await signedIn(ctx.db)];
    for (const fan of fans)
      await call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie);
    const revenue = revenueSchema.parse(
      (await call('GET', '/api/my-capper/revenue', capper.cookie)).json(),
    );
    expect(revenue.hasSubscribers).toBe(true);
    // 2 × $19.99; Edgewise keeps 40% of each (a capper without an application pays the novice share).
    expect(revenue.platformSharePercent).toBe(40);
    expect(revenue.summary.thisMonth).toEqual({
      grossCents: 3998,
      feeCents: 1600,
      netCents: 2398,
      subscribers: 2,
    });
    expect(revenue.summary.lastMonth).toBeNull();
    expect(revenue.transactions).toHaveLength(2);
    expect(revenue.transactions[0]).toMatchObject({
      amountCents: 1999,
      feeCents: 800,
      netCents: 1199,
      provider: 'simulated',
    });
    expect(revenue.monthly.at(-1)?.netCents).toBe(2398);
    const followers = (await call('GET', '/api/my-capper/followers', capper.cookie)).json<{
      followers: unknown[];
    }>();
    expect(followers.followers).toHaveLength(2);
  });
});
