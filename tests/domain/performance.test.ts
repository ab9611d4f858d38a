import { describe, expect, it } from 'vitest';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import {
  EMPTY_BET_TOTALS,
  addBet,
  aiBets,
  bestSport,
  betPickText,
  betStats,
  betUnits,
  confidenceBand,
  matchupLabel,
  periodStart,
  validPrice,
  type BetTotals,
} from '@domain/rules/performance';
import type { MarketPerformance } from '@domain/contracts/performance';
import { cumulativeSeries, modelInsights, summarizeAiBets } from '@domain/rules/performanceSummary';
import { modelRecord } from '@domain/rules/aiModels';

const game = (over: Partial<Matchup> = {}): Matchup => ({
  id: 'm1',
  sport: 'nba',
  homeTeam: 'Lakers',
  awayTeam: 'Celtics',
  homeScore: 110,
  awayScore: 100,
  homeSpread: -5.5,
  awaySpread: 5.5,
  totalPoints: 205.5,
  homeMoneyLine: -250,
  awayMoneyLine: 200,
  status: 'FINAL',
  date: '2026-03-01',
  ...over,
});
const res = (homeScore: number, awayScore: number, over: Partial<AiResult> = {}): AiResult => ({
  matchupId: 'm1',
  promptId: 'elo',
  predictedWinner: homeScore >= awayScore ? 'Home' : 'Away',
  homeScore,
  awayScore,
  confidence: 70,
  ...over,
});

describe('periodStart', () => {
  it.each([
    ['7d', '2026-03-10', '2026-03-04'],
    ['30d', '2026-03-10', '2026-02-09'],
    ['90d', '2026-03-01', '2025-12-02'],
    ['ytd', '2026-03-10', '2026-01-01'],
    ['all', '2026-03-10', null],
  ] as const)('%s ending %s starts %s', (period, today, start) => {
    expect(periodStart(period, today)).toBe(start);
  });
});

describe('prices and units', () => {
  it('accepts only lines that can be bet', () => {
    expect(validPrice(-110)).toBe(-110);
    expect(validPrice(100)).toBe(100);
    expect(validPrice(50)).toBeNull();
    expect(validPrice(null)).toBeNull();
    expect(validPrice(Number.NaN)).toBeNull();
  });
  it('pays the price on a win, costs a unit on a loss, nothing on a push', () => {
    expect(betUnits('win', 150)).toBeCloseTo(1.5);
    expect(betUnits('win', -110)).toBeCloseTo(0.909, 3);
    expect(betUnits('loss', 150)).toBe(-1);
    expect(betUnits('push', -110)).toBe(0);
    expect(betUnits('pending', -110)).toBe(0);
  });
  it('bands confidence at the default 75', () => {
    expect(confidenceBand(75)).toBe('High');
    expect(confidenceBand(74.9)).toBe('Medium');
    expect(confidenceBand(null)).toBe('High');
  });
});

describe('aiBets', () => {
  it('makes a Bet per market whose edge reaches the bet minimum, graded against the final score', () => {
    // Margin 12 (ML bet), cover 6.5 (spread bet), total 218 vs 205.5 (Over bet).
    expect(aiBets(game(), res(115, 103))).toEqual([
      {
        betType: 'moneyline',
        side: 'Home',
        price: -250,
        priceAssumed: false,
        outcome: 'win',
        units: expect.closeTo(0.4) as number,
      },
      {
        betType: 'spread',
        side: 'Home',
        price: -110,
        priceAssumed: true,
        outcome: 'win',
        units: expect.closeTo(0.909, 3) as number,
      },
      {
        betType: 'over',
        side: 'Over',
        price: -110,
        priceAssumed: true,
        outcome: 'win',
        units: expect.closeTo(0.909, 3) as number,
      },
    ]);
  });
  it('skips leans, unpriced moneylines and missing totals', () => {
    expect(aiBets(game(), res(108, 100))).toEqual([]);
    const bets = aiBets(game({ awayMoneyLine: null, totalPoints: null }), res(80, 100));
    expect(bets.map((b) => `${b.betType}:${b.side}:${b.outcome}`)).toEqual(['spread:Away:loss']);
  });
  it('finds an Under bet and leaves ungraded games pending', () => {
    const bets = aiBets(
      game({ status: 'NOTFINISHED', homeScore: null, awayScore: null }),
      res(95, 90),
    );
    expect(bets.map((b) => `${b.betType}:${b.outcome}:${b.units}`)).toEqual(['under:pending:0']);
  });
});

