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

describe('the confidence slider and labelled picks', () => {
  it('never hides a labelled pick, whatever its chance to win; hides unlabelled ones (by the low end of the edge) below the minimum', async () => {
    const { consensusAtConfidence, hiddenPicks } = await import('@/features/matchups/picksFilter');
    const consensus = {
      moneyline: {
        pick: 'Away' as const,
        confidence: 42,
        probability: 0.42,
        recommendation: 'Bet' as const,
        edge: 0.03,
        edgeLow: 0.02,
      },
      // A 3% edge whose low end is 0.3% earns no label.
      total: {
        pick: 'Over' as const,
        confidence: 52,
        probability: 0.52,
        edge: 0.03,
        edgeLow: 0.003,
      },
    };
    const kept = consensusAtConfidence(consensus, 75);
    expect(kept?.moneyline?.pick).toBe('Away');
    expect(kept?.total).toBeNull();
    expect(hiddenPicks(matchup({ aiConsensus: consensus }), 75)).toBe(1);
  });
});
