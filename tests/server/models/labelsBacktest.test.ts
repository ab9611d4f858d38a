import { describe, expect, it } from 'vitest';
import { edgeLabel } from '@domain/pricing/edgePricing';
import { kellyStake } from '@domain/pricing/priceFigures';
import { labelTable, priceBand } from '@domain/pricing/labelRecord';
import { americanToDecimal } from '@domain/rules/odds';
import type { OddsEvent, ScoreEvent } from '../../../server/feed/oddsApi/schemas';
import { backtestLabels } from '../../../server/models/labelsBacktest';

const at = '2019-09-08T17:00:00Z';
const h2h = (home: number, away: number) => ({
  key: 'h2h',
  outcomes: [
    { name: 'Home Team', price: home },
    { name: 'Away Team', price: away },
  ],
});
const book = (key: string, home: number, away: number) => ({
  key,
  title: key,
  last_update: '2019-09-08T16:50:00Z',
  markets: [h2h(home, away)],
});
const event = (id: string, books: OddsEvent['bookmakers']): OddsEvent => ({
  id,
  sport_key: 'americanfootball_nfl',
  commence_time: at,
  home_team: 'Home Team',
  away_team: 'Away Team',
  bookmakers: books,
});
const score = (id: string, home: number, away: number): ScoreEvent => ({
  id,
  sport_key: 'americanfootball_nfl',
  commence_time: at,
  completed: true,
  home_team: 'Home Team',
  away_team: 'Away Team',
  scores: [
    { name: 'Home Team', score: String(home) },
    { name: 'Away Team', score: String(away) },
  ],
  last_update: at,
});

describe('npm run backtest:labels: the live engine on recorded books', () => {
  // A book behind Pinnacle's -180/+150 has the favourite at -155: labelled on its low end (and
  // no arbitrage with Pinnacle's +150, nor a quote far enough off the fair line to be stale).
  const labelled = event('a', [book('pinnacle', -180, 150), book('lagging', -155, 130)]);
  // Two books whose best prices pay both sides: quotes not taken at one moment.
  const arbitrage = event('b', [
    book('pinnacle', -110, -100),
    book('one', 115, -140),
    book('two', -140, 120),
  ]);
  const run = backtestLabels(
    new Map([
      ['a', labelled],
      ['b', arbitrage],
    ]),
    new Map([
      ['a', score('a', 24, 17)],
      ['b', score('b', 20, 10)],
    ]),
    // One named devig method (DEVIG_METHOD): the range is the four methods', not a fitted league's.
    { pricing: { sharpBooks: ['pinnacle'], method: 'multiplicative' } },
  );

  it('bets each labelled side at its card’s price and stake, graded', () => {
    expect(run.events).toBe(2);
    expect(run.bets).toHaveLength(1);
    const bet = run.bets[0]!;
    expect(bet).toMatchObject({ game: 'a', market: 'moneyline', side: 'Home', book: 'lagging' });
    expect(bet.price).toBe(-155);
    expect(bet.result).toBe('won');
    expect(bet.label).toBe(edgeLabel(bet.edgeLow));
    expect(bet.edgeLow).toBeLessThanOrEqual(bet.edge);
    expect(bet.edge).toBeLessThanOrEqual(bet.edgeHigh);
    expect(bet.stake).toBe(kellyStake(bet.edgeLow, -155));
  });

  it('leaves out and counts a market whose quotes were not taken at one moment', () => {
    expect(run.arbitrage).toBe(1);
    expect(run.priced).toBe(1);
  });

  it('tables each label and price band with the ROI, its interval and the units at the stakes', () => {
    const rows = labelTable(run.bets);
    const bet = run.bets[0]!;
    const all = rows.find((r) => r.label === 'All labels' && r.band === 'all prices');
    expect(all?.bets).toBe(1);
    expect(all?.roi).toBeCloseTo((americanToDecimal(-155) - 1) * 100, 1);
    expect(all?.units).toBeCloseTo(bet.stake * (americanToDecimal(-155) - 1), 2);
    expect(priceBand(-155)).toBe('favourites');
    expect(priceBand(250)).toBe('+100 to +250');
    expect(priceBand(251)).toBe('longer');
    expect(rows.find((r) => r.label === bet.label && r.band === 'favourites')?.bets).toBe(1);
  });
});
