import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAME_GAME_MESSAGE, TEASER_DIRECTION_TEXT } from '@domain/rules/slip';
import type { LegSelection } from '@domain/rules/slip';
import { initialBetSlipState } from '@/features/picks/betSlipSlice';
import {
  KNICKS,
  NUGGETS,
  RANGERS,
  odds,
  openEnterPicks,
  signedIn,
  slip,
  useHubMock,
} from './harness';

const selections = (mode: string) => screen.getByRole('region', { name: `${mode} selections` });

describe('Enter Picks: parlays and teasers', { timeout: 30_000 }, () => {
  useHubMock();

  it('builds a parlay from highlighted legs, shows the price estimate and adds one entry', async () => {
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    const nuggetsMl = odds(NUGGETS, 'Denver Nuggets money line -130');
    expect(nuggetsMl).toHaveAttribute('aria-pressed', 'false');
    await user.click(nuggetsMl);
    expect(nuggetsMl).toHaveAttribute('aria-pressed', 'true');
    expect(within(selections('parlay')).getByText('Denver Nuggets ML -130')).toBeInTheDocument();
    expect(selections('parlay')).toHaveTextContent('Estimated price: -130');

    await user.click(odds(KNICKS, 'New York Knicks spread +1'));
    // docs/product.md §5: the other side of the same game is refused, and says why.
    await user.click(odds(KNICKS, 'Miami Heat spread -1'));
    expect(await screen.findByText(SAME_GAME_MESSAGE)).toBeInTheDocument();
    expect(odds(KNICKS, 'New York Knicks spread +1')).toHaveAttribute('aria-pressed', 'true');
    expect(odds(KNICKS, 'Miami Heat spread -1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(odds(RANGERS, 'Over 6'));
    // docs/product.md §9: -130 × -110 × -110 in decimal odds, back to American.
    expect(selections('parlay')).toHaveTextContent('Estimated price: +545');
    expect(selections('parlay')).toHaveTextContent('3 of 8 legs');
    expect(
      screen.getByRole('link', { name: /3-leg parlay in progress · 0 picks in slip/ }),
    ).toBeInTheDocument();
    // Nothing reaches the slip until the combo is added.
    expect(within(slip()).queryByRole('listitem')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 3-leg PARLAY to Bet Slip' }));
    expect(await screen.findByText('3-leg parlay added to bet slip')).toBeInTheDocument();
    const entry = within(slip()).getByRole('listitem', { name: '3-leg parlay' });
    expect(entry).toHaveTextContent('3-leg parlay +545');
    expect(
      within(entry)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Denver Nuggets ML -130', 'New York Knicks +1', 'Over 6']);
    // The selection is cleared.
    expect(nuggetsMl).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Add 0-leg PARLAY to Bet Slip' })).toBeDisabled();
  });

  it('toggles a leg off with a second click and keeps one game once', async () => {
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    expect(selections('parlay')).toHaveTextContent('0 of 8 legs');

    // docs/product.md §5: one game at most once (a second pick of it is refused), so three games
    // give three legs.
    const picks = [
      [NUGGETS, 'Denver Nuggets money line -130'],
      [NUGGETS, 'Denver Nuggets spread -2'],
      [KNICKS, 'New York Knicks money line -110'],
      [RANGERS, 'Over 6'],
    ] as const;
    for (const [name, label] of picks) await user.click(odds(name, label));
    expect(selections('parlay')).toHaveTextContent('3 of 8 legs');
    expect(odds(NUGGETS, 'Denver Nuggets money line -130')).toHaveAttribute('aria-pressed', 'true');
    expect(odds(NUGGETS, 'Denver Nuggets spread -2')).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a ninth leg', async () => {
    // Eight legs on other games already chosen, as the slip would hold them.
    const eight: LegSelection[] = Array.from({ length: 8 }, (_, i) => {
      const matchup = {
        id: `other-${i}`,
        sport: 'nba',
        homeTeam: `Home ${i}`,
        awayTeam: `Away ${i}`,
        totalPoints: 200,
      };
      return {
        matchupId: matchup.id,
        betType: 'Total',
        selection: 'Over',
        displayText: 'Over 200',
        matchup,
      };
    });
    const { user } = await openEnterPicks({
      preloadedState: {
        ...signedIn,
        betSlip: { ...initialBetSlipState, mode: 'parlay', legs: eight },
      },
    });
    await user.click(odds(RANGERS, 'Over 6'));
    expect(
      await screen.findByText('Maximum of 8 selections allowed for a parlay/teaser'),
    ).toBeInTheDocument();
    expect(selections('parlay')).toHaveTextContent('8 of 8 legs');
    expect(odds(RANGERS, 'Over 6')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Add 8-leg PARLAY to Bet Slip' })).toBeEnabled();
  });

  it('teaser: money lines are off, lines move by the chosen points, and the entry carries them', async () => {
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Teaser' }));
    expect(screen.getByText('Money line bets cannot be included in teasers')).toBeInTheDocument();
    for (const ml of within(screen.getByRole('article', { name: NUGGETS })).getAllByRole('button', {
      name: /money line/,
    })) {
      expect(ml).toBeDisabled();
      expect(ml).toHaveAttribute('title', 'Money line bets cannot be included in teasers');
    }

    const points = screen.getByRole('combobox', { name: 'Teaser points' });
    expect(points).toHaveValue('6');
    expect(
      within(points)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4', '5', '6', '7', '10', '13']);
    // Default 6: every line moves toward the bettor (docs/product.md §5): spreads gain 6, Over
    // down 6, Under up 6; the original line is shown beside, and the page says so.
    expect(screen.getByText(TEASER_DIRECTION_TEXT)).toBeInTheDocument();
    expect(odds(NUGGETS, 'Denver Nuggets spread +4')).toHaveTextContent('+4from -2');
    expect(odds(KNICKS, 'Over 204')).toBeInTheDocument();
    expect(odds(KNICKS, 'Under 216')).toBeInTheDocument();

    await user.selectOptions(points, '10');
    expect(odds(NUGGETS, 'Denver Nuggets spread +8')).toBeInTheDocument();
    await user.click(odds(NUGGETS, 'Denver Nuggets spread +8'));
    // One leg is not a teaser yet.
    expect(selections('teaser')).toHaveTextContent('A teaser needs at least 2 legs');
    expect(screen.getByRole('button', { name: 'Add 1-leg TEASER to Bet Slip' })).toBeDisabled();
    await user.click(odds(KNICKS, 'Under 220'));
    expect(selections('teaser')).toHaveTextContent('Teaser (10 points)');
    expect(selections('teaser')).toHaveTextContent('Denver Nuggets +8');
    expect(selections('teaser')).toHaveTextContent('Under 220');
    // Teasers are priced from the house card (2 legs at 10 points), as the server saves them.
    expect(selections('teaser')).toHaveTextContent('Teaser price: -200');
    expect(selections('teaser')).not.toHaveTextContent('Estimated price');

    await user.click(screen.getByRole('button', { name: 'Add 2-leg TEASER to Bet Slip' }));
    expect(await screen.findByText('2-leg teaser added to bet slip')).toBeInTheDocument();
    const entry = within(slip()).getByRole('listitem', { name: '2-leg teaser' });
    expect(entry).toHaveTextContent('2-leg teaser -200');
    expect(
      within(entry)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Denver Nuggets +8', 'Under 220']);
  });

  it('switching a parlay to a teaser drops its money line legs and says why', async () => {
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    await user.click(odds(NUGGETS, 'Denver Nuggets money line -130'));
    await user.click(odds(KNICKS, 'Over 210'));
    await user.click(screen.getByRole('button', { name: 'Teaser' }));
    // The toast, beside the teaser note.
    await waitFor(() =>
      expect(screen.getAllByText('Money line bets cannot be included in teasers')).toHaveLength(2),
    );
    expect(selections('teaser')).toHaveTextContent('1 of 8 legs');
    expect(selections('teaser')).toHaveTextContent('Over 204');
    // Back to single: no pending legs, and a click adds straight to the slip.
    await user.click(screen.getByRole('button', { name: 'Single' }));
    expect(screen.queryByRole('region', { name: /selections/ })).not.toBeInTheDocument();
    await user.click(odds(KNICKS, 'Over 210'));
    expect(await screen.findByText('Over 210 -110 added')).toBeInTheDocument();
  });
});
