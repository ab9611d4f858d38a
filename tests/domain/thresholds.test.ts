import { describe, expect, it } from 'vitest';
import type { SportFamily } from '@/domain/sports';
import {
  CONSENSUS_MIN_RESULTS,
  RAZOR_CONFIDENCE,
  THRESHOLDS,
  classifyEdge,
  classifyResult,
  consensusForMatchup,
  marketConsensus,
  resultEdges,
  thresholdFor,
  type Market,
} from '@/domain/thresholds';
import { matchup, result } from './fixtures';

type Row = [SportFamily, Market, number, number, number];

// SPEC §9 "Total Results thresholds", transcribed number by number.
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

describe('THRESHOLDS (SPEC §9)', () => {
  it('holds exactly the SPEC numbers', () => {
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

describe('consensusForMatchup (DESIGN §5)', () => {
  const m = matchup(); // nba, home -4.5, total 220.5

  it('is null without scored results', () => {
    expect(consensusForMatchup(m, [])).toBeNull();
    expect(consensusForMatchup(m, [{ ...result('a', 1, 1), homeScore: null }])).toBeNull();
  });

  it('makes a single strong result a Bet, never a Consensus', () => {
    const c = consensusForMatchup(m, [result('a', 120, 105, { confidence: 90 })]);
    expect(c?.moneyline).toEqual({ pick: 'Home', recommendation: 'Bet', confidence: 90 });
    expect(c?.spread).toEqual({ pick: 'Home', recommendation: 'Bet', confidence: 90 });
    // Total 225 is 4.5 over 220.5: below the lean minimum of 5.
    expect(c?.total).toBeNull();
    expect(c?.homeScore).toBe(120);
    expect(c?.awayScore).toBe(105);
    expect(c?.summary).toBe(
      '1 model project Boston Celtics 105 – Los Angeles Lakers 120. Moneyline: Bet Los Angeles Lakers (90% confidence).',
    );
  });

  it('makes two results at the bet minimum a Consensus, a Lock at mean confidence 85', () => {
    const both = [
      result('a', 119, 110, { confidence: 80 }),
      result('b', 120, 110, { confidence: 90 }),
    ];
    const lock = consensusForMatchup(m, both);
    expect(lock?.moneyline).toEqual({ pick: 'Home', recommendation: 'Lock', confidence: 85 });
    // Spread edges 4.5 and 5.5 ≥ 4: Consensus (Lock is moneyline only).
    expect(lock?.spread?.recommendation).toBe('Consensus');
    const below = consensusForMatchup(m, [
      result('a', 119, 110, { confidence: 80 }),
      result('b', 120, 110, { confidence: 89.8 }),
    ]);
    expect(below?.moneyline).toEqual({
      pick: 'Home',
      recommendation: 'Consensus',
      confidence: 84.9,
    });
  });

  it('needs every taker at the bet minimum for Consensus', () => {
    const c = consensusForMatchup(m, [result('a', 125, 110), result('b', 118, 110)]);
    // Mean margin 11.5 is a Bet, but 8 < 9 keeps it from Consensus.
    expect(c?.moneyline?.recommendation).toBe('Bet');
  });

  it('counts results against the pick as negative edge and drops ties', () => {
    const split = consensusForMatchup(m, [
      result('a', 120, 110),
      result('b', 120, 110),
      result('c', 100, 110),
    ]);
    // (10 + 10 - 10) / 3 = 3.33 < 5: below Lean.
    expect(split?.moneyline).toBeNull();
    const tie = consensusForMatchup(m, [result('a', 120, 100), result('b', 100, 120)]);
    expect(tie?.moneyline).toBeNull();
    expect(tie?.summary).toContain('No moneyline recommendation.');
  });

  it('uses default confidence 75, names fallback teams, and ignores total without totalPoints', () => {
    const c = consensusForMatchup(matchup({ totalPoints: null, homeTeam: null, awayTeam: '' }), [
      result('a', 112, 105, { confidence: null }),
      result('b', 111, 105, { confidence: undefined }),
    ]);
    expect(c?.moneyline).toEqual({ pick: 'Home', recommendation: 'Lean', confidence: 75 });
    expect(c?.total).toBeNull();
    expect(c?.summary).toBe(
      '2 models project Away Team 105 – Home Team 111.5. Moneyline: Lean Home Team (75% confidence).',
    );
  });

  it('exposes the per-market computation', () => {
    expect(
      marketConsensus(matchup({ totalPoints: null }), [result('a', 1, 2)], 'total'),
    ).toBeNull();
  });
});
