import { describe, expect, it } from 'vitest';
import { biggestEdge } from '@/features/matchups/picksFilter';
import { matchup } from '../../domain/fixtures';

describe('biggestEdge (the "Biggest edge" sort)', () => {
  const now = Date.parse('2026-11-26T18:00:00Z');
  const game = (startsAt: string) =>
    matchup({
      startsAt,
      aiConsensus: {
        moneyline: { pick: 'Away', probability: 0.45, edge: 0.05 },
        total: { pick: 'Over', probability: 0.52, edge: 0.01 },
      },
    });

  it('ranks a game not yet started by its biggest edge', () => {
    expect(biggestEdge(game('2026-11-26T20:00:00Z'), 0, now)).toBe(0.05);
  });

  it('gives a started game no edge: its prices are closing prices', () => {
    expect(biggestEdge(game('2026-11-26T17:00:00Z'), 0, now)).toBeNull();
  });
});
