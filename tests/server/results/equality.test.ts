/**
 * The SQL fast path against the domain's statement of the rules, on many random games: every
 * sport (and an unknown one), finished and unfinished statuses, missing scores, lines and
 * prices, predicted scores on a 0.1 grid so edges land on the thresholds.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiPerformanceResponseSchema,
  totalResultsResponseSchema,
  type MarketPerformance,
  type PerformancePoint,
} from '@domain/contracts/performance';
import { summarizeAiBets } from '@domain/rules/performanceSummary';
import { aggregateResults } from '@domain/rules/records';
import type { AggregatedResultRow } from '@domain/contracts/records';
import { testApp } from '../helpers';
import { daysAgo, insertGames, insertModels, randomFixture, type FixtureGame } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;
const now = new Date();
const dates = [daysAgo(1, now), daysAgo(3, now), daysAgo(40, now), daysAgo(400, now)];
let games: FixtureGame[];

beforeAll(async () => {
  ({ app, close } = await testApp());
  await app.predictions.settled();
  await insertModels(app.db);
  games = [...randomFixture(7, 160, dates), ...randomFixture(11, 160, dates)];
  await insertGames(app.db, games);
}, 120_000);
afterAll(async () => close());

const sourceOf = (g: FixtureGame[]) => {
  const map = new Map(
    g.flatMap((m) =>
      m.aiResults.map((r) => [`${r.matchupId}|${r.promptId}`, r.source ?? 'history'] as const),
    ),
  );
  return (r: { matchupId: string; promptId: string }) =>
    map.get(`${r.matchupId}|${r.promptId}`) ?? 'history';
};

function expectMarketsClose(actual: MarketPerformance[], expected: MarketPerformance[]) {
  const withoutUnits = (m: MarketPerformance) => ({ ...m, units: 0 });
  expect(actual.map(withoutUnits)).toEqual(expected.map(withoutUnits));
  actual.forEach((m, i) => expect(m.units).toBeCloseTo(expected[i]?.units ?? NaN, 1));
}

function expectSeriesClose(actual: PerformancePoint[], expected: PerformancePoint[]) {
  expect(actual.map((p) => p.date)).toEqual(expected.map((p) => p.date));
  actual.forEach((p, i) => {
    for (const k of ['moneyline', 'spread', 'over', 'under'] as const)
      expect(p[k]).toBeCloseTo(expected[i]?.[k] ?? NaN, 1);
  });
}

describe('SQL against the domain', () => {
  it('has edges on the thresholds and every kind of row in the fixture', () => {
    const results = games.flatMap((g) => g.aiResults);
    expect(results.length).toBeGreaterThan(600);
    const rows = aggregateResults(games);
    expect(
      rows.some((r) => r.consensusBets.total > 0 && r.razorBets.total > 0 && r.underBets.total > 0),
    ).toBe(true);
    expect(rows.some((r) => r.sport === 'xfl')).toBe(true);
  });

  it('gives the same Total Results rows as aggregateResults, for every filter', async () => {
    const expected: AggregatedResultRow[] = aggregateResults(games);
    const totalResults = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/total-results?${query}` });
      return totalResultsResponseSchema.parse(res.json()).rows;
    };
    for (const date of dates) {
      expect(await totalResults(`date=${date}`)).toEqual(expected.filter((r) => r.date === date));
      for (const sport of ['nba', 'nhl', 'nfl']) {
        expect(await totalResults(`sport=${sport}&date=${date}`)).toEqual(
          expected.filter((r) => r.sport === sport && r.date === date),
        );
      }
    }
  });

  it.each([
    ['all', null],
    ['30d', null],
    ['all', 'nba'],
    ['7d', 'mlb'],
  ] as const)(
    'gives the same AI performance as summarizeAiBets (period %s, sport %s)',
    async (period, sport) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/ai-performance?period=${period}${sport ? `&sport=${sport}` : ''}`,
      });
      const actual = aiPerformanceResponseSchema.parse(res.json());
      const inScope = games.filter(
        (g) =>
          (!sport || g.sport === sport) && (actual.from === null || (g.date ?? '') >= actual.from),
      );
      const expected = summarizeAiBets(inScope, sourceOf(games));
      expectMarketsClose(actual.markets, expected.markets);
      expectSeriesClose(actual.series, expected.series);
      expect(actual.sources).toEqual(expected.sources);
      if (period === 'all' && !sport) {
        // results_bets holds every AI bet one by one: its graded rows are the cards' bets.
        const { rows } = await app.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM results_bets WHERE outcome IS NOT NULL',
        );
        expect(rows[0]?.n).toBe(expected.markets.reduce((n, m) => n + m.totalBets, 0));
        expect(actual.recentBets).toHaveLength(20);
        expect(actual.recentBets[0]?.date).toBe(dates[0]);
      }
      for (const model of actual.models) {
        const own = expected.models.get(model.modelId);
        if (!own) {
          expect(model.totalBets).toBe(0);
          continue;
        }
        const { units, ...stats } = own.stats;
        expect(model).toMatchObject({ ...stats, bestSport: own.bestSport });
        expect(model.units).toBeCloseTo(units, 1);
        expectMarketsClose(model.markets, own.markets);
      }
    },
  );
});
