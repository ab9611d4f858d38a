import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import { MatchupsToolbar } from '@/features/matchups/components/MatchupsToolbar';
import { ShownAiPick } from '@/features/matchups/components/ShownAiPick';
import { matchupsQueryChanged } from '@/app/live/matchupsSlice';
import { requestMatchups } from '@/app/live/matchupsHub';
import { makeStore } from '@/app/store';
import { confidenceChanged } from '@/features/matchups/matchupsViewSlice';
import { renderWithProviders } from '../render';
import { slate, today } from './fixtures';

// docs/product.md §10: the slider (default 75) filters AI picks, and says what it hides.

const unlabelled = (fairProbability: number) => ({ pick: 'Home' as const, fairProbability });
const game = (aiConsensus: Matchup['aiConsensus']): Matchup => ({
  ...slate().find((m) => m.id === 'g-early')!,
  aiConsensus,
});

describe('what the Conf slider hides', () => {
  it('says a consensus is under the slider, with its value, instead of that there is none', () => {
    renderWithProviders(
      <ShownAiPick matchup={game({ moneyline: unlabelled(0.612), total: unlabelled(0.58) })} />,
    );
    expect(screen.getByText('Consensus under 75%: lower the slider')).toBeInTheDocument();
    expect(screen.queryByText('No consensus available')).toBeNull();
  });

  it('follows the slider: at 60 the 61.2% pick shows and the 58% one is counted as hidden', () => {
    const store = makeStore();
    store.dispatch(confidenceChanged(60));
    renderWithProviders(
      <ShownAiPick matchup={game({ moneyline: unlabelled(0.612), total: unlabelled(0.58) })} />,
      { store },
    );
    expect(screen.getByText('61.2%')).toBeInTheDocument();
    expect(screen.getByText('1 AI pick below 60% hidden')).toBeInTheDocument();
    expect(screen.queryByText(/Consensus under/)).toBeNull();
  });

  it("keeps 'No consensus available' for a game that truly has none", () => {
    renderWithProviders(<ShownAiPick matchup={game(null)} />);
    expect(screen.getByText('No consensus available')).toBeInTheDocument();
    expect(screen.queryByText(/Consensus under/)).toBeNull();
  });

  it('says above the list how many picks the slider hides', () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    const games = [
      { ...game({ moneyline: unlabelled(0.612), total: unlabelled(0.58) }), id: 'a' },
      { ...game({ spread: unlabelled(0.7) }), id: 'b' },
      { ...game(null), id: 'c' },
    ];
    store.dispatch(
      requestMatchups.fulfilled(games, 'r1', { date: today(), sport: 'nba' }, { sentAt: 0 }),
    );
    renderWithProviders(<MatchupsToolbar sport="nba" onSportChange={() => {}} />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('3 AI picks below 75% hidden');
  });
});
