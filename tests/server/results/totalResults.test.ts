import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalResultsResponseSchema } from '@domain/contracts/performance';
import { aggregateResults, type RecordKey } from '@domain/rules/records';
import type { AggregatedResultRow } from '@domain/contracts/records';
import { BAD_DATE, BAD_SPORT, MISSING_DATE } from '@domain/contracts/resultsQuery';
import { testApp } from '../helpers';
import { daysAgo, handFixture, insertGames, insertModels } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;
const now = new Date();
const d1 = daysAgo(2, now);
const d2 = daysAgo(20, now);
const fixture = handFixture(now);

beforeAll(async () => {
  ({ app, close } = await testApp());
  await app.predictions.settled();
  await insertModels(app.db);
  await insertGames(app.db, fixture);
});
afterAll(async () => close());

async function rows(query: string): Promise<AggregatedResultRow[]> {
  const res = await app.inject({ method: 'GET', url: `/api/total-results${query}` });
  expect(res.statusCode).toBe(200);
  return totalResultsResponseSchema.parse(res.json()).rows;
}

type Expected = Partial<Record<RecordKey, [number, number]>>;
function expectRow(
  list: AggregatedResultRow[],
  model: string,
  sport: string,
  date: string,
  expected: Expected,
) {
  const row = list.find((r) => r.modelId === model && r.sport === sport && r.date === date);
  expect(row, `${model}/${sport}/${date}`).toBeDefined();
  for (const [key, value] of Object.entries(row ?? {})) {
    if (typeof value !== 'object') continue;
    const [wins, total] = expected[key as RecordKey] ?? [0, 0];
    expect(value, `${model}/${sport}/${date} ${key}`).toMatchObject({ wins, total });
  }
}

describe('GET /api/total-results', () => {
  it('classifies and counts every AI result as computed by hand', async () => {
    const list = await rows(`?date=${d1}`);
    // g1 all three markets Bet and won; g2 ML Lean won, spread Bet and Over Lean pushed (losses);
    // g3 ML and spread Bets won, no total line; g4 unfinished; g9 ML, spread, Over Bets won.
    expectRow(list, 'alpha', 'nba', d1, {
      moneylineLeans: [1, 1],
      overLeans: [0, 1],
      moneylineBets: [3, 3],
      spreadBets: [3, 4],
      overBets: [2, 2],
      consensusBets: [2, 2],
      razorBets: [1, 1],
      totalLeans: [1, 2],
      totalBets: [8, 9],
    });
    // g1 ML and spread Bets won, Over Lean won; g2 Away ML Bet lost (Razor too), spread pushed,
    // Over Lean pushed; g3 Home spread Bet lost; g5 has no away score; g11 is a Lean (8.99…).
    expectRow(list, 'beta', 'nba', d1, {
      moneylineLeans: [1, 1],
      overLeans: [1, 2],
      moneylineBets: [1, 2],
      spreadBets: [1, 3],
      consensusBets: [1, 1],
      razorBets: [0, 1],
      totalLeans: [2, 3],
      totalBets: [2, 5],
    });
    expectRow(list, 'gamma', 'nba', d1, {
      moneylineBets: [1, 1],
      spreadBets: [1, 2],
      consensusBets: [1, 1],
      razorBets: [1, 1],
      totalBets: [2, 3],
    });
    expectRow(list, 'alpha', 'nhl', d1, {
      moneylineBets: [1, 1],
      spreadLeans: [0, 1],
      totalLeans: [0, 1],
      totalBets: [1, 1],
    });
    expectRow(list, 'beta', 'nhl', d1, {
      moneylineLeans: [1, 1],
      spreadLeans: [0, 1],
      totalLeans: [1, 2],
    });
    // A tie: the moneyline Lean pushes, which counts as a loss.
    expectRow(list, 'gamma', 'nfl', d1, { moneylineLeans: [0, 1], totalLeans: [0, 1] });
    expect(list).toHaveLength(6);
    expect(list.map((r) => `${r.sport}/${r.modelId}`)).toEqual([
      'nba/alpha',
      'nba/beta',
      'nba/gamma',
      'nfl/gamma',
      'nhl/alpha',
      'nhl/beta',
    ]);
    expect(list.find((r) => r.modelId === 'alpha')?.modelName).toBe('Alpha');
  });

  it('equals the domain aggregateResults over the same games, date by date and sport by sport', async () => {
    const expected = aggregateResults(fixture);
    const dates = [...new Set(fixture.map((g) => g.date ?? ''))];
    expect(dates.length).toBeGreaterThanOrEqual(3);
    for (const date of dates) {
      const ofDate = expected.filter((r) => r.date === date);
      expect(ofDate.length).toBeGreaterThan(0);
      expect(await rows(`?date=${date}`)).toEqual(ofDate);
      expect(await rows(`?sport=all&date=${date}`)).toEqual(ofDate);
      expect(await rows(`?sport=nba&date=${date}`)).toEqual(
        ofDate.filter((r) => r.sport === 'nba'),
      );
      expect(await rows(`?sport=NBA&date=${date}`)).toEqual(
        ofDate.filter((r) => r.sport === 'nba'),
      );
    }
  });

  it('keeps a row for a model whose picks are all pending', async () => {
    const list = await rows(`?date=${daysAgo(-1, now)}`);
    expectRow(list, 'alpha', 'nba', daysAgo(-1, now), {});
  });

  it('answers the requested date only', async () => {
    const list = await rows(`?date=${d2}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.date === d2)).toBe(true);
  });

  it('answers an empty list for a day without results', async () => {
    expect(await rows(`?date=${daysAgo(5, now)}&sport=mlb`)).toEqual([]);
  });

  it.each([
    ['?sport=cricket', 'sport', BAD_SPORT],
    ['?sport=nba&sport=nhl', 'sport', BAD_SPORT],
    ['?date=2025-02-30', 'date', BAD_DATE],
    ['?date=yesterday', 'date', BAD_DATE],
    ['?date=2025-02-01&date=2025-02-02', 'date', BAD_DATE],
    ['', 'date', MISSING_DATE],
    ['?date=', 'date', MISSING_DATE],
    ['?sport=nba', 'date', MISSING_DATE],
  ])('refuses %s with a 400 problem', async (query, field, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/total-results${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 400,
      detail: message,
      errors: { [field]: [message] },
    });
  });
});
