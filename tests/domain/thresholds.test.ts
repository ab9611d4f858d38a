import { describe, expect, it } from 'vitest';
import type { SportFamily } from '@domain/rules/sports';
import {
  CONSENSUS_MIN_RESULTS,
  RAZOR_CONFIDENCE,
  THRESHOLDS,
  classifyEdge,
  classifyResult,
  resultEdges,
  thresholdFor,
  type Market,
} from '@domain/rules/thresholds';
import { consensusForMatchup, marketConsensus } from '@domain/pricing/consensus';
import { edgeLabel, noVigShare } from '@domain/pricing/edgePricing';
import { edgeText, kellyStake } from '@domain/pricing/priceFigures';
import { modelWeight } from '@domain/pricing/modelWeights';
import { bookAt, matchup, result } from './fixtures';

type Row = [SportFamily, Market, number, number, number];

// docs/product.md §9 "Total Results thresholds", transcribed number by number.
const SPEC_TABLE: Row[] = [
  ['basketball', 'moneyline', 5, 9, 9],
  ['ncaab', 'moneyline', 3.5, 7, 7],
  ['football', 'moneyline', 4, 8, 8],
  ['hockey', 'moneyline', 1, 2.5, 2.5],
  ['baseball', 'moneyline', 2, 3, 3],
  ['default', 'moneyline', 5, 9, 9],
  ['basketball', 'spread', 1.5, 4, 4],
  ['ncaab', 'spread', 1, 3, 4],
  ['football', 'spread', 2, 5, 5],
  ['hockey', 'spread', 0.5, 1.5, 1.5],
  ['baseball', 'spread', 1, 2, 2],
  ['default', 'spread', 1.5, 4, 4],
  ['basketball', 'total', 5, 10, 10],
  ['ncaab', 'total', 4, 7, 7],
  ['football', 'total', 6, 10, 10],
  ['hockey', 'total', 2, 3.5, 3.5],
  ['baseball', 'total', 2.5, 4, 4],
  ['default', 'total', 5, 10, 10],
];

const SPORT_OF: Record<SportFamily, string> = {
  basketball: 'nba',
  ncaab: 'ncaab',
  football: 'nfl',
  hockey: 'nhl',
  baseball: 'mlb',
  default: 'wnba',
};

