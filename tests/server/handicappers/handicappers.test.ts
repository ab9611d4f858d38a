import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import type { Db } from '../../../server/db/db';
import { testApp } from '../helpers';
import { insertBets, type FakeBet } from './betsFixture';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SAMPLE_IDS = [
  'mike-johnson',
  'sarah-williams',
  'david-chen',
  'jessica-martinez',
  'robert-taylor',
  'emily-davis',
];

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

async function makeUser(email: string, role = 'User', firstName = 'Test', lastName = 'User') {
  const row = await insertUser(db, {
    email,
    firstName,
    lastName,
    passwordHash: null,
    role,
    accountType: role === 'Handicapper' ? 'Handicapper' : '',
  });
  const token = await createSession(db, row!.id, false);
  return { id: row!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

let bettor: { id: string; cookie: string };
let capper: { id: string; cookie: string };
let rookie: { id: string; cookie: string };

beforeAll(async () => {
  ({ app, db, close } = await testApp());
  bettor = await makeUser('bettor@example.com');
  capper = await makeUser('capper@example.com', 'Handicapper', 'Grace', 'Hopper');
  rookie = await makeUser('rookie@example.com', 'Handicapper', 'Alan', 'Turing');
});
afterAll(() => close());

describe('GET /api/handicappers', () => {
  it('serves the six seeded sample cappers and every Handicapper user, featured first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/handicappers' });
    expect(res.statusCode).toBe(200);
    const list = res.json().handicappers as {
      id: string;
      featured: boolean;
      sample: boolean;
      name: string;
    }[];
    expect(list.map((h) => h.id).sort()).toEqual([...SAMPLE_IDS, capper.id, rookie.id].sort());
    const featured = list.filter((h) => h.featured);
    expect(list.slice(0, featured.length)).toEqual(featured);
    expect(
      list
        .filter((h) => h.sample)
        .map((h) => h.id)
        .sort(),
    ).toEqual([...SAMPLE_IDS].sort());
    expect(list.find((h) => h.id === bettor.id)).toBeUndefined();
  });

  it('flags the sample cappers, whose records come from their picks like anyone else', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/handicappers' });
    const mike = res.json().handicappers.find((h: { id: string }) => h.id === 'mike-johnson');
    // No sample pick is seeded here (no demo feed): an empty record, never 0.0%, and no sport
    // tag without a pick of that sport.
    expect(mike).toMatchObject({
      name: 'Mike Johnson',
      avatar: 'MJ',
      sports: [],
      priceCents: 2999,
      featured: true,
      sample: true,
      winRate: null,
      roi: null,
      units: 0,
      record: { wins: 0, losses: 0, pushes: 0, picks: 0, winRate: null, roi: null, clv: null },
    });
    const prices = res
      .json()
      .handicappers.filter((h: { sample: boolean }) => h.sample)
      .map((h: { priceCents: number }) => h.priceCents);
    expect(Math.min(...prices)).toBe(1999);
    expect(Math.max(...prices)).toBe(2999);
  });
});

describe('GET /api/handicappers/:id', () => {
  it('returns one capper, not subscribed when signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/handicappers/sarah-williams' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'sarah-williams',
      name: 'Sarah Williams',
      subscribed: false,
      subscribers: 0,
    });
  });

  it('gives a Handicapper user initials and an empty record (no rates) when no picks are graded', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/handicappers/${rookie.id}` });
    expect(res.json()).toMatchObject({
      name: 'Alan Turing',
      avatar: 'AT',
      sample: false,
      featured: false,
      record: {
        wins: 0,
        losses: 0,
        pushes: 0,
        pending: 0,
        picks: 0,
        winRate: null,
        roi: null,
        units: 0,
        risked: 0,
        clv: null,
        sampleSize: 'small',
      },
    });
  });

  it('answers 404 problem details for an unknown or malformed id', async () => {
    for (const id of ['nobody', 'bad%20id', 'x'.repeat(80)]) {
      const res = await app.inject({ method: 'GET', url: `/api/handicappers/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe('Handicapper not found.');
    }
  });
});

