import { describe, expect, it } from 'vitest';
import {
  AVG_HIGHLIGHT_MIN_MODELS,
  BET_TYPES,
  inPickGroup,
  isUnanimous,
  mergeAiResults,
  modelName,
  normalizeRecommendation,
  summarizePicks,
  type PickGroup,
  type RecommendationLabel,
} from '@domain/rules/aiPicks';
import { summaryRowSchema } from '@domain/contracts/aiPicks';
import { DEFAULT_CONFIDENCE } from '@domain/rules/confidence';
import type { AiConsensus, Matchup } from '@domain/contracts/matchup';
import { type Market } from '@domain/rules/thresholds';
import { consensusForMatchup } from '@domain/pricing/consensus';
import { bookAt, final, matchup, result } from './fixtures';

const NOW = new Date('2025-11-22T17:00:00Z'); // Nov 22 noon Eastern

describe('constants and names', () => {
  it('defaults confidence to 75', () => {
    expect(DEFAULT_CONFIDENCE).toBe(75);
    expect(BET_TYPES).toEqual(['moneyline', 'spread', 'over', 'under']);
  });

  it("falls back to 'Model {id}'", () => {
    expect(modelName(result('elo', 1, 0))).toBe('Model ELO');
    expect(modelName({ promptId: '7', prompt: null })).toBe('Model 7');
    expect(modelName({ promptId: '7', prompt: { id: '7', name: ' ' } })).toBe('Model 7');
  });

  it.each<[unknown, RecommendationLabel | null]>([
    ['Bet', 'Bet'],
    ['Lean', 'Lean'],
    ['Lock', 'Lock'],
    ['Consensus', 'Consensus'],
    ['lock', 'Lock'],
    [' BET ', 'Bet'],
    [1, 'Lean'],
    [2, 'Bet'],
    [3, 'Consensus'],
    ['2', 'Bet'],
    [0, null],
    [4, null],
    ['9', null],
    ['Pass', null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('normalizeRecommendation(%j) = %s', (rec, label) => {
    expect(normalizeRecommendation(rec)).toBe(label);
  });
});

describe('mergeAiResults', () => {
  it('replaces the same promptId in place and appends others', () => {
    const a = result('a', 100, 90);
    const b = result('b', 95, 99);
    const a2 = result('a', 101, 80);
    const c = result('c', 1, 2);
    const merged = mergeAiResults([a, b], [a2, c]);
    expect(merged).toEqual([a2, b, c]);
    expect(mergeAiResults([a], [])).toEqual([a]);
    // Same model, another matchup: added, not replaced.
    const other = { ...a, matchupId: 'm2' };
    expect(mergeAiResults([a], [other])).toEqual([a, other]);
  });
});

describe('isUnanimous', () => {
  it.each([
    [[result('a', 2, 1), result('b', 3, 1)], true],
    [[result('a', 2, 1), result('b', 1, 3)], false],
    [[result('a', 2, 1)], false],
    [[], false],
    [[result('a', 2, 1), result('b', 3, 1), result('c', 1, 1, { predictedWinner: null })], true],
  ])('case %#', (results, unanimous) => {
    expect(isUnanimous(results)).toBe(unanimous);
  });
});

describe('pick groups (docs/product.md §9)', () => {
  it.each<[PickGroup, Market, RecommendationLabel | null, boolean]>([
    ['bets', 'moneyline', 'Bet', true],
    ['bets', 'spread', 'Consensus', true],
    ['bets', 'total', 'Lean', false],
    ['bets', 'moneyline', 'Lock', false],
    ['leans', 'spread', 'Lean', true],
    ['leans', 'spread', 'Bet', false],
    ['locks', 'moneyline', 'Lock', true],
    ['locks', 'moneyline', 'Consensus', false],
    ['locks', 'spread', 'Consensus', true],
    ['locks', 'total', 'Consensus', true],
    ['locks', 'total', 'Lock', true],
    ['locks', 'spread', null, false],
  ])('%s / %s / %s → %s', (group, market, rec, member) => {
    expect(inPickGroup(group, market, rec)).toBe(member);
  });
});

describe('summarizePicks', () => {
  const consensus = (over: Partial<AiConsensus>): AiConsensus => ({
    moneyline: null,
    spread: null,
    total: null,
    ...over,
  });

  it('builds one row per bet type with counts, wins and concluded games', () => {
    const games: Matchup[] = [
      // Home wins by 10 and covers -4.5; total 210 is under 220.5.
      final(110, 100, {
        id: 'g1',
        aiConsensus: consensus({
          moneyline: { pick: 'Home', recommendation: 'Bet', confidence: 80, price: -170 },
          spread: { pick: 'Home', recommendation: 2, confidence: 70 },
          total: { pick: 'Over', recommendation: 'Consensus', confidence: 90 },
        }),
      }),
      // Pending game.
      matchup({
        id: 'g2',
        homeTeam: 'Miami Heat',
        awayTeam: 'New York Knicks',
        aiConsensus: consensus({
          moneyline: { pick: 'Away', recommendation: 3, confidence: null },
          total: { pick: 'Under', recommendation: 'Bet', confidence: 60 },
        }),
      }),
      // A push on the total (line 210) counts as a loss.
      final(105, 105, {
        id: 'g3',
        homeTeam: 'Denver Nuggets',
        awayTeam: 'Utah Jazz',
        totalPoints: 210,
        aiConsensus: consensus({
          moneyline: { pick: 'Home', recommendation: 'Lean', confidence: 99 },
          total: { pick: 'Under', recommendation: 'Bet', confidence: 65 },
        }),
      }),
    ];
    const rows = summarizePicks(games, 'bets', NOW);
    expect(rows.map((r) => r.betType)).toEqual(['moneyline', 'spread', 'over', 'under']);
    const [ml, spread, over, under] = rows;
    expect(ml).toMatchObject({ count: 2, wins: 1, totalGames: 1 });
    expect(ml?.games).toEqual([
      {
        id: 'g1:moneyline',
        gameTime: '7:30 PM',
        teamBet: 'Los Angeles Lakers ML',
        confidenceRating: 80,
        outcome: 'win',
        margin: 10,
        price: -170,
        priceAssumed: false,
        units: expect.closeTo(100 / 170, 6) as number,
      },
      {
        id: 'g2:moneyline',
        gameTime: '7:30 PM',
        teamBet: 'New York Knicks ML',
        confidenceRating: 75,
        outcome: 'pending',
        margin: null,
        price: -110,
        priceAssumed: true,
        units: 0,
      },
    ]);
    expect(spread?.games).toEqual([
      {
        id: 'g1:spread',
        gameTime: '7:30 PM',
        teamBet: 'Los Angeles Lakers -4.5',
        confidenceRating: 70,
        outcome: 'win',
        margin: 5.5,
        price: -110,
        priceAssumed: true,
        units: expect.closeTo(100 / 110, 6) as number,
      },
    ]);
    // Units and ROI at the prices taken: the -170 winner returns 0.59 units.
    expect(ml).toMatchObject({ units: 0.59, assumedPrices: 0 });
    expect(spread).toMatchObject({ units: 0.91, assumedPrices: 1 });
    expect(over).toMatchObject({ count: 1, wins: 0, totalGames: 1 });
    expect(over?.games[0]).toMatchObject({ teamBet: 'Over 220.5', outcome: 'loss', margin: -10.5 });
    expect(under?.games.map((g) => [g.id, g.outcome, g.margin])).toEqual([
      ['g3:under', 'loss', -0],
      ['g2:under', 'pending', null],
    ]);
    expect(under).toMatchObject({ count: 2, wins: 0, totalGames: 1 });
    // The push on the total returns the stake: a loss in the record, 0 units.
    expect(under?.units).toBe(0);
  });

  it('filters by group on the consensus the server priced', () => {
    const unpriced = final(125, 105, {
      id: 'calc',
      books: [
        bookAt('pinnacle', { homeMoneyLine: -160, awayMoneyLine: 148 }),
        // A book behind the sharp line: the Celtics at +172.
        bookAt('fanduel', { homeMoneyLine: -190, awayMoneyLine: 172 }),
      ],
      aiResults: [
        result('a', 119, 108, {
          confidence: 86,
          markets: { spread: { pick: 'Home', probability: 0.6, push: 0 } },
        }),
        result('b', 121, 110, {
          confidence: 88,
          markets: { total: { pick: 'Over', probability: 0.54, push: 0 } },
        }),
      ],
    });
    // Results without a consensus are no pick: the browser never prices one.
    expect(summarizePicks([unpriced], 'locks', NOW).every((r) => r.games.length === 0)).toBe(true);
    const g = { ...unpriced, aiConsensus: consensusForMatchup(unpriced, unpriced.aiResults ?? []) };
    expect(g.aiConsensus?.moneyline?.recommendation).toBe('Lock');
    // Only the priced edge labels: the models' 60% spread and 54% Over are opinions, not labels.
    const locks = summarizePicks([g], 'locks', NOW);
    expect(locks[0]?.games.map((x) => x.id)).toEqual(['calc:moneyline']);
    expect(locks.slice(1).every((r) => r.games.length === 0)).toBe(true);
    expect(summarizePicks([g], 'leans', NOW).map((r) => r.count)).toEqual([0, 0, 0, 0]);
    expect(
      summarizePicks([matchup({ id: 'none' })], 'bets', NOW).every((r) => r.games.length === 0),
    ).toBe(true);
  });

  it('de-duplicates by team plus date, keeping the most confident, sorted by confidence', () => {
    const pick = (id: string, conf: number, over: Partial<Matchup> = {}): Matchup =>
      matchup({
        id,
        ...over,
        aiConsensus: consensus({
          moneyline: { pick: 'Home', recommendation: 'Bet', confidence: conf },
        }),
      });
    const rows = summarizePicks(
      [
        pick('early', 60),
        pick('dup', 90, { time: '9:00 PM' }),
        pick('nextDay', 70, { date: '2025-11-23' }),
        pick('other', 80, { homeTeam: 'Chicago Bulls' }),
      ],
      'bets',
      NOW,
    );
    expect(rows[0]?.games.map((g) => [g.id, g.gameTime])).toEqual([
      ['dup:moneyline', '9:00 PM'],
      ['other:moneyline', '7:30 PM'],
      ['nextDay:moneyline', 'Nov 23 7:30 PM'],
    ]);
  });

  it('ignores picks on the wrong kind of side', () => {
    const odd = matchup({
      aiConsensus: consensus({
        moneyline: { pick: 'Over', recommendation: 'Bet' },
        total: { pick: 'Home', recommendation: 'Bet' },
      }),
    });
    expect(summarizePicks([odd], 'bets', NOW).every((r) => r.count === 0)).toBe(true);
  });
});

describe('summary schemas', () => {
  it('validate summarizePicks output and carry the AVG rule', () => {
    expect(AVG_HIGHLIGHT_MIN_MODELS).toBe(3);
    const g = final(110, 100, { aiResults: [result('a', 120, 100), result('b', 121, 100)] });
    for (const row of summarizePicks([g], 'bets', NOW))
      expect(summaryRowSchema.parse(row)).toEqual(row);
    expect(
      summaryRowSchema.safeParse({ betType: 'parlay', count: 0, wins: 0, totalGames: 0, games: [] })
        .success,
    ).toBe(false);
  });
});
