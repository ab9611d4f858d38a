import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedBet } from '@domain/contracts/bets';
import { hiddenLegsText, PICK_LOCKED_TEXT } from '@domain/rules/marketplace';
import type { CapperPick } from '@domain/contracts/marketplace';
import { PickList } from '@/features/handicappers/PickList';
import { renderWithProviders } from '../render';

const bet: SavedBet = {
  id: 'p1',
  units: 1,
  reasoning: '',
  matchupId: 'g1',
  homeTeam: 'Miami Heat',
  awayTeam: 'Boston Celtics',
  betMode: 'parlay',
  team: '3-leg parlay',
  moneyLine: '',
  spread: '',
  total: '',
  includedMatchups: ['g1'],
  individualBets: ['Miami Heat ML (-150)'],
  status: 'pending',
  createdAt: '2030-01-01T12:00:00.000Z',
  gradedAt: null,
  price: null,
  profit: null,
  clv: null,
  sport: 'nba',
  legs: [],
};

const pick = (over: Partial<CapperPick>): CapperPick => ({
  id: 'p1',
  handicapperId: 'c1',
  handicapperName: 'Capper',
  sport: 'nba',
  game: 'Parlay of 3 games',
  postedAt: '2030-01-01T12:00:00.000Z',
  startsAt: null,
  locked: false,
  pick: bet,
  ...over,
});

describe('PickList', () => {
  it('shows the started legs of a parlay and says how many are still hidden', () => {
    renderWithProviders(<PickList label="Picks" picks={[pick({ locked: true, hiddenLegs: 2 })]} />);
    const legs = screen.getByRole('list', { name: 'Legs' });
    expect(within(legs).getByText('Miami Heat ML (-150)')).toBeInTheDocument();
    expect(screen.getByText(hiddenLegsText(2))).toBeInTheDocument();
    expect(screen.queryByText(PICK_LOCKED_TEXT)).not.toBeInTheDocument();
  });

  it('shows a lock for a pick hidden whole, and no hidden-legs line for a visible one', () => {
    renderWithProviders(
      <PickList label="Picks" picks={[pick({ locked: true, pick: null }), pick({ id: 'p2' })]} />,
    );
    expect(screen.getByText(PICK_LOCKED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/more leg/)).not.toBeInTheDocument();
  });
});
