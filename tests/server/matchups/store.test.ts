import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { MatchupStore, matchupIdFor } from '../../../server/matchups/store';
import { InvalidMatchupError } from '../../../server/matchups/validate';
import { testDb } from '../helpers';
import { report } from './fixtures';

describe('MatchupStore', () => {
  let db: Db;
  let store: MatchupStore;
  beforeAll(async () => {
    db = await testDb();
    store = new MatchupStore(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('DELETE FROM odds_snapshots');
    await db.query('DELETE FROM matchups');
  });

  it('inserts a new game with its Eastern date and a first odds snapshot', async () => {
    const r = await store.upsert(report());
    expect(r.added).toBe(true);
    expect(r.row).toMatchObject({
      id: 'test-g1',
      sport: 'nba',
      gameDate: '2026-11-22',
      status: 'NOTFINISHED',
      awayScore: null,
      homeSpread: -3.5,
      totalPoints: 228.5,
      neutral: false,
    });
    const snaps = await store.snapshots('test-g1');
    expect(snaps).toHaveLength(1);
    expect(snaps[0]).toMatchObject({ homeMoneyLine: -150, totalPoints: 228.5, source: 'test' });
    expect(snaps[0]?.takenAt.toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });

  it('writes nothing and reports no change when the same report comes again', async () => {
    await store.upsert(report());
    const before = await store.byId('test-g1');
    const again = await store.upsert(report({ observedAt: new Date('2026-11-22T16:00:00Z') }));
    expect(again.added).toBe(false);
    expect(again.changes).toEqual({ score: false, status: false, odds: false, details: false });
    expect((await store.byId('test-g1'))?.updatedAt).toEqual(before?.updatedAt);
    expect(await store.snapshots('test-g1')).toHaveLength(1);
  });

  it('appends a snapshot on every line change and keeps lines the report leaves out', async () => {
    await store.upsert(report());
    const moved = await store.upsert(
      report({
        lines: { homeSpread: -4.5, awaySpread: 4.5 },
        observedAt: new Date('2026-11-22T18:00:00Z'),
      }),
    );
    expect(moved.changes).toMatchObject({ odds: true, score: false, status: false });
    expect(moved.row).toMatchObject({
      homeSpread: -4.5,
      awaySpread: 4.5,
      homeMoneyLine: -150,
      totalPoints: 228.5,
    });
    await store.upsert(
      report({ lines: { totalPoints: 226 }, observedAt: new Date('2026-11-22T20:00:00Z') }),
    );
    const snaps = await store.snapshots('test-g1');
    expect(snaps.map((s) => [s.homeSpread, s.totalPoints])).toEqual([
      [-3.5, 228.5],
      [-4.5, 228.5],
      [-4.5, 226],
    ]);
  });

  it('clears a line the feed reports as withdrawn (null)', async () => {
    await store.upsert(report());
    const r = await store.upsert(
      report({ lines: { totalPoints: null }, observedAt: new Date('2026-11-22T19:00:00Z') }),
    );
    expect(r.changes.odds).toBe(true);
    expect(r.row.totalPoints).toBeNull();
  });

  it('freezes lines at the start; the closing line is the last snapshot at or before it', async () => {
    await store.upsert(
      report({
        lineHistory: [
          { homeMoneyLine: -120, awayMoneyLine: 100, takenAt: new Date('2026-11-20T12:00:00Z') },
        ],
      }),
    );
    await store.upsert(
      report({
        lines: { homeMoneyLine: -170, awayMoneyLine: 145 },
        observedAt: new Date('2026-11-23T03:30:00Z'),
      }),
    );
    const inPlay = await store.upsert(
      report({
        lines: { homeMoneyLine: -400, awayMoneyLine: 300 },
        observedAt: new Date('2026-11-23T04:00:00Z'),
      }),
    );
    expect(inPlay.changes.odds).toBe(false);
    expect(inPlay.row.homeMoneyLine).toBe(-170);
    const snaps = await store.snapshots('test-g1');
    expect(snaps.map((s) => s.homeMoneyLine)).toEqual([-120, -150, -170]);
    expect((await store.closingLine('test-g1'))?.homeMoneyLine).toBe(-170);
    expect(await store.closingLine('nope')).toBeNull();
  });

  it('reports score and status changes and the moment a game finishes, once', async () => {
    await store.upsert(report());
    const live = await store.upsert(
      report({ awayScore: 12, homeScore: 10, observedAt: new Date('2026-11-23T03:50:00Z') }),
    );
    expect(live.changes).toMatchObject({ score: true, status: false, odds: false });
    expect(live.finished).toBe(false);
    const final = await store.upsert(report({ awayScore: 101, homeScore: 110, status: 'final' }));
    expect(final.changes).toMatchObject({ score: true, status: true });
    expect(final.finished).toBe(true);
    expect(final.row.status).toBe('FINAL');
    // A stale report cannot reopen a finished game.
    const stale = await store.upsert(
      report({ awayScore: 101, homeScore: 110, status: 'NOTFINISHED' }),
    );
    expect(stale.changes.status).toBe(false);
    expect(stale.finished).toBe(false);
    expect((await store.byId('test-g1'))?.status).toBe('FINAL');
  });

  it('refuses nonsense without writing anything', async () => {
    await store.upsert(report());
    await expect(store.upsert(report({ awayScore: -3 }))).rejects.toThrow(InvalidMatchupError);
    await expect(store.upsert(report({ lines: { homeMoneyLine: 50 } }))).rejects.toThrow(
      /American odds/,
    );
    await expect(store.upsert(report({ lines: { totalPoints: Number.NaN } }))).rejects.toThrow(
      /totalPoints/,
    );
    await expect(store.upsert(report({ startsAt: new Date('nope') }))).rejects.toThrow(/startsAt/);
    await expect(store.upsert(report({ status: '  ' }))).rejects.toThrow(/status/);
    await expect(
      store.upsertMany([
        report({ providerId: 'g2' }),
        report({ providerId: 'g3', homeScore: 1.5 }),
      ]),
    ).rejects.toThrow(InvalidMatchupError);
    expect(await store.byId('test-g2')).toBeNull();
    expect((await store.byId('test-g1'))?.homeMoneyLine).toBe(-150);
    expect(await store.snapshots('test-g1')).toHaveLength(1);
  });

  it('lists a date by the Eastern calendar, optionally one sport, in start order', async () => {
    await store.upsertMany([
      // 11:30 PM Eastern on the 22nd is still the 22nd although it is the 23rd in UTC.
      report({ providerId: 'late', startsAt: new Date('2026-11-23T04:30:00Z') }),
      report({
        providerId: 'early',
        startsAt: new Date('2026-11-22T17:00:00Z'),
        sport: 'nfl',
        awayTeam: 'Buffalo Bills',
        homeTeam: 'Houston Texans',
      }),
      report({ providerId: 'next', startsAt: new Date('2026-11-23T05:00:00Z') }),
    ]);
    expect((await store.byDate('2026-11-22')).map((m) => m.providerId)).toEqual(['early', 'late']);
    expect((await store.byDate('2026-11-22', 'nba')).map((m) => m.providerId)).toEqual(['late']);
    expect((await store.byDate('2026-11-23')).map((m) => m.providerId)).toEqual(['next']);
    expect(await store.byDate('2026-11-21')).toEqual([]);
    expect((await store.byIds(['test-next', 'test-early', 'missing'])).map((m) => m.id)).toEqual([
      'test-early',
      'test-next',
    ]);
  });

  it('moves a game to another date when its start moves', async () => {
    await store.upsert(report());
    const r = await store.upsert(report({ startsAt: new Date('2026-11-24T00:00:00Z') }));
    expect(r.changes.details).toBe(true);
    expect(r.row.gameDate).toBe('2026-11-23');
  });

  it('handles the same game twice in one batch, the second report seeing the first', async () => {
    const [first, second] = await store.upsertMany([
      report(),
      report({
        awayScore: 0,
        homeScore: 2,
        lines: { totalPoints: 230 },
        observedAt: new Date('2026-11-22T16:00:00Z'),
      }),
    ]);
    expect(first?.added).toBe(true);
    expect(second).toMatchObject({ added: false, changes: { score: true, odds: true } });
    expect((await store.snapshots('test-g1')).map((s) => s.totalPoints)).toEqual([228.5, 230]);
  });

  it('makes URL-safe ids from provider ids', () => {
    expect(matchupIdFor('oddsapi', 'e912304de2b2ce35b473ce2ecd3d1502')).toBe(
      'oddsapi-e912304de2b2ce35b473ce2ecd3d1502',
    );
    expect(matchupIdFor('x', 'a/b c:d')).toBe('x-a_b_c_d');
  });
});
