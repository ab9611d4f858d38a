/**
 * Total Results answers are kept per date and sport filter and served again only while the
 * roll-up slices they cover keep their generation: a change on that date (seen by this instance
 * or refreshed by another one) gives a new answer; a change elsewhere does not read the date's
 * rows again.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totalResultsResponseSchema } from '@domain/contracts/performance';
import type { AggregatedResultRow } from '@domain/contracts/records';
import type { Db } from '../../../server/db/db';
import { KEPT_ANSWERS, totalResultsJson } from '../../../server/results/totalResults';
import { testApp } from '../helpers';
import { daysAgo, handFixture, insertGames, insertModels } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;
const now = new Date();
const d1 = daysAgo(2, now);
const d2 = daysAgo(20, now);

beforeAll(async () => {
  ({ app, close } = await testApp());
  await app.predictions.settled();
  await insertModels(app.db);
  await insertGames(app.db, handFixture(now));
});
afterAll(async () => close());

async function rows(query: string): Promise<AggregatedResultRow[]> {
  const res = await app.inject({ method: 'GET', url: `/api/total-results${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return totalResultsResponseSchema.parse(res.json()).rows;
}

const alphaMoneyline = (list: AggregatedResultRow[]) =>
  list.find((r) => r.modelId === 'alpha' && r.sport === 'nba')?.moneylineBets;

/** Rows the database sent for each prepared read while `fn` ran. */
async function rowsRead(db: Db, fn: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(db, 'prepared');
  try {
    await fn();
    return await Promise.all(
      spy.mock.results.map(
        async (r) =>
          ((await r.value) as { rows: { present?: boolean }[] }).rows.filter((x) => x.present)
            .length,
      ),
    );
  } finally {
    spy.mockRestore();
  }
}

describe('kept Total Results answers', () => {
  it('serves the same answer again without reading the rows while nothing changed', async () => {
    const first = await rows(`?date=${d1}`);
    expect(first.length).toBe(6);
    const read = await rowsRead(app.db, async () =>
      expect(await rows(`?date=${d1}`)).toEqual(first),
    );
    expect(read).toEqual([0]);
  });

  it('answers anew once a game of that date changes', async () => {
    expect(alphaMoneyline(await rows(`?date=${d1}&sport=nba`))).toMatchObject({
      wins: 3,
      total: 3,
    });
    // g1: alpha picked Home with a Bet-sized margin; the home side now loses.
    await app.db.query('UPDATE matchups SET home_score = 90 WHERE id = $1', ['g1']);
    expect(alphaMoneyline(await rows(`?date=${d1}&sport=nba`))).toMatchObject({
      wins: 2,
      total: 3,
    });
    expect(alphaMoneyline(await rows(`?date=${d1}`))).toMatchObject({ wins: 2, total: 3 });
  });

  it('answers anew when another instance refreshed the slice first', async () => {
    const before = alphaMoneyline(await rows(`?date=${d1}`));
    // Another instance: the same database behind another handle, with answers of its own.
    const other: Db = { ...app.db };
    await app.db.query('UPDATE matchups SET home_score = 130 WHERE id = $1', ['g1']);
    const seenByOther = totalResultsResponseSchema.parse(
      JSON.parse(await totalResultsJson(other, { sport: null, date: d1 })),
    ).rows;
    expect(alphaMoneyline(seenByOther)).toMatchObject({ wins: (before?.wins ?? 0) + 1, total: 3 });
    // The roll-up is no longer dirty here: only the slice's generation tells this instance.
    expect(
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM results_dirty')).rows[0]
        ?.n,
    ).toBe(0);
    expect(alphaMoneyline(await rows(`?date=${d1}`))).toEqual(alphaMoneyline(seenByOther));
  });

  it('keeps serving a date when only another date changed', async () => {
    const kept = await rows(`?date=${d1}`);
    await rows(`?date=${d2}`);
    await app.db.query(
      `UPDATE matchups SET home_score = home_score + 1 WHERE game_date = $1::date`,
      [d2],
    );
    const read = await rowsRead(app.db, async () =>
      expect(await rows(`?date=${d1}`)).toEqual(kept),
    );
    // The dirty d2 slice is refreshed on the way, and d1's rows are still not read.
    expect(read.every((n) => n === 0)).toBe(true);
    const changed = await rowsRead(app.db, () => rows(`?date=${d2}`));
    expect(changed.some((n) => n > 0)).toBe(true);
  });

  it('keeps at most KEPT_ANSWERS answers, dropping the least recently used', async () => {
    await rows(`?date=${d1}`);
    // KEPT_ANSWERS other dates and sports push d1 out…
    for (let i = 0; i < KEPT_ANSWERS; i++) await rows(`?date=${daysAgo(100 + i, now)}`);
    expect(await rowsRead(app.db, () => rows(`?date=${d1}`))).toEqual([6]);
    // …while one in use stays.
    for (let i = 0; i < KEPT_ANSWERS - 1; i++) {
      await rows(`?date=${daysAgo(400 + i, now)}`);
      if (i % 50 === 0) await rows(`?date=${d1}`);
    }
    expect(await rowsRead(app.db, () => rows(`?date=${d1}`))).toEqual([0]);
  });
});
