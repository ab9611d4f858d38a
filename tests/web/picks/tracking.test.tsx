import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PICKS_TEXT } from '@/features/picks/picksText';
import { server } from '../../mocks/server';
import { KNICKS, NUGGETS, odds, openEnterPicks, signedInBettor, slip, useHubMock } from './harness';

// docs/product.md §10: a bettor's submit tracks their own bets; a capper's publishes, or tracks privately.
const bettor = signedInBettor;

function recordPosts() {
  const bodies: { publish?: boolean; bets: unknown[] }[] = [];
  server.use(
    http.post('*/api/bets', async ({ request }) => {
      const body = (await request.json()) as { publish?: boolean; bets: unknown[] };
      bodies.push(body);
      return HttpResponse.json({ success: true, message: 'saved', bets: [] });
    }),
  );
  return bodies;
}

describe('Enter Picks: tracking is not publishing', { timeout: 60_000 }, () => {
  useHubMock();

  it('a bettor tracks their bets: no word of emails or texts, and publish is false', async () => {
    const bodies = recordPosts();
    const { user } = await openEnterPicks({ preloadedState: bettor });
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    expect(within(slip()).queryByRole('button', { name: 'Confirm All Picks' })).toBeNull();
    await user.click(within(slip()).getByRole('button', { name: 'Track bets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track bets' });
    expect(dialog).toHaveTextContent(PICKS_TEXT.trackBody);
    expect(dialog).not.toHaveTextContent(/emails or texts/);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
    expect(await screen.findByText(PICKS_TEXT.tracked)).toBeInTheDocument();
    expect(bodies.map((b) => b.publish)).toEqual([false]);
  });

  it('a handicapper publishes with the emails-or-texts warning, or tracks a bet privately', async () => {
    const bodies = recordPosts();
    const { user } = await openEnterPicks();
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    await user.click(within(slip()).getByRole('button', { name: 'Confirm All Picks' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm All Picks' });
    expect(dialog).toHaveTextContent(PICKS_TEXT.confirmBody);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
    expect(await screen.findByText(PICKS_TEXT.submitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(odds(KNICKS, 'Over 210'));
    await user.click(within(slip()).getByRole('button', { name: 'Confirm All Picks' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm All Picks' });
    await user.click(within(dialog).getByRole('checkbox', { name: PICKS_TEXT.trackPrivately }));
    expect(dialog).toHaveTextContent(PICKS_TEXT.trackBody);
    expect(dialog).not.toHaveTextContent(/emails or texts/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
    expect(await screen.findByText(PICKS_TEXT.tracked)).toBeInTheDocument();
    expect(bodies.map((b) => b.publish)).toEqual([true, false]);
  });

  it('shows the server refusal of a teaser leg as its message', async () => {
    const detail =
      'NHL cannot be teased: teasers take only football and basketball spreads and totals';
    server.use(
      http.post('*/api/bets', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail,
            errors: { 'bets.0.legs.0': [detail] },
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = await openEnterPicks({ preloadedState: bettor });
    await user.click(odds(NUGGETS, 'Phoenix Suns spread +2'));
    await user.click(within(slip()).getByRole('button', { name: 'Track bets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track bets' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Submission' }));
    expect(await screen.findByText(`Failed to submit picks: ${detail}`)).toBeInTheDocument();
  });
});
