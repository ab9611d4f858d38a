import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SlipDrawer } from '@/features/picks/drawer/SlipDrawer';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';
import { KNICKS, NUGGETS, odds, openEnterPicks, signedInBettor, slip, useHubMock } from './harness';

// docs/product.md §9: a parlay or teaser is priced at one book that offers every leg.
const now = new Date().toISOString();
const BOOKS: Record<string, Record<string, unknown>[]> = {
  // Nuggets at Suns.
  'g-early': [
    { book: 'betrivers', title: 'BetRivers', awayMoneyLine: -120, homeMoneyLine: 100 },
    { book: 'caesars', title: 'Caesars', awayMoneyLine: -128, homeMoneyLine: 108 },
    { book: 'fanduel', title: 'FanDuel', awayMoneyLine: -125, homeMoneyLine: 105 },
  ],
  // Knicks at Heat: BetRivers has no total.
  'g-late': [
    { book: 'betrivers', title: 'BetRivers', awayMoneyLine: -105, homeMoneyLine: -115 },
    { book: 'caesars', title: 'Caesars', totalPoints: 210, overPrice: -110, underPrice: -110 },
    { book: 'fanduel', title: 'FanDuel', totalPoints: 210, overPrice: -105, underPrice: -115 },
  ],
};

function booksRoute(books: Record<string, Record<string, unknown>[]> = BOOKS) {
  server.use(
    http.get('*/api/matchups/:id/odds', ({ params }) =>
      HttpResponse.json({
        matchupId: String(params.id),
        reference: null,
        books: (books[String(params.id)] ?? []).map((b) => ({ ...b, updatedAt: now })),
        best: {},
      }),
    ),
  );
}

const selections = () => screen.getByRole('region', { name: 'parlay selections' });

describe('one-book parlays', { timeout: 30_000 }, () => {
  useHubMock();

  it('shows the best book that offers every leg and its price, and the next best', async () => {
    booksRoute();
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    await user.click(odds(NUGGETS, 'Denver Nuggets money line -130'));
    await user.click(odds(KNICKS, 'Over 210'));
    // FanDuel: -125 × -105 = +251 ; Caesars: -128 × -110 = +240 ; BetRivers has no total.
    const price = await within(selections()).findByLabelText('Parlay price');
    expect(price).toHaveTextContent('Parlay price: +251 at FanDuel, which offers every leg');
    expect(price).toHaveTextContent('Next best: +240 at Caesars');
    // Each leg reads at that book's price.
    expect(within(selections()).getByText('Denver Nuggets ML -125')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 2-leg PARLAY to Bet Slip' }));
    const entry = await within(slip()).findByRole('listitem', { name: '2-leg parlay' });
    expect(entry).toHaveTextContent('Price +251 at FanDuel');
  });

  it('says plainly when no book offers every leg, and shows no price', async () => {
    booksRoute({ ...BOOKS, 'g-late': BOOKS['g-late']!.slice(0, 1) });
    const { user } = await openEnterPicks();
    await user.click(screen.getByRole('button', { name: 'Parlay' }));
    await user.click(odds(NUGGETS, 'Denver Nuggets money line -130'));
    await user.click(odds(KNICKS, 'Over 210'));
    expect(
      await within(selections()).findByText(
        'No single book offers all 2 legs of this parlay at these lines, so it has no price. Remove a leg or pick another line.',
      ),
    ).toBeInTheDocument();
    expect(selections()).not.toHaveTextContent(/price: [+-]\d/);
    expect(screen.getByRole('button', { name: 'Add 2-leg PARLAY to Bet Slip' })).toBeDisabled();
  });
});

describe('the drawer never hides a price (docs/product.md §4)', () => {
  const media = (wide: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: wide && query.includes('min-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  it('docks the open drawer beside the page on a wide screen', async () => {
    const spy = media(true);
    const { user, unmount } = renderWithProviders(<SlipDrawer />, {
      preloadedState: signedInBettor,
      route: '/matchups',
    });
    await user.click(screen.getByRole('button', { name: /Open bet slip/ }));
    expect(document.body.style.paddingRight).toBe('24rem');
    await user.click(screen.getByRole('button', { name: 'Close bet slip' }));
    expect(document.body.style.paddingRight).toBe('');
    expect(document.body.style.paddingBottom).toBe('3.5rem');
    unmount();
    expect(document.body.style.paddingBottom).toBe('');
    spy.mockRestore();
  });

  it('keeps room below the page for the slip bar on a narrow screen', async () => {
    const spy = media(false);
    const { unmount } = renderWithProviders(<SlipDrawer />, {
      preloadedState: signedInBettor,
      route: '/matchups',
    });
    await waitFor(() => expect(document.body.style.paddingBottom).toBe('3.5rem'));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('3.5rem');
    expect(document.body.style.paddingRight).toBe('');
    unmount();
    spy.mockRestore();
  });
});
