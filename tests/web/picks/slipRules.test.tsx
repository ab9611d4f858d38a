import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_SINGLE_MESSAGE,
  SAME_GAME_MESSAGE,
  UNITS_MESSAGE,
  teaserSportMessage,
} from '@domain/rules/slip';
import { SLIP_STORAGE_KEY } from '@/features/picks/slipStorage';
import { KNICKS, NUGGETS, RANGERS, odds, openEnterPicks, slip, useHubMock } from './harness';

// docs/product.md §5 and §9: the slip refuses nonsense, prices each entry and outlives a reload.
describe('Enter Picks: a slip that refuses nonsense', { timeout: 30_000 }, () => {
  useHubMock();

  it('refuses the same single twice, and says so', async () => {
    const { user } = await openEnterPicks();
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    expect(await screen.findByText(DUPLICATE_SINGLE_MESSAGE)).toBeInTheDocument();
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(1);
    // The other side of the game is another pick.
    await user.click(odds(NUGGETS, 'Denver Nuggets spread -2'));
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps one game once in a parlay: another pick of the game is refused with a word', async () => {
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    await user.click(odds(NUGGETS, 'Over 229'));
    expect(await screen.findByText(SAME_GAME_MESSAGE)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'parlay selections' });
    expect(panel).toHaveTextContent('1 of 8 legs');
    expect(panel).toHaveTextContent('Phoenix Suns +2');
    expect(odds(NUGGETS, 'Phoenix Suns spread +2')).toHaveAttribute('aria-pressed', 'true');
    expect(odds(NUGGETS, 'Over 229')).toHaveAttribute('aria-pressed', 'false');
  });

  it('teases only football and basketball, of one sport, and says why a leg is refused', async () => {
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Teaser' }));
    await user.click(odds(RANGERS, 'Over 0'));
    expect(await screen.findByText(teaserSportMessage('nhl'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'teaser selections' })).toHaveTextContent(
      '0 of 8 legs',
    );
    expect(odds(RANGERS, 'Over 0')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says "Units must be greater than 0" and holds the slip back until fixed', async () => {
    const { user } = await openEnterPicks();
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    const entry = within(slip()).getByRole('listitem', { name: 'Suns single' });
    const units = within(entry).getByRole('spinbutton', { name: 'Units' });
    await user.clear(units);
    await user.type(units, '0');
    expect(within(entry).getByRole('alert')).toHaveTextContent(UNITS_MESSAGE);
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(within(slip()).getByRole('button', { name: 'Confirm All Picks' })).toBeDisabled();
    // Not put back to 1 without a word.
    expect(units).toHaveValue(0);
    await user.clear(units);
    await user.type(units, '3');
    expect(within(entry).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(slip()).getByRole('button', { name: 'Confirm All Picks' })).toBeEnabled();
  });

  it('shows each entry its price and what it would win for its units', async () => {
    const { user } = await openEnterPicks();
    await user.click(odds(NUGGETS, 'Phoenix Suns money line +110'));
    const single = within(slip()).getByRole('listitem', { name: 'Suns single' });
    expect(single).toHaveTextContent('Price +110 · To win 1.1 units');
    const units = within(single).getByRole('spinbutton', { name: 'Units' });
    await user.clear(units);
    await user.type(units, '2');
    expect(single).toHaveTextContent('To win 2.2 units');

    // A parlay multiplies its legs' prices: -110 (Heat ML) and -110 assumed for the total.
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    await user.click(odds(KNICKS, 'Miami Heat money line -110'));
    await user.click(odds(RANGERS, 'Under 6'));
    await user.click(screen.getByRole('button', { name: 'Add 2-leg PARLAY to Bet Slip' }));
    const parlay = within(slip()).getByRole('listitem', { name: '2-leg parlay' });
    expect(parlay).toHaveTextContent(/Price \+264 \(assumed -110\) · To win 2\.64 units/);

    // A teaser is paid from the house card: 2 legs at 6 points is -110.
    await user.click(screen.getByRole('button', { name: 'Teaser' }));
    await user.click(odds(KNICKS, 'Over 204'));
    await user.click(odds(NUGGETS, 'Under 235'));
    await user.click(screen.getByRole('button', { name: 'Add 2-leg TEASER to Bet Slip' }));
    const teaser = within(slip()).getByRole('listitem', { name: '2-leg teaser' });
    expect(teaser).toHaveTextContent('Price -110 · To win 0.91 units');
  });

  it('outlives a reload until it is submitted', async () => {
    const first = await openEnterPicks();
    await first.user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    await first.user.click(odds(KNICKS, 'Over 210'));
    expect(JSON.parse(localStorage.getItem(SLIP_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    cleanup();

    await openEnterPicks();
    const entries = within(slip()).getAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('aria-label'))).toEqual([
      'Suns single',
      'Over single',
    ]);
  });
});
