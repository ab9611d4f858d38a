import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { betsResponseSchema } from '@domain/contracts/bets';
import { betsCsv } from '@domain/rules/betsCsv';
import { buildApp } from '../../../server/app';
import {
  betListMemory,
  cachedBetList,
  forgetBetLists,
  LIST_MAX_USERS,
} from '../../../server/bets/listCache';
import type { Db } from '../../../server/db/db';
import { testApp, testConfig } from '../helpers';
import {
  entry,
  finishGame,
  getBets,
  inHours,
  insertGame,
  leg,
  postBets,
  signedIn,
  XHR,
} from './fixtures';

// docs/benchmarks.md, API: GET /api/bets answers are remembered per user until a write to that
// user's bets; each test reads, writes through the app, and reads the write back.
let ctx: Awaited<ReturnType<typeof testApp>>;
let reads = 0;
/** The app's database, counting the statements it is sent. */
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testApp();
  const counted = Object.create(ctx.db) as Db;
  counted.query = (...args: Parameters<Db['query']>) => {
    reads += 1;
    return ctx.db.query(...args);
  };
  counted.prepared = (...args: Parameters<Db['prepared']>) => {
    reads += 1;
    return ctx.db.prepared(...args);
  };
  app = await buildApp({ config: testConfig(), db: counted, logger: false });
  await app.ready();
  // On PostgreSQL answers are kept only once this instance listens for other instances' writes.
  await vi.waitFor(() => expect(betListMemory(app.db).keeping).toBe(true));
}, 180_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const listed = async (cookie: string, url = '/api/bets') => {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return betsResponseSchema.parse(res.json());
};

let games = 0;
async function game() {
  games += 1;
  return insertGame(ctx.db, {
    id: `cache-g${games}`,
    awayTeam: `Away Club ${games}`,
    homeTeam: `Home Club ${games}`,
    startsAt: inHours(2),
    awayMoneyLine: 150,
    homeMoneyLine: -170,
    totalPoints: 220.5,
  });
}

