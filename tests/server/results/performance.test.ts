import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiPerformanceResponseSchema,
  type AiPerformanceResponse,
} from '@domain/contracts/performance';
import { BAD_PERIOD, BAD_SPORT } from '@domain/contracts/resultsQuery';
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

async function performance(query: string): Promise<AiPerformanceResponse> {
  const res = await app.inject({ method: 'GET', url: `/api/ai-performance${query}` });
  expect(res.statusCode).toBe(200);
  return aiPerformanceResponseSchema.parse(res.json());
}

const card = (p: AiPerformanceResponse, betType: string) =>
  p.markets.find((m) => m.betType === betType);

describe('GET /api/ai-performance', () => {
  it('sums the graded AI bets of the last 7 days per market, as computed by hand', async () => {
    const p = await performance('?period=7d&sport=nba');
    expect(p).toMatchObject({
      period: '7d',
      sport: 'nba',
      from: daysAgo(6, now),
      to: daysAgo(0, now),
    });
    // Moneyline Bets with a price: alpha g1 (-250) and g3 (-180), beta g1 (-250), gamma g3 (-180)
    // won; beta g2 (+110) lost. alpha g9 has no price, so it is not a bet here.
    expect(card(p, 'moneyline')).toEqual({
      betType: 'moneyline',
      totalBets: 5,
      wins: 4,
      losses: 1,
      pushes: 0,
      winRate: 80,
      roi: 18.2,
      units: 0.91,
      avgOdds: -166,
      bestSport: 'nba',
    });
    // Spread Bets at -110: five won, two lost, two pushed (g2 on the number).
    expect(card(p, 'spread')).toEqual({
      betType: 'spread',
      totalBets: 9,
      wins: 5,
      losses: 2,
      pushes: 2,
      // 5-2-2: wins over wins and losses, pushes apart.
      winRate: 71.4,
      roi: 28.3,
      units: 2.55,
      avgOdds: -110,
      bestSport: 'nba',
    });
    expect(card(p, 'over')).toEqual({
      betType: 'over',
      totalBets: 2,
      wins: 2,
      losses: 0,
      pushes: 0,
      winRate: 100,
      roi: 90.9,
      units: 1.82,
      avgOdds: -110,
      bestSport: 'nba',
    });
    expect(card(p, 'under')).toEqual({
      betType: 'under',
      totalBets: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      winRate: null,
      roi: null,
      units: 0,
      avgOdds: null,
      bestSport: null,
    });
    expect(p.series).toEqual([{ date: d1, moneyline: 0.91, spread: 2.55, over: 1.82, under: 0 }]);
    expect(p.sources).toEqual({ live: 2, history: 14, demo: 0 });
  });

  it('accumulates units day by day over a longer period', async () => {
    const p = await performance('?period=30d&sport=nba');
    expect(p.series).toEqual([
      { date: d2, moneyline: 0.5, spread: 0.91, over: 0, under: 0 },
      { date: d1, moneyline: 1.41, spread: 3.45, over: 1.82, under: 0 },
    ]);
    expect(card(p, 'over')).toMatchObject({
      wins: 2,
      losses: 0,
      pushes: 1,
      totalBets: 3,
      winRate: 100,
    });
  });

  it('lists the most recent graded bets, a push as a 0-unit Loss, with the ledger source', async () => {
    const p = await performance('?period=7d&sport=nba');
    expect(p.recentBets).toHaveLength(16);
    expect(p.recentBets[0]).toEqual({
      id: 'g1:alpha:moneyline',
      date: d1,
      sport: 'nba',
      matchup: 'g1 Away @ g1 Home',
      modelId: 'alpha',
      modelName: 'Alpha',
      betType: 'moneyline',
      pick: 'g1 Home ML',
      odds: -250,
      oddsAssumed: false,
      result: 'Win',
      push: false,
      units: 0.4,
      source: 'history',
    });
    expect(p.recentBets.find((b) => b.id === 'g2:alpha:spread')).toMatchObject({
      pick: 'g2 Home -2',
      odds: -110,
      oddsAssumed: true,
      result: 'Loss',
      push: true,
      units: 0,
    });
    expect(p.recentBets.find((b) => b.id === 'g2:beta:moneyline')).toMatchObject({
      pick: 'g2 Away ML',
      odds: 110,
      oddsAssumed: false,
      result: 'Loss',
      push: false,
      units: -1,
    });
    expect(p.recentBets.find((b) => b.id === 'g9:alpha:over')).toMatchObject({
      pick: 'Over 190',
      source: 'live',
      units: 0.91,
    });
    expect(p.recentBets.some((b) => b.id === 'g9:alpha:moneyline')).toBe(false);
  });

  it('gives each model its summary, insights and upcoming bets', async () => {
    const p = await performance('?period=7d&sport=nba');
    const alpha = p.models.find((m) => m.modelId === 'alpha');
    expect(alpha).toMatchObject({
      modelName: 'Alpha',
      description: 'Alpha model',
      totalBets: 8,
      wins: 7,
      losses: 0,
      pushes: 1,
      winRate: 100,
      units: 5.5,
      roi: 68.8,
      bestSport: 'nba',
    });
    expect(alpha?.insights[0]).toEqual({
      title: 'Moneyline bets',
      stats: '2-0-0, 100% win rate, +0.96 units',
    });
    expect(alpha?.upcoming).toEqual([
      expect.objectContaining({
        id: 'g8:alpha:moneyline',
        pick: 'g8 Home ML',
        odds: -300,
        confidence: 'High',
        confidencePercent: 80,
      }),
      expect.objectContaining({
        id: 'g8:alpha:spread',
        pick: 'g8 Home -6',
        odds: -110,
        confidence: 'High',
      }),
    ]);
    expect(p.models.find((m) => m.modelId === 'gamma')).toMatchObject({
      totalBets: 3,
      wins: 2,
      losses: 1,
    });
  });

  it('adds the other sports for sport=all and keeps the best sport per market', async () => {
    const p = await performance('?period=7d');
    expect(card(p, 'moneyline')).toMatchObject({ totalBets: 6, wins: 5, bestSport: 'nba' });
    expect(p.sport).toBe('all');
  });

  it('covers every date for period=all (the default)', async () => {
    const p = await performance('');
    expect(p).toMatchObject({ period: 'all', from: null });
    expect(p.series.map((s) => s.date)).toEqual([d2, d1]);
  });

  it('answers empty cards for a period without bets', async () => {
    const p = await performance('?period=7d&sport=mlb');
    expect(p.markets.every((m) => m.totalBets === 0)).toBe(true);
    expect(p.series).toEqual([]);
    expect(p.recentBets).toEqual([]);
  });

  it.each([
    ['?period=week', 'period', BAD_PERIOD],
    ['?period=7d&period=30d', 'period', BAD_PERIOD],
    ['?sport=golf', 'sport', BAD_SPORT],
  ])('refuses %s with a 400 problem', async (query, field, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/ai-performance${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
  });
});
