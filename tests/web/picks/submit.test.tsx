import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { KNICKS, NUGGETS, RANGERS, odds, openEnterPicks, slip, useHubMock } from './harness';

/** Fills the slip with a single (2 units, described) and a 2-leg parlay, then opens the confirm dialog. */
async function slipWithTwoEntries() {
  const rendered = await openEnterPicks();
  const { user } = rendered;
  await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
  const single = within(slip()).getByRole('listitem', { name: 'Suns single' });
  await user.clear(within(single).getByRole('spinbutton', { name: 'Units' }));
  await user.type(within(single).getByRole('spinbutton', { name: 'Units' }), '2');
  await user.click(within(single).getByRole('button', { name: 'Add Description' }));
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Rested at home.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Parlay' }));
  await user.click(odds(KNICKS, 'Miami Heat money line -110'));
  await user.click(odds(RANGERS, 'Under 6'));
  await user.click(screen.getByRole('button', { name: 'Add 2-leg PARLAY to Bet Slip' }));
  await user.click(within(slip()).getByRole('button', { name: 'Confirm All Picks' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm All Picks' });
  return { ...rendered, dialog };
}

describe('Enter Picks: confirming the slip', { timeout: 60_000 }, () => {
  useHubMock();

  it('says what submitting does, shows Submitting..., posts the slip and empties it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/bets', async ({ request }) => {
        const body = (await request.json()) as { bets: unknown[] };
        bodies.push(body);
        await held;
        return HttpResponse.json({ success: true, message: 'Saved 2 bets', bets: body.bets });
      }),
    );
    const { user, dialog } = await slipWithTwoEntries();
    expect(
      within(dialog).getByText(
        'Submitting saves these picks, emails or texts all of your users with them, and adds them to your handicapper page. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2 picks, 3 units in total.');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(
      await screen.findByText('Your picks have been submitted successfully!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(slip()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(slip()).getByRole('button', { name: 'Confirm All Picks' })).toBeDisabled();

    expect(bodies).toHaveLength(1);
    const { bets } = bodies[0] as { bets: Record<string, unknown>[] };
    expect(bets).toHaveLength(2);
    expect(bets[0]).toMatchObject({
      betMode: 'single',
      team: 'Suns',
      spread: '+2',
      units: 2,
      reasoning: 'Rested at home.',
      matchupId: 'g-early',
      status: 'pending',
      legs: [{ matchupId: 'g-early', betType: 'Spread', selection: 'Home' }],
      includedMatchups: [],
      individualBets: [],
    });
    expect(bets[1]).toMatchObject({
      betMode: 'parlay',
      team: '2-leg parlay',
      units: 1,
      status: 'pending',
      includedMatchups: ['g-late', 'g-nhl'],
      individualBets: ['Miami Heat ML -110', 'Under 6'],
      legs: [
        { matchupId: 'g-late', betType: 'MoneyLine', selection: 'Home' },
        { matchupId: 'g-nhl', betType: 'Total', selection: 'Under' },
      ],
    });
    for (const bet of bets)
      expect(Date.now() - Date.parse(bet.createdAt as string)).toBeLessThan(60_000);
  });

  it.each([
    [
      'a problem detail',
      () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Unprocessable Entity',
            status: 422,
            detail: 'Denver Nuggets at Phoenix Suns has already started.',
          },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
      'Failed to submit picks: Denver Nuggets at Phoenix Suns has already started.',
    ],
    [
      'a problem title only',
      () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Bad Request', status: 400 },
          { status: 400 },
        ),
      'Failed to submit picks: Bad Request',
    ],
    [
      'no message from the server (the error text)',
      () => new HttpResponse(null, { status: 500 }),
      'Failed to submit picks: Request failed with status code 500',
    ],
    [
      'success false',
      () => HttpResponse.json({ success: false, message: 'Not saved' }),
      'There was an error submitting your picks. Please try again.',
    ],
    [
      'no success flag nor message at all',
      () => HttpResponse.json({}),
      'There was an error submitting your picks. Please try again.',
    ],
  ])(
    'on %s it keeps the dialog and the slip, and toasts the failure',
    async (_case, reply, text) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post('*/api/bets', reply));
      const { user, dialog } = await slipWithTwoEntries();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Confirm All Picks' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Confirm Submission' })).toBeEnabled();
      expect(
        screen.queryByText('Your picks have been submitted successfully!'),
      ).not.toBeInTheDocument();
      // The slip is untouched behind the dialog.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(slip()).getAllByRole('listitem', { name: /single|parlay/ })).toHaveLength(2);
      error.mockRestore();
    },
  );
});
