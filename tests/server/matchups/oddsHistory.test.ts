import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsHistorySchema } from '@domain/contracts/oddsHistory';
import type { Db } from '../../../server/db/db';
import { MatchupStore } from '../../../server/matchups/store';
import { testApp } from '../helpers';
import { report } from './fixtures';

// GET /api/matchups/{id}/odds-history: the stored snapshots as line movement.
describe('GET /api/matchups/{id}/odds-history', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let id: string;

  beforeAll(async () => {
    ({ app, db, close } = await testApp());
    const store = new MatchupStore(db);
    const at = (hour: number) => new Date(`2026-11-22T${String(hour).padStart(2, '0')}:00:00Z`);
    const base = report();
    id = (await store.upsert({ ...base, observedAt: at(10) })).row.id;
    // The spread moves to -4.5 and the favourite's money line to -170; then the total to 230.
    await store.upsert({
      ...base,
      observedAt: at(12),
      lines: {
        ...base.lines,
        homeSpread: -4.5,
        awaySpread: 4.5,
        homeMoneyLine: -170,
        awayMoneyLine: 150,
      },
    });
    await store.upsert({
      ...base,
      observedAt: at(14),
      lines: {
        ...base.lines,
        homeSpread: -4.5,
        awaySpread: 4.5,
        homeMoneyLine: -170,
        awayMoneyLine: 150,
        totalPoints: 230,
      },
    });
    // An update without a line change adds no point.
    await store.upsert({
      ...base,
      observedAt: at(15),
      lines: {
        ...base.lines,
        homeSpread: -4.5,
        awaySpread: 4.5,
        homeMoneyLine: -170,
        awayMoneyLine: 150,
        totalPoints: 230,
      },
    });
  });
  afterAll(() => close());

  const get = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: { 'x-requested-with': 'XMLHttpRequest' } });

  it('lists every line oldest first, with open, current and the move since open', async () => {
    const res = await get(`/api/matchups/${id}/odds-history`);
    expect(res.statusCode).toBe(200);
    const body = oddsHistorySchema.parse(res.json());
    expect(body.matchupId).toBe(id);
    expect(
      body.points.map((p) => [p.takenAt, p.homeSpread, p.homeMoneyLine, p.totalPoints]),
    ).toEqual([
      ['2026-11-22T10:00:00.000Z', -3.5, -150, 228.5],
      ['2026-11-22T12:00:00.000Z', -4.5, -170, 228.5],
      ['2026-11-22T14:00:00.000Z', -4.5, -170, 230],
    ]);
    expect(body.open).toMatchObject({ homeSpread: -3.5, homeMoneyLine: -150, totalPoints: 228.5 });
    expect(body.current).toMatchObject({ homeSpread: -4.5, homeMoneyLine: -170, totalPoints: 230 });
    expect(body.move).toEqual({
      awayMoneyLine: 20,
      homeMoneyLine: -20,
      awaySpread: 1,
      homeSpread: -1,
      totalPoints: 1.5,
    });
  });

  it('gives the opening spread of many games at once, and refuses no ids', async () => {
    const res = await get(`/api/matchups/opening-lines?ids=${id},nope`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      spreads: [
        { matchupId: id, awaySpread: 3.5, homeSpread: -3.5, takenAt: '2026-11-22T10:00:00.000Z' },
      ],
    });
    const none = await get('/api/matchups/opening-lines?ids=');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ status: 400, errors: { ids: [expect.any(String)] } });
  });

  it('answers 404 problem details for an unknown game', async () => {
    const res = await get('/api/matchups/nope/odds-history');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, detail: 'No such matchup.' });
  });
});