describe('remembered bet lists', () => {
  it('answers a repeated read from memory, without a statement', async () => {
    const me = await signedIn(ctx.db);
    const first = await getBets(app, me.cookie);
    const before = reads;
    const second = await getBets(app, me.cookie);
    expect(reads - before).toBe(0);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body)).toEqual({ bets: [], games: [] });
  });

  it('reads the games of the open bets afresh for each answer', async () => {
    const me = await signedIn(ctx.db);
    const g = await game();
    const saved = await postBets(app, me.cookie, [entry('m-1', [leg(g.id, 'Total', 'Over')])]);
    expect(saved.statusCode).toBe(200);
    const first = await getBets(app, me.cookie);
    expect(JSON.parse(first.body)).toMatchObject({
      bets: [{ id: 'm-1', status: 'pending' }],
      games: [{ matchupId: g.id, homeScore: null }],
    });
    await app.matchups.publisher.publish([
      {
        provider: 'test',
        providerId: g.id,
        sport: 'nba',
        awayTeam: g.awayTeam,
        homeTeam: g.homeTeam,
        startsAt: g.startsAt,
        status: 'INPROGRESS',
        homeScore: 12,
        awayScore: 10,
      },
    ]);
    expect(await listed(me.cookie)).toMatchObject({
      bets: [{ id: 'm-1', status: 'pending' }],
      games: [{ matchupId: g.id, homeScore: 12, awayScore: 10 }],
    });
  });

  it('shows a bet placed after the list was read in the next read', async () => {
    const me = await signedIn(ctx.db);
    const g = await game();
    expect((await listed(me.cookie)).bets).toEqual([]);
    expect((await listed(me.cookie, '/api/bets?limit=25')).bets).toEqual([]);
    const saved = await postBets(app, me.cookie, [entry('p-1', [leg(g.id, 'MoneyLine', 'Home')])]);
    expect(saved.statusCode).toBe(200);
    expect((await listed(me.cookie)).bets.map((b) => b.id)).toEqual(['p-1']);
    const page = await listed(me.cookie, '/api/bets?limit=25');
    expect(page.bets.map((b) => b.id)).toEqual(['p-1']);
    expect(page.nextBefore).toBeNull();
  });

  it('shows a grade in the next read', async () => {
    const me = await signedIn(ctx.db);
    const g = await game();
    await postBets(app, me.cookie, [entry('g-1', [leg(g.id, 'MoneyLine', 'Home')])]);
    expect((await listed(me.cookie)).bets[0]).toMatchObject({ id: 'g-1', status: 'pending' });
    await finishGame(app, g, 110, 100);
    const after = await listed(me.cookie);
    expect(after.bets[0]).toMatchObject({ id: 'g-1', status: 'win' });
    expect(after.games).toEqual([]);
  });

  it('shows imported bets in the next read', async () => {
    const me = await signedIn(ctx.db);
    const plan = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: { ...XHR, cookie: me.cookie },
      payload: { action: 'change', planId: 'pro' },
    });
    expect(plan.statusCode).toBe(200);
    expect((await listed(me.cookie)).bets).toEqual([]);
    const csv = betsCsv(
      [
        {
          id: 'i-1',
          createdAt: '2026-10-03T23:00:00.000Z',
          gradedAt: '2026-10-04T02:00:00.000Z',
          sport: 'nba',
          event: 'Boston Celtics @ Los Angeles Lakers',
          market: 'moneyline',
          bet: 'Lakers ML',
          price: 150,
          book: 'DraftKings',
          units: 2,
          status: 'win',
          profit: 3,
        },
      ],
      'UTC',
    );
    const imported = await app.inject({
      method: 'POST',
      url: '/api/bets/import',
      headers: { ...XHR, cookie: me.cookie },
      payload: { csv },
    });
    expect(imported.statusCode).toBe(200);
    expect((await listed(me.cookie)).bets.map((b) => b.id)).toEqual(['i-1']);
  });

  it('shows a grade another app on the same database made in the next read', async () => {
    const me = await signedIn(ctx.db);
    const g = await game();
    await postBets(app, me.cookie, [entry('o-1', [leg(g.id, 'Total', 'Under')])]);
    expect((await listed(me.cookie)).bets[0]?.status).toBe('pending');
    const other = await buildApp({ config: testConfig(), db: app.db, logger: false });
    await other.ready();
    try {
      await finishGame(other, g, 100, 99);
    } finally {
      await other.close();
    }
    expect((await listed(me.cookie)).bets[0]).toMatchObject({ id: 'o-1', status: 'win' });
  });

  // Only PostgreSQL has other instances: PGlite's database lives in the one process that opened it.
  if (process.env.DATABASE_URL)
    it('hears a write made by another instance (its own memory) over PostgreSQL', async () => {
      const me = await signedIn(ctx.db);
      const g = await game();
      expect((await listed(me.cookie)).bets).toEqual([]);
      // Another instance: the same database, a memory of its own (ctx.db is not the app's object).
      const other = await buildApp({ config: testConfig(), db: ctx.db, logger: false });
      await other.ready();
      try {
        expect(
          (await postBets(other, me.cookie, [entry('x-1', [leg(g.id, 'Total', 'Over')])]))
            .statusCode,
        ).toBe(200);
      } finally {
        await other.close();
      }
      await vi.waitFor(async () =>
        expect((await listed(me.cookie)).bets.map((b) => b.id)).toEqual(['x-1']),
      );
    });
});

describe('the memory itself', () => {
  const fakeDb = (kind: Db['kind']) => ({ kind }) as unknown as Db;
  const list = (json: string) => async () => ({ json, openGameIds: [] });

  it('does not keep a read that was running while a write ended', async () => {
    const db = fakeDb('pglite');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cachedBetList(db, 'u', 'all', async () => {
      await gate;
      return { json: '["old"]', openGameIds: [] };
    });
    forgetBetLists(db, ['u']);
    release();
    expect((await slow).json).toBe('["old"]');
    expect((await cachedBetList(db, 'u', 'all', list('["new"]'))).json).toBe('["new"]');
    expect((await cachedBetList(db, 'u', 'all', list('["newer"]'))).json).toBe('["new"]');
  });

  it('forgets the least recently used user past its bound', async () => {
    const db = fakeDb('pglite');
    for (let u = 0; u <= LIST_MAX_USERS; u++) await cachedBetList(db, `u${u}`, 'all', list('[]'));
    expect(betListMemory(db).users).toBe(LIST_MAX_USERS);
    expect((await cachedBetList(db, 'u0', 'all', list('["again"]'))).json).toBe('["again"]');
    expect((await cachedBetList(db, `u${LIST_MAX_USERS}`, 'all', list('["x"]'))).json).toBe('[]');
  });

  it('keeps nothing on PostgreSQL while it does not listen for other instances', async () => {
    const db = fakeDb('postgres');
    await cachedBetList(db, 'u', 'all', list('["first"]'));
    expect((await cachedBetList(db, 'u', 'all', list('["second"]'))).json).toBe('["second"]');
    expect(betListMemory(db)).toEqual({ users: 0, keeping: false });
  });
});
