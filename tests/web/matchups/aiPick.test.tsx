import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Matchup } from '@/domain/matchup';
import { AiPick } from '@/features/matchups/components/AiPick';
import { matchup } from '../../domain/fixtures';

const game = (aiConsensus: Matchup['aiConsensus']): Matchup => matchup({ aiConsensus });

describe('AI pick on a card (issue 16 item 2)', () => {
  it('shows a priced pick’s label, chance, market chance, price and edge', () => {
    render(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Away',
            recommendation: 'Lock',
            confidence: 45,
            probability: 0.45,
            marketProbability: 0.39,
            price: 150,
            edge: 0.125,
          },
        })}
      />,
    );
    expect(screen.getByText('Boston Celtics')).toBeInTheDocument();
    expect(screen.getByText('+150')).toBeInTheDocument();
    expect(screen.getByText('Lock')).toBeInTheDocument();
    expect(screen.getByText('45%')).toBeInTheDocument();
    expect(screen.getByText('market 39%')).toBeInTheDocument();
    expect(screen.getByText('edge +12.5%')).toBeInTheDocument();
  });

  it('says "No edge at this price" instead of a label, whatever an older label says', () => {
    render(
      <AiPick
        matchup={game({
          moneyline: {
            pick: 'Home',
            recommendation: 'Bet',
            confidence: 81,
            probability: 0.81,
            marketProbability: 0.83,
            price: -485,
            edge: -0.023,
          },
          spread: {
            pick: 'Home',
            recommendation: null,
            confidence: 52,
            probability: 0.52,
            marketProbability: 0.5,
            price: null,
            edge: -0.007,
          },
        })}
      />,
    );
    expect(screen.getAllByText('No edge at this price')).toHaveLength(2);
    expect(screen.queryByText('Bet')).toBeNull();
    expect(screen.getByText('-110 (assumed -110)')).toBeInTheDocument();
  });
});
