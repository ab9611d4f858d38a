import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../../server/http/rateLimits';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/db';
import { signedIn, XHR } from '../../bets/fixtures';
import { testConfig, testDb } from '../../helpers';
import { stripeStandIn, type StripeStandIn } from '../../marketplace/stripeStandIn';

// Replays of the floods (docs/security.md "Limits"): 100 Checkout sessions in a second from one
// account, settings, notifications, bets and CSV imports without any limit.
const routes: RouteOptions[] = [];
let db: Db;
let stand: StripeStandIn;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  stand = await stripeStandIn();
  db = await testDb();
  app = await buildApp({
    config: testConfig({ ...stand.config, RATE_LIMIT_SCALE: '1' }),
    db,
    logger: false,
    onRoute: (route) => {
      routes.push(route);
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  await stand.close();
});

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Sends `count` requests one after another; the statuses in order. */
async function flood(count: number, send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
  return statuses;
}

describe('rate limits', () => {
  it('gives every mutating route a class of the one table', () => {
    const mutating = routes.filter((r) => [r.method].flat().some((m) => MUTATING.includes(m)));
    expect(mutating.length).toBeGreaterThan(15);
    const unlimited = mutating.filter((r) => {
      const rateClass = r.config?.rateLimit;
      return !rateClass || !(rateClass in RATE_LIMITS);
    });
    expect(unlimited.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
  });

  it('stops one account opening Stripe Checkout sessions past its budget', async () => {
    const fan = await signedIn(db);
    const capper = await signedIn(db, 'Handicapper');
    const before = stand.calls.length;
    const statuses = await flood(20, () =>
      app.inject({
        method: 'POST',
        url: `/api/handicappers/${capper.id}/subscription`,
        headers: { ...XHR, cookie: fan.cookie },
        remoteAddress: '198.51.100.1',
      }),
    );
    const allowed = RATE_LIMITS.subscription.perUser;
    expect(statuses.slice(0, allowed).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    expect(stand.calls.length - before).toBe(allowed);
  });

  it('limits one account across addresses, and one address across accounts', async () => {
    const me = await signedIn(db);
    const perUser = RATE_LIMITS.write.perUser;
    const mine = await flood(perUser + 2, () =>
      app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { ...XHR, cookie: me.cookie },
        // Each request from another address: the account's own budget still holds.
        remoteAddress: `198.51.100.${10 + Math.floor(Math.random() * 200)}`,
      }),
    );
    expect(mine.slice(perUser)).toEqual([429, 429]);
    const limited = await app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: { ...XHR, cookie: me.cookie },
      remoteAddress: '198.51.100.250',
      payload: {},
    });
    // Settings are in the same `write` class: the budget is spent.
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });

    const perAddress = RATE_LIMITS.write.perAddress;
    const people = await Promise.all(Array.from({ length: 8 }, () => signedIn(db)));
    const crowd = await flood(perAddress + 1, async () => {
      const who = people[Math.floor(Math.random() * people.length)]!;
      return app.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { ...XHR, cookie: who.cookie },
        remoteAddress: '203.0.113.99',
        payload: { entries: [] },
      });
    });
    expect(crowd.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(crowd.at(-1)).toBe(429);
  });

  it('lets an account import a few CSV files an hour, not a stream of them', async () => {
    const me = await signedIn(db);
    const statuses = await flood(RATE_LIMITS.betImport.perUser + 1, () =>
      app.inject({
        method: 'POST',
        url: '/api/bets/import',
        headers: { ...XHR, cookie: me.cookie },
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
        payload: { csv: 'not a file' },
      }),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
  });
});
