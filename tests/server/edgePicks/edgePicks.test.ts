import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, easternDate } from '@domain/rules/dates';
import { edgeRecord } from '@domain/pricing/edgeRecord';
import { clvPoints } from '@domain/rules/figures';
import type { AiResult } from '@domain/contracts/matchup';
import { americanToDecimal } from '@domain/rules/odds';
import { consensusForMatchup } from '@domain/pricing/consensus';
import { publishLabelled } from '../../../server/edgePicks/repository';
import type { FeedMatchup } from '../../../server/matchups/types';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

const START = new Date(Date.now() + 3 * 3_600_000);
const book = (key: string, title: string, home: number, away: number) => ({
  book: key,
  title,
  homeMoneyLine: home,
  awayMoneyLine: away,
  homeSpread: -3.5,
  awaySpread: 3.5,
  homeSpreadPrice: -110,
  awaySpreadPrice: -110,
  totalPoints: 221.5,
  overPrice: -110,
  underPrice: -110,
});
const report = (extra: Partial<FeedMatchup> = {}): FeedMatchup => ({
  provider: 'test',
  providerId: 'edge-1',
  sport: 'nba',
  awayTeam: 'Boston Celtics',
  homeTeam: 'Miami Heat',
  startsAt: START,
  lines: {
    homeMoneyLine: -150,
    awayMoneyLine: 130,
    homeSpread: -3.5,
    awaySpread: 3.5,
    totalPoints: 221.5,
  },
  books: [
    book('pinnacle', 'Pinnacle', -150, 130),
    // Home at -130 against a fair 58%: +2.6%, at least +1.5% on every defensible fair line — a Bet at FanDuel.
    book('fanduel', 'FanDuel', -130, 110),
    book('draftkings', 'DraftKings', -155, 130),
  ],
  ...extra,
});
// One AI model that agrees with the market (its weight is 0): the fair line is Pinnacle's.
const result = (matchupId: string): AiResult => ({
  matchupId,
  promptId: 'elo',
  predictedWinner: 'Home',
  confidence: 58,
  homeScore: 110,
  awayScore: 106,
  markets: {
    moneyline: { pick: 'Home', probability: 0.58, push: 0, anchor: { model: 0.7, weight: 0 } },
  },
});

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('published picks (GET /api/edge-picks)', () => {
  it('publishes a labelled side once at the price and book its card showed, grades it at that price, and measures its CLV at the close', async () => {
    const [added] = await app.matchups.publisher.publish([report()]);
    const row = added!.row;
    const wire = await app.matchups.store.toWireOne(row);
    const aiResults = [result(row.id)];
    const card = { ...wire, aiResults, aiConsensus: consensusForMatchup(wire, aiResults) };
    const shown = card.aiConsensus?.moneyline;
    expect(shown).toMatchObject({ pick: 'Home', recommendation: 'Bet' });
    expect(shown?.bestPrice).toMatchObject({ book: 'fanduel', price: -130 });

    const record = async () =>
      (await app.inject({ method: 'GET', url: '/api/edge-picks?limit=0' })).json<unknown>();
    expect(await record()).toMatchObject({ open: 0, summary: { bets: 0 } });

    const now = new Date();
    expect(await publishLabelled(app.db, card, 'live', now)).toBe(1);
    // The record kept for the filter follows the new pick.
    expect(await record()).toMatchObject({ open: 1, summary: { bets: 0 } });
    // Append-only: the same side is not published again, whatever its card says later.
    expect(await publishLabelled(app.db, card, 'live', now)).toBe(0);
    await expect(app.db.query(`UPDATE edge_picks SET price = 100`)).rejects.toThrow(
      /cannot change/,
    );

    let body = (await app.inject({ method: 'GET', url: '/api/edge-picks' })).json();
    expect(body.picks).toHaveLength(1);
    const pick = body.picks[0];
    expect(pick).toMatchObject({
      market: 'moneyline',
      side: 'Home',
      book: 'fanduel',
      bookTitle: 'FanDuel',
      price: -130,
      label: 'Bet',
      origin: 'live',
      result: null,
    });
    expect(pick.edge).toBeCloseTo(shown!.edge!, 6);
    expect(pick.fairProbability).toBeCloseTo(shown!.fairProbability!, 6);
    expect(body.open).toBe(1);
    expect(body.tooSmall).toBe(true);

    // The game starts (the close is read from the books then), then ends 112-104.
    await app.matchups.publisher.publish([
      report({
        observedAt: new Date(START.getTime() + 60_000),
        books: [book('pinnacle', 'Pinnacle', -170, 150), book('fanduel', 'FanDuel', -165, 140)],
      }),
    ]);
    expect(await app.edgePicks.close(new Date(START.getTime() + 60_000))).toBe(1);
    await app.matchups.publisher.publish([
      report({
        observedAt: new Date(START.getTime() + 3 * 3_600_000),
        status: 'FINAL',
        homeScore: 112,
        awayScore: 104,
      }),
    ]);
    await app.edgePicks.grade();

    body = (
      await app.inject({ method: 'GET', url: '/api/edge-picks?market=moneyline&label=Bet' })
    ).json();
    const graded = body.picks[0];
    expect(graded.result).toBe('won');
    expect(graded.units).toBeCloseTo(americanToDecimal(-130) - 1, 4);
    // Pinnacle's books froze at the start (the first report's -150/+130): the close it is read at.
    const q1 = 150 / 250;
    const q2 = 100 / 230;
    const closing = q1 / (q1 + q2);
    expect(graded.closingFair).toBeCloseTo(closing, 4);
    expect(graded.clv).toBeCloseTo(clvPoints(-130, closing), 2);
    // The summary recomputes from the picks.
    expect(body.summary).toEqual(edgeRecord('all', body.picks));
    expect(body.summary).toMatchObject({ bets: 1, wins: 1, losses: 0, pushes: 0, risked: 1 });
    expect(body.open).toBe(0);
    // And the grading.
    expect(await record()).toMatchObject({ open: 0, summary: { bets: 1, wins: 1 } });
  });

  it("narrows to a day's games (date=) and lists fewer picks (limit=) with the summary of them all", async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/edge-picks' })).json();
    const day = easternDate(START);
    const onDay = (await app.inject({ method: 'GET', url: `/api/edge-picks?date=${day}` })).json();
    expect(onDay.picks.map((p: { id: string }) => p.id)).toEqual(
      all.picks.map((p: { id: string }) => p.id),
    );
    const other = (
      await app.inject({ method: 'GET', url: `/api/edge-picks?date=${addDays(day, 2)}` })
    ).json();
    expect(other.picks).toEqual([]);
    expect(other.summary.bets).toBe(0);
    const none = (await app.inject({ method: 'GET', url: '/api/edge-picks?limit=0' })).json();
    expect(none.picks).toEqual([]);
    expect(none.summary).toEqual(all.summary);
  });

  it('answers 400 problem details for an unknown filter', async () => {
    for (const q of [
      'sport=cricket',
      'market=props',
      'label=Hammer',
      'period=forever',
      'date=2025-02-30',
      'limit=-1',
      'limit=many',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/edge-picks?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
