import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BULLS,
  KNICKS,
  LAKERS,
  NUGGETS,
  RANGERS,
  game,
  odds,
  openEnterPicks,
  slip,
  useHubMock,
} from './harness';

describe('Enter Picks: single bets and the slip', { timeout: 30_000 }, () => {
  useHubMock();

  it.each([
    [NUGGETS, 'Denver Nuggets money line -130', 'Nuggets ML -130 added', 'Nuggets ML -130'],
    [NUGGETS, 'Phoenix Suns money line +110', 'Suns ML +110 added', 'Suns ML +110'],
    [NUGGETS, 'Denver Nuggets spread -2', 'Nuggets -2 -110 added', 'Nuggets Spread -2'],
    [NUGGETS, 'Phoenix Suns spread +2', 'Suns +2 -110 added', 'Suns Spread +2'],
    [KNICKS, 'Over 210', 'Over 210 -110 added', 'Over 210'],
    [KNICKS, 'Under 210', 'Under 210 -110 added', 'Under 210'],
  ])(
    // docs/product.md §4: the toast names the pick itself.
    'single mode: %s / %s adds an entry at once and toasts %s',
    async (name, button, toastText, entryText) => {
      const { user } = await openEnterPicks();
      expect(screen.getByRole('button', { name: 'Single' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(
        within(slip()).getByText('Your bet slip is empty. Click odds to add picks.'),
      ).toBeInTheDocument();
      await user.click(odds(name, button));
      expect(await screen.findByText(toastText)).toBeInTheDocument();
      const entries = within(slip()).getAllByRole('listitem');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toHaveTextContent(entryText);
      expect(within(entries[0]!).getByRole('spinbutton', { name: 'Units' })).toHaveValue(1);
      // Single buttons are not toggles.
      expect(odds(name, button)).not.toHaveAttribute('aria-pressed');
      // Narrow screens keep the slip's count in view with a jump to it.
      expect(screen.getByRole('link', { name: /1 pick in slip/ })).toHaveAttribute(
        'href',
        '#bet-slip-panel',
      );
    },
  );

  it('closes games that have started or ended, and says why', async () => {
    await openEnterPicks({ waitFor: LAKERS });
    for (const [name, reason] of [
      [LAKERS, 'Game has started: picks are closed'],
      [BULLS, 'Game is over: picks are closed'],
    ] as const) {
      const buttons = within(game(name)).getAllByRole('button');
      expect(buttons).toHaveLength(6);
      for (const b of buttons) {
        expect(b).toBeDisabled();
        expect(b).toHaveAttribute('title', reason);
      }
      expect(within(game(name)).getByText(reason)).toBeInTheDocument();
    }
    expect(odds(RANGERS, 'Over 6')).toBeEnabled();
  });

  it('filters by sport and team, with both empty texts', async () => {
    const { user } = await openEnterPicks();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'boston');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      LAKERS,
      RANGERS,
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search teams' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'Zebras');
    expect(screen.getByText('No matchups found matching "Zebras".')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search teams' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'nhl');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        RANGERS,
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'mlb');
    expect(
      await screen.findByText('No matchups found for the selected sport and date.'),
    ).toBeInTheDocument();
  });

  it('edits units and the description, and removes an entry', async () => {
    const { user } = await openEnterPicks();
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    const entry = within(slip()).getByRole('listitem');
    const units = within(entry).getByRole('spinbutton', { name: 'Units' });
    await user.clear(units);
    await user.type(units, '2.5');
    expect(units).toHaveValue(2.5);

    // Cancel keeps the old (empty) description.
    await user.click(within(entry).getByRole('button', { name: 'Add Description' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pick Description' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Not this');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entry).not.toHaveTextContent('Not this');

    await user.click(within(entry).getByRole('button', { name: 'Add Description' }));
    dialog = await screen.findByRole('dialog', { name: 'Pick Description' });
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Suns are rested at home.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description saved')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Suns are rested at home.');
    expect(within(entry).getByRole('button', { name: 'Edit Description' })).toBeInTheDocument();

    await user.click(within(entry).getByRole('button', { name: 'Remove Suns single' }));
    expect(await screen.findByText('Bet removed')).toBeInTheDocument();
    expect(within(slip()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(slip()).getByRole('button', { name: 'Confirm All Picks' })).toBeDisabled();
  });
});