describe('text', () => {
  it('names picks and matchups', () => {
    const m = game();
    expect(betPickText(m, 'moneyline', 'Away')).toBe('Celtics ML');
    expect(betPickText(m, 'spread', 'Home')).toBe('Lakers -5.5');
    expect(betPickText(m, 'spread', 'Away')).toBe('Celtics +5.5');
    expect(betPickText(m, 'over', 'Over')).toBe('Over 205.5');
    expect(betPickText({ ...m, totalPoints: null }, 'under', 'Under')).toBe('Under');
    expect(matchupLabel('Celtics', null)).toBe('Celtics @ Home Team');
  });
});

describe('statistics', () => {
  const totals = (
    wins: number,
    losses: number,
    pushes: number,
    units: number,
    decimalOdds: number,
  ): BetTotals => ({
    wins,
    losses,
    pushes,
    units,
    decimalOdds,
  });
  it('computes win rate (pushes apart), ROI over units risked, units and the average price', () => {
    let t = EMPTY_BET_TOTALS;
    t = addBet(t, { outcome: 'win', price: 150, units: 1.5 });
    t = addBet(t, { outcome: 'push', price: -110, units: 0 });
    t = addBet(t, { outcome: 'loss', price: -110, units: -1 });
    t = addBet(t, { outcome: 'pending', price: -110, units: 0 });
    expect(betStats(t)).toEqual({
      totalBets: 3,
      wins: 1,
      losses: 1,
      pushes: 1,
      winRate: 50,
      roi: 16.7,
      units: 0.5,
      avgOdds: 111,
    });
    expect(betStats(EMPTY_BET_TOTALS)).toMatchObject({
      totalBets: 0,
      winRate: null,
      roi: null,
      avgOdds: null,
    });
    // 55-36-3: 60.4% (a push is neither a win nor a loss), not 58.5%.
    let r = EMPTY_BET_TOTALS;
    for (let i = 0; i < 55; i++) r = addBet(r, { outcome: 'win', price: -110, units: 0.91 });
    for (let i = 0; i < 36; i++) r = addBet(r, { outcome: 'loss', price: -110, units: -1 });
    for (let i = 0; i < 3; i++) r = addBet(r, { outcome: 'push', price: -110, units: 0 });
    expect(betStats(r)).toMatchObject({ wins: 55, losses: 36, pushes: 3, winRate: 60.4 });
    // Pushes alone decide nothing: no win rate.
    expect(
      betStats(addBet(EMPTY_BET_TOTALS, { outcome: 'push', price: -110, units: 0 })).winRate,
    ).toBeNull();
  });
  it('picks the best sport by units, then win rate, then name', () => {
    expect(bestSport(new Map())).toBeNull();
    expect(bestSport(new Map([['nba', totals(0, 0, 0, 0, 0)]]))).toBeNull();
    expect(
      bestSport(
        new Map([
          ['nba', totals(1, 1, 0, 1, 4)],
          ['nhl', totals(2, 0, 0, 2, 4)],
        ]),
      ),
    ).toBe('nhl');
    expect(
      bestSport(
        new Map([
          ['nba', totals(1, 1, 0, 1, 4)],
          ['nhl', totals(2, 1, 0, 1, 6)],
        ]),
      ),
    ).toBe('nhl');
    expect(
      bestSport(
        new Map([
          ['nhl', totals(1, 0, 0, 1, 2)],
          ['mlb', totals(1, 0, 0, 1, 2)],
        ]),
      ),
    ).toBe('mlb');
  });
  it('writes insights for markets with bets', () => {
    const card = (
      betType: MarketPerformance['betType'],
      units: number,
      totalBets: number,
    ): MarketPerformance => ({
      betType,
      totalBets,
      wins: totalBets,
      losses: 0,
      pushes: 0,
      winRate: 100,
      roi: 0,
      units,
      avgOdds: -110,
      bestSport: 'nba',
    });
    expect(
      modelInsights([card('spread', 1.82, 2), card('under', -1, 0), card('over', -1, 1)]),
    ).toEqual([
      { title: 'Spread bets', stats: '2-0-0, 100% win rate, +1.82 units' },
      { title: 'Over bets', stats: '1-0-0, 100% win rate, -1 units' },
    ]);
  });
  it('records straight-up picks', () => {
    expect(modelRecord(2, 1, 1)).toEqual({
      wins: 2,
      losses: 1,
      pushes: 1,
      picks: 4,
      winRate: 66.7,
    });
    expect(modelRecord(55, 36, 3).winRate).toBe(60.4);
    expect(modelRecord(0, 0, 0).winRate).toBeNull();
  });
});