describe('THRESHOLDS (docs/product.md §9)', () => {
  it('holds exactly the documented numbers', () => {
    for (const [family, market, leanMin, leanMax, betMin] of SPEC_TABLE) {
      expect(THRESHOLDS[family][market], `${family} ${market}`).toEqual({
        leanMin,
        leanMax,
        betMin,
      });
    }
    expect(Object.keys(THRESHOLDS).sort()).toEqual([
      'baseball',
      'basketball',
      'default',
      'football',
      'hockey',
      'ncaab',
    ]);
    expect(RAZOR_CONFIDENCE).toBe(85);
    expect(CONSENSUS_MIN_RESULTS).toBe(2);
    expect(thresholdFor('ncaaf', 'spread')).toEqual({ leanMin: 2, leanMax: 5, betMin: 5 });
  });

  it.each(SPEC_TABLE)(
    '%s %s classifies at and around the boundaries',
    (family, market, leanMin, leanMax, betMin) => {
      const sport = SPORT_OF[family];
      expect(classifyEdge(sport, market, leanMin - 0.01)).toBeNull();
      expect(classifyEdge(sport, market, leanMin)).toBe('lean');
      expect(classifyEdge(sport, market, leanMax - 0.01)).toBe('lean');
      expect(classifyEdge(sport, market, betMin)).toBe('bet');
      expect(classifyEdge(sport, market, betMin - 0.01)).toBe(
        betMin - 0.01 < leanMax ? 'lean' : null,
      );
      expect(classifyEdge(sport, market, betMin + 50)).toBe('bet');
    },
  );

  it('leaves the NCAAB spread gap [3, 4) unclassified', () => {
    expect(classifyEdge('ncaab', 'spread', 3)).toBeNull();
    expect(classifyEdge('ncaab', 'spread', 3.5)).toBeNull();
    expect(classifyEdge('ncaab', 'spread', 4)).toBe('bet');
    expect(classifyEdge('nba', 'spread', 3.5)).toBe('lean');
  });

  it('rejects negative and non-finite edges', () => {
    expect(classifyEdge('nba', 'moneyline', -12)).toBeNull();
    expect(classifyEdge('nba', 'moneyline', Number.NaN)).toBeNull();
    expect(classifyEdge('nba', 'moneyline', Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('resultEdges / classifyResult', () => {
  // Lakers (home) -4.5, total 220.5.
  const m = matchup();

  it('computes each market’s pick and edge', () => {
    expect(resultEdges(m, result('a', 115, 105))).toEqual({
      moneyline: { pick: 'Home', edge: 10 },
      spread: { pick: 'Home', edge: 5.5 },
      total: { pick: 'Under', edge: 0.5 },
    });
    expect(resultEdges(m, result('b', 104, 108))).toEqual({
      moneyline: { pick: 'Away', edge: 4 },
      spread: { pick: 'Away', edge: 8.5 },
      total: { pick: 'Under', edge: 8.5 },
    });
  });

  it('skips markets it cannot price', () => {
    expect(resultEdges(matchup({ totalPoints: null }), result('a', 120, 110)).total).toBeNull();
    expect(
      resultEdges(matchup({ homeSpread: null, awaySpread: null }), result('a', 120, 110)).spread,
    ).toBeNull();
    expect(
      resultEdges(matchup({ homeSpread: null, awaySpread: 4.5 }), result('a', 120, 110)).spread,
    ).toEqual({
      pick: 'Home',
      edge: 5.5,
    });
    expect(resultEdges(m, result('a', 110, 110, { predictedWinner: null })).moneyline).toBeNull();
    expect(resultEdges(m, result('a', 112.25, 107.75)).spread).toBeNull();
    expect(resultEdges(m, result('a', 110.5, 110)).total).toBeNull();
    expect(resultEdges(m, { ...result('a', 1, 1), homeScore: null })).toEqual({
      moneyline: null,
      spread: null,
      total: null,
    });
  });

  it('uses the stated winner’s margin even when the scores disagree', () => {
    const e = resultEdges(m, result('a', 110, 100, { predictedWinner: 'Away' }));
    expect(e.moneyline).toEqual({ pick: 'Away', edge: -10 });
    expect(
      classifyResult(m, result('a', 110, 100, { predictedWinner: 'Away' })).moneyline,
    ).toBeNull();
  });

  it.each<[string, number, number, Record<Market, 'lean' | 'bet' | null>]>([
    ['nba', 115, 105, { moneyline: 'bet', spread: 'bet', total: null }],
    ['nba', 111, 105, { moneyline: 'lean', spread: 'lean', total: null }],
    ['nba', 109, 105, { moneyline: null, spread: null, total: 'lean' }],
    ['nba', 125, 106, { moneyline: 'bet', spread: 'bet', total: 'bet' }],
    ['nba', 117, 109, { moneyline: 'lean', spread: 'lean', total: 'lean' }],
  ])('%s %i-%i → %j', (sport, home, away, expected) => {
    expect(classifyResult(matchup({ sport }), result('a', home, away))).toEqual(expected);
  });

  it('classifies exactly-at-threshold margins in hockey', () => {
    const nhl = matchup({ sport: 'nhl', homeSpread: -1.5, awaySpread: 1.5, totalPoints: 6 });
    // Margin 2.5 = bet minimum; beyond the spread 1 = lean; total 9.5 - 6 = 3.5 = bet minimum.
    expect(classifyResult(nhl, result('a', 6, 3.5))).toEqual({
      moneyline: 'bet',
      spread: 'lean',
      total: 'bet',
    });
    // Margin 1 = lean minimum; spread -0.5 → Away +0.5 = lean minimum; total 2 under = lean minimum.
    expect(classifyResult(nhl, result('a', 2.5, 1.5))).toEqual({
      moneyline: 'lean',
      spread: 'lean',
      total: 'lean',
    });
  });
});

describe('consensusForMatchup (priced)', () => {
  const m = matchup({
    homeSpreadPrice: -110,
    awaySpreadPrice: -110,
    overPrice: -105,
    underPrice: -115,
  });
  // nba, Lakers -170 / Celtics +150, home -4.5, total 220.5.
  const priced = (
    id: string,
    ml: ['Home' | 'Away', number],
    spread: ['Home' | 'Away', number] | null = null,
    total: ['Over' | 'Under', number] | null = null,
  ) =>
    result(id, 110, 105, {
      predictedWinner: ml[0],
      confidence: ml[1] * 100,
      markets: {
        moneyline: { pick: ml[0], probability: ml[1], push: 0 },
        spread: spread && { pick: spread[0], probability: spread[1], push: 0 },
        total: total && { pick: total[0], probability: total[1], push: 0 },
      },
    });
  const nbaMoneylineFair = noVigShare(-170, 150) ?? 0;

  it('is null without scored AI results; the market baseline never counts', () => {
    expect(consensusForMatchup(m, [])).toBeNull();
    expect(consensusForMatchup(m, [{ ...result('a', 1, 1), homeScore: null }])).toBeNull();
    expect(consensusForMatchup(m, [priced('market', ['Home', 0.9])])).toBeNull();
    const withBaseline = consensusForMatchup(m, [
      priced('elo', ['Home', 0.65]),
      priced('market', ['Home', 0.99]),
    ]);
    expect(withBaseline?.moneyline?.probability).toBeCloseTo(nbaMoneylineFair, 4);
  });

  it('gives no label to a likely winner priced above its chance, and says so', () => {
    const c = consensusForMatchup(m, [priced('a', ['Home', 0.62]), priced('b', ['Home', 0.62])]);
    expect(c?.moneyline?.pick).toBe('Home');
    expect(c?.moneyline?.recommendation).toBeNull();
    expect(c?.moneyline?.edge).toBeLessThan(0);
    expect(c?.summary).toContain('No edge at this price');
  });

  it('never labels a side from the models alone: a model that has not beaten the fair line moves nothing', () => {
    expect(modelWeight('nba', 'moneyline', 'elo')).toBe(0);
    // Every model says the Celtics are 45% at +150 (worth +12.5% if they were right): no label.
    const c = consensusForMatchup(m, [
      priced('elo', ['Home', 0.55]),
      priced('power', ['Home', 0.55]),
    ]);
    expect(c?.moneyline?.probability).toBeCloseTo(nbaMoneylineFair, 4);
    expect(c?.moneyline?.recommendation).toBeNull();
  });

  it('labels a side by the low end of its edge at a sharp fair line, with a quarter-Kelly stake on it', () => {
    const books = [
      bookAt('pinnacle', { homeMoneyLine: -160, awayMoneyLine: 148 }),
      // A book that has not followed the sharp line: the Celtics at +172.
      bookAt('fanduel', { homeMoneyLine: -190, awayMoneyLine: 172 }),
      bookAt('draftkings', { homeMoneyLine: -175, awayMoneyLine: 150 }),
    ];
    const c = consensusForMatchup(matchup({ books }), [priced('elo', ['Home', 0.6])]);
    const ml = c?.moneyline;
    expect(ml).toMatchObject({ pick: 'Away', price: 172, bestPrice: { book: 'fanduel' } });
    expect(ml?.reference?.book).toBe('pinnacle');
    const [low, edge, high] = [ml?.edgeLow ?? NaN, ml?.edge ?? NaN, ml?.edgeHigh ?? NaN];
    expect(low).toBeLessThanOrEqual(edge);
    expect(edge).toBeLessThanOrEqual(high);
    expect(low).toBeGreaterThan(0);
    expect(ml?.recommendation).toBe(edgeLabel(low));
    expect(ml?.stake).toBe(kellyStake(low, 172));
    expect(c?.summary).toContain(`edge ${edgeText(edge)} (${edgeText(low)} to ${edgeText(high)})`);
  });

  it('gives no label without a sharp fair line, however the books disagree', () => {
    const books = [
      bookAt('fanduel', { homeMoneyLine: -190, awayMoneyLine: 172 }),
      bookAt('draftkings', { homeMoneyLine: -175, awayMoneyLine: 150 }),
    ];
    const c = consensusForMatchup(matchup({ books }), [priced('elo', ['Home', 0.6])]);
    expect(c?.moneyline?.edge).toBeGreaterThan(0);
    expect(c?.moneyline?.recommendation).toBeNull();
  });

  it('prices a started game live only when the sharp book does, and never labels it', () => {
    const startsAt = '2025-11-22T20:30:00.000Z';
    const after = Date.parse(startsAt) + 60_000;
    const pregame = [
      bookAt('pinnacle', { homeMoneyLine: -160, awayMoneyLine: 148 }),
      bookAt('fanduel', { homeMoneyLine: -190, awayMoneyLine: 172 }),
    ];
    const results = [priced('elo', ['Home', 0.6])];
    const frozen = consensusForMatchup(matchup({ books: pregame, startsAt }), results, after);
    expect(frozen?.moneyline?.recommendation).toBeNull();
    const live = pregame.map((b) => ({ ...b, updatedAt: new Date(after).toISOString() }));
    const inPlay = consensusForMatchup(matchup({ books: live, startsAt }), results, after);
    expect(inPlay?.moneyline?.bestPrice?.book).toBe('fanduel');
    expect(inPlay?.moneyline?.recommendation).toBeNull();
    expect(inPlay?.moneyline?.stake).toBeNull();
    expect(frozen?.moneyline?.bestPrice?.book).toBe('posted');
  });

  it('stakes the moneyline and the spread of one team together', () => {
    const books = [
      bookAt('pinnacle', {
        homeMoneyLine: -160,
        awayMoneyLine: 148,
        homeSpreadPrice: -104,
        awaySpreadPrice: -104,
      }),
      bookAt('fanduel', {
        homeMoneyLine: -190,
        awayMoneyLine: 172,
        awaySpreadPrice: 105,
        homeSpreadPrice: -120,
      }),
    ];
    const c = consensusForMatchup(matchup({ books }), [
      priced('elo', ['Home', 0.6], ['Home', 0.5]),
    ]);
    expect(c?.moneyline?.pick).toBe('Away');
    expect(c?.spread?.pick).toBe('Away');
    expect(c?.moneyline?.recommendation).not.toBeNull();
    expect(c?.spread?.recommendation).not.toBeNull();
    const staked = [c?.moneyline, c?.spread].filter((x) => (x?.stake ?? 0) > 0);
    expect(staked).toHaveLength(1);
    const other = c?.moneyline === staked[0] ? c?.spread : c?.moneyline;
    expect(other?.stake).toBe(0);
    expect(other?.stakedWith).toBe(c?.moneyline === staked[0] ? 'moneyline' : 'spread');
  });

  it('prices spreads and totals at their own prices, -110 assumed without one', () => {
    const c = consensusForMatchup(m, [priced('a', ['Home', 0.6], ['Away', 0.56], ['Under', 0.53])]);
    expect(c?.spread).toMatchObject({ price: -110, marketProbability: expect.any(Number) });
    expect(c?.spread?.recommendation).toBeNull();
    expect(c?.total?.price).toBe(c?.total?.pick === 'Over' ? -105 : -115);
    const unpriced = consensusForMatchup(matchup(), [priced('a', ['Home', 0.6], ['Away', 0.56])]);
    expect(unpriced?.spread).toMatchObject({ price: -110 });
    expect(unpriced?.spread?.bestPrice?.title).toBe('Posted line (assumed -110 where unpriced)');
  });

  it('prices a whole line given no push, and carries the push chance apart', () => {
    const c = consensusForMatchup(matchup({ homeSpread: -4, awaySpread: 4 }), [
      result('a', 110, 105, {
        markets: { spread: { pick: 'Home', probability: 0.5, push: 0.06 } },
      }),
    ]);
    expect(c?.spread?.pushProbability).toBeCloseTo(0.06, 4);
    expect(c?.spread?.edge).toBeCloseTo((c?.spread?.fairProbability ?? 0) * (1 + 100 / 110) - 1, 4);
  });

  it('has no moneyline consensus without valid moneyline prices, and no spread or total without a line', () => {
    const c = consensusForMatchup(
      matchup({ homeMoneyLine: null, totalPoints: null, homeSpread: null, awaySpread: null }),
      [priced('a', ['Home', 0.7], ['Home', 0.6], ['Over', 0.6])],
    );
    expect(c?.moneyline).toBeNull();
    expect(c?.spread).toBeNull();
    expect(c?.total).toBeNull();
    expect(
      marketConsensus(matchup({ totalPoints: null }), [result('a', 1, 2)], 'total'),
    ).toBeNull();
  });

  it('falls back on the predicted winner and confidence for results without markets', () => {
    const c = consensusForMatchup(matchup({ homeTeam: null, awayTeam: '' }), [
      result('a', 112, 105, { confidence: 80 }),
    ]);
    expect(c?.moneyline).toMatchObject({ pick: 'Home' });
    expect(c?.moneyline?.probability).toBeCloseTo(nbaMoneylineFair, 4);
    expect(c?.summary).toMatch(/^1 model project Away Team 105 – Home Team 112\. Moneyline: /);
  });
});
