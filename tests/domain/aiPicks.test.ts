import { describe, expect, it } from 'vitest';
import {
  AVG_HIGHLIGHT_MIN_MODELS,
  isUnanimous,
  mergeAiResults,
  modelName,
  normalizeRecommendation,
  type RecommendationLabel,
} from '@domain/rules/aiPicks';
import { DEFAULT_CONFIDENCE } from '@domain/rules/confidence';
import { result } from './fixtures';

describe('constants and names', () => {
  it('defaults confidence to 75 and highlights AVG from 3 models (docs/product.md §9)', () => {
    expect(DEFAULT_CONFIDENCE).toBe(75);
    expect(AVG_HIGHLIGHT_MIN_MODELS).toBe(3);
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