describe('summarizeAiBets', () => {
  it('sums graded bets per market, date, model, sport and source', () => {
    const a = game({ aiResults: [res(115, 103), res(108, 100, { promptId: 'power' })] });
    const b = game({
      id: 'm2',
      date: '2026-02-28',
      sport: 'nhl',
      homeScore: 2,
      awayScore: 3,
      homeSpread: -1.5,
      awaySpread: 1.5,
      totalPoints: 5.5,
      homeMoneyLine: -150,
      awayMoneyLine: 130,
      aiResults: [res(4, 1, { matchupId: 'm2' })],
    });
    const s = summarizeAiBets([a, b], (r) => (r.matchupId === 'm2' ? 'history' : 'live'));
    expect(s.markets.map((m) => `${m.betType}:${m.wins}-${m.losses}:${m.bestSport}`)).toEqual([
      'moneyline:1-1:nba',
      'spread:1-1:nba',
      'over:1-0:nba',
      'under:0-0:null',
    ]);
    expect(s.series.map((p) => p.date)).toEqual(['2026-02-28', '2026-03-01']);
    expect(s.series[0]).toMatchObject({ moneyline: -1, spread: -1 });
    expect(s.sources).toEqual({ live: 3, history: 2, demo: 0 });
    expect(s.models.get('elo')?.stats).toMatchObject({ totalBets: 5, wins: 3 });
    expect(s.models.has('power')).toBe(false);
    expect(summarizeAiBets([]).series).toEqual([]);
  });
  it('leaves days with only pending bets out of the series', () => {
    expect(
      cumulativeSeries(
        new Map([
          [
            '2026-01-01',
            {
              moneyline: EMPTY_BET_TOTALS,
              spread: EMPTY_BET_TOTALS,
              over: EMPTY_BET_TOTALS,
              under: EMPTY_BET_TOTALS,
            },
          ],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('AI bets at the price of the pick', () => {
  it('grades spreads and totals at their posted prices (puck lines at their own), and baselines make none', () => {
    const m = game({
      sport: 'nhl',
      homeScore: 4,
      awayScore: 2,
      homeSpread: -1.5,
      awaySpread: 1.5,
      homeSpreadPrice: 165,
      awaySpreadPrice: -190,
      totalPoints: 5.5,
      overPrice: -125,
      underPrice: 105,
    });
    const bets = aiBets(m, res(6, 2.5));
    const spread = bets.find((b) => b.betType === 'spread');
    expect(spread).toMatchObject({ side: 'Home', price: 165, priceAssumed: false, outcome: 'win' });
    expect(spread?.units).toBeCloseTo(1.65, 6);
    const under = aiBets(m, res(1.5, 0.5));
    expect(under.find((b) => b.betType === 'under')).toMatchObject({
      price: 105,
      priceAssumed: false,
      outcome: 'loss',
      units: -1,
    });
    expect(aiBets(m, res(6, 2.5, { promptId: 'market' }))).toEqual([]);
  });
});

describe('average odds ("Avg Odds -11")', () => {
  it('averages prices through decimal odds and converts back to American', () => {
    let t = EMPTY_BET_TOTALS;
    for (const price of [-110, -110, -110, 150])
      t = addBet(t, { outcome: 'loss', price, units: -1 });
    // Decimal mean (3 × 1.909 + 2.5) / 4 = 2.057 → +106; never a number inside (-100, 100).
    expect(betStats(t).avgOdds).toBe(106);
    let fav = EMPTY_BET_TOTALS;
    for (const price of [-110, -110, -120])
      fav = addBet(fav, { outcome: 'win', price, units: 0.9 });
    expect(betStats(fav).avgOdds).toBe(-113);
  });
});
