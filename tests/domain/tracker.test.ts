import { describe, expect, it } from 'vitest';
import {
  bankrollSeries,
  byMarket,
  byMonth,
  bySport,
  moneyCents,
  summarizeTracked,
  trackerMarket,
  type TrackedBet,
} from '@domain/rules/tracker';

const bet = (over: Partial<TrackedBet>): TrackedBet => ({
  status: 'pending',
  units: 1,
  profit: null,
  clv: null,
  sport: 'nba',
  betMode: 'single',
  betType: 'MoneyLine',
  createdAt: '2026-11-01T18:00:00.000Z',
  gradedAt: null,
  ...over,
});

// $50 a unit.
const UNIT = 5000;
const BETS: TrackedBet[] = [
  // +150 win on 2u: +3u, placed Oct 31 evening Eastern (Nov 1 UTC), graded Nov 1.
  bet({
    status: 'win',
    units: 2,
    profit: 3,
    clv: 2.5,
    createdAt: '2026-11-01T01:00:00.000Z',
    gradedAt: '2026-11-01T04:00:00.000Z',
  }),
  // -110 spread loss on 1u.
  bet({
    status: 'loss',
    units: 1,
    profit: -1,
    clv: -1,
    betType: 'Spread',
    sport: 'nfl',
    createdAt: '2026-11-02T17:00:00.000Z',
    gradedAt: '2026-11-02T21:00:00.000Z',
  }),
  // A teaser push.
  bet({
    status: 'push',
    units: 1,
    profit: 0,
    betMode: 'teaser',
    betType: null,
    createdAt: '2026-11-03T17:00:00.000Z',
    gradedAt: '2026-11-03T20:00:00.000Z',
  }),
  // Open: counted as placed and pending, in no figure.
  bet({
    status: 'pending',
    units: 5,
    betMode: 'parlay',
    betType: null,
    createdAt: '2026-11-04T17:00:00.000Z',
  }),
];

describe('the bet tracker (docs/product.md §9 "Bet tracker")', () => {
  it('sums units and money at the unit size; ROI over graded stakes; CLV from figures.ts', () => {
    const s = summarizeTracked(BETS, UNIT);
    expect(s).toMatchObject({ placed: 4, wins: 1, losses: 1, pushes: 1, pending: 1, graded: 3 });
    expect(s.units).toBe(2);
    expect(s.risked).toBe(4);
    expect(s.moneyCents).toBe(10_000);
    expect(s.roi).toBe(50);
    expect(s.winRate).toBe(50);
    expect(s.meanClv).toBe(0.75);
    expect(s.beatClose).toBe(50);
  });

  it('has no ROI, win rate or CLV with nothing graded (never 0%)', () => {
    const s = summarizeTracked([bet({})], UNIT);
    expect(s).toMatchObject({
      roi: null,
      winRate: null,
      meanClv: null,
      beatClose: null,
      moneyCents: 0,
    });
  });

  it('money is units × unit size in whole cents', () => {
    expect(moneyCents(0.9091, 10_000)).toBe(9091);
    expect(moneyCents(-1, 2550)).toBe(-2550);
    expect(moneyCents(0, 100)).toBe(0);
  });

  it('groups by sport (product order), market and month in the account zone', () => {
    expect(bySport(BETS, UNIT).map((g) => [g.label, g.units])).toEqual([
      ['NFL', -1],
      ['NBA', 3],
    ]);
    expect(byMarket(BETS, UNIT).map((g) => [g.label, g.placed, g.roi])).toEqual([
      ['Moneyline', 1, 150],
      ['Spread', 1, -100],
      ['Parlay', 1, null],
      ['Teaser', 1, 0],
    ]);
    // 01:00 UTC on Nov 1 is Oct 31 in New York, Nov 1 in London.
    expect(byMonth(BETS, UNIT, 'America/New_York').map((g) => [g.label, g.placed])).toEqual([
      ['November 2026', 3],
      ['October 2026', 1],
    ]);
    expect(byMonth(BETS, UNIT, 'Europe/London').map((g) => [g.label, g.placed])).toEqual([
      ['November 2026', 4],
    ]);
  });

  it('reads a single market from its bet type, an old total from Over/Under', () => {
    expect(trackerMarket({ betMode: 'single', betType: 'Total' })).toBe('total');
    expect(trackerMarket({ betMode: 'single', team: 'Under' })).toBe('total');
    expect(trackerMarket({ betMode: 'single' })).toBe('single');
    expect(trackerMarket({ betMode: 'parlay', betType: null })).toBe('parlay');
  });

  it('the bankroll starts at the first bet and moves by the money of each bet when graded', () => {
    const series = bankrollSeries(BETS, 100_000, UNIT);
    expect(series.map((p) => [p.at, p.bankrollCents, p.changeCents])).toEqual([
      ['2026-11-01T01:00:00.000Z', 100_000, 0],
      ['2026-11-01T04:00:00.000Z', 115_000, 15_000],
      ['2026-11-02T21:00:00.000Z', 110_000, -5_000],
      ['2026-11-03T20:00:00.000Z', 110_000, 0],
    ]);
    // The last point is the starting bankroll plus the money won the summary shows.
    expect(series.at(-1)?.bankrollCents).toBe(100_000 + summarizeTracked(BETS, UNIT).moneyCents);
  });

  it('orders points by grading time, not placing time; no bets, no series', () => {
    const late = bet({
      status: 'win',
      profit: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      gradedAt: '2026-11-05T00:00:00.000Z',
    });
    const early = bet({
      status: 'loss',
      profit: -1,
      createdAt: '2026-11-02T00:00:00.000Z',
      gradedAt: '2026-11-03T00:00:00.000Z',
    });
    expect(bankrollSeries([late, early], 0, 100).map((p) => p.bankrollCents)).toEqual([0, -100, 0]);
    expect(bankrollSeries([], 0, 100)).toEqual([]);
  });
});