describe('records computed from graded picks', () => {
  const graded = (
    userId: string,
    status: FakeBet['status'],
    n: number,
    profitUnits: number,
    clv: number | null = null,
  ): FakeBet[] => Array.from({ length: n }, () => ({ userId, status, units: 1, profitUnits, clv }));

  beforeAll(async () => {
    await insertBets(db, [
      ...graded(capper.id, 'win', 12, 0.91, 2),
      ...graded(capper.id, 'loss', 7, -1, -1),
      ...graded(capper.id, 'push', 2, 0),
      ...graded(capper.id, 'pending', 3, 0),
      ...graded(bettor.id, 'win', 5, 1),
    ]);
  });

  it('counts W-L-P, win rate over decided picks, units, ROI and closing-line value', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/handicappers/${capper.id}` });
    expect(res.json()).toMatchObject({
      sample: false,
      winRate: 63.2, // 12 / 19
      units: 3.92, // 12 × 0.91 − 7
      roi: 18.7, // 3.92 / 21 units risked
      // picks counts the 3 pending too; the rates are over the 21 graded. clv (12×2 − 7) / 19 rated picks
      record: { wins: 12, losses: 7, pushes: 2, pending: 3, picks: 24, clv: 0.9, sampleSize: 'ok' },
    });
  });

  it('marks a record under 20 graded picks as a small sample', async () => {
    await insertBets(db, [...graded(rookie.id, 'win', 2, 1), ...graded(rookie.id, 'loss', 1, -1)]);
    const res = await app.inject({ method: 'GET', url: `/api/handicappers/${rookie.id}` });
    expect(res.json().record).toMatchObject({
      wins: 2,
      losses: 1,
      picks: 3,
      winRate: 66.7,
      units: 1,
      sampleSize: 'small',
    });
  });
});

describe('subscriptions', () => {
  it('requires sign-in and the XMLHttpRequest marker', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/handicappers/david-chen/subscription',
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('Sign in to manage subscriptions.');
    const mine = await app.inject({ method: 'GET', url: '/api/subscriptions' });
    expect(mine.statusCode).toBe(401);
    const noMarker = await app.inject({
      method: 'POST',
      url: '/api/handicappers/david-chen/subscription',
      headers: { cookie: bettor.cookie },
    });
    expect(noMarker.statusCode).toBe(400);
  });

  it('subscribes once, lists it with price and period, and cancels renewal keeping access', async () => {
    const headers = { ...XHR, cookie: bettor.cookie };
    const first = await app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().subscription).toMatchObject({
      handicapperId: capper.id,
      priceCents: 1999,
      renews: true,
      provider: 'simulated',
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.createdAt).toBe(first.json().subscription.createdAt);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/handicappers/${capper.id}`,
      headers: { cookie: bettor.cookie },
    });
    expect(detail.json()).toMatchObject({ subscribed: true, subscribers: 1 });

    await app.inject({
      method: 'POST',
      url: `/api/handicappers/${rookie.id}/subscription`,
      headers,
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: { cookie: bettor.cookie },
    });
    expect(mine.statusCode).toBe(200);
    const subs = mine.json().subscriptions as {
      handicapperId: string;
      renewalDate: string;
      handicapper: { name: string };
    }[];
    expect(subs.map((s) => s.handicapperId).sort()).toEqual([capper.id, rookie.id].sort());
    expect(subs.find((s) => s.handicapperId === rookie.id)!.handicapper.name).toBe('Alan Turing');
    for (const s of subs) expect(new Date(s.renewalDate).getTime()).toBeGreaterThan(Date.now());

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/handicappers/${rookie.id}/subscription`,
      headers,
    });
    expect(cancelled.statusCode).toBe(204);
    // Access lasts until the paid period ends; only renewal stopped.
    const after = await app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: { cookie: bettor.cookie },
    });
    const kept = after.json().subscriptions as { handicapperId: string; renews: boolean }[];
    expect(kept.find((s) => s.handicapperId === rookie.id)).toMatchObject({ renews: false });
    // Cancelling twice is harmless.
    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/handicappers/${rookie.id}/subscription`,
      headers,
    });
    expect(twice.statusCode).toBe(204);
  });

  it('refuses a sample capper with a 409 problem, storing and charging nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/handicappers/david-chen/subscription',
      headers: { ...XHR, cookie: bettor.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/sample handicapper/);
    const charges = await db.query("SELECT 1 FROM charges WHERE handicapper_id = 'david-chen'");
    expect(charges.rows).toHaveLength(0);
  });

  it('refuses an unknown capper and subscribing to yourself, storing nothing', async () => {
    const headers = { ...XHR, cookie: capper.cookie };
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/handicappers/nobody/subscription',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const self = await app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe('You cannot subscribe to yourself.');
    const mine = await app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: { cookie: capper.cookie },
    });
    expect(mine.json().subscriptions).toEqual([]);
  });

  it('accepts a bodyless POST sent with a JSON content type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers: { ...XHR, cookie: rookie.cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
  });
});
