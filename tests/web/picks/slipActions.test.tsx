import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { toastsRaised } from '@/lib/toast';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { authDialogClosed } from '@/app/uiSlice';
import { userSet } from '@/features/auth/authSlice';
import { pendingPickTaken, priceTaken } from '@/features/picks/drawer/slipActions';
import { LazySlipDrawer } from '@/features/picks/drawer/LazySlipDrawer';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';
import { slate } from '../matchups/fixtures';
import { KNICKS, signedInBettor } from './harness';

// docs/product.md §9 "Price taken": the clicked price is the slip's price, with its book by key.
const game = slate().find((m) => `${m.awayTeam} at ${m.homeTeam}` === KNICKS)!;
const upcoming = { ...game, aiConsensus: null, awayMoneyLine: 204 };
const now = new Date().toISOString();
const bookLines = (book: string, title: string, awayMoneyLine: number) => ({
  book,
  title,
  awayMoneyLine,
  homeMoneyLine: -250,
  updatedAt: now,
});

/** The odds route answering these books; counts its requests. */
function oddsRoute(books: ReturnType<typeof bookLines>[], best: Record<string, unknown> = {}) {
  const asked = { count: 0 };
  server.use(
    http.get('*/api/matchups/:id/odds', () => {
      asked.count += 1;
      return HttpResponse.json({ matchupId: game.id, reference: null, books, best });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.remove();
});

describe('priceTaken', () => {
  it("takes the card's book price as it is, by the book's key, without asking the books again", async () => {
    const asked = oddsRoute([bookLines('betrivers', 'BetRivers', 218)]);
    const store = makeStore(signedInBettor);
    const quote = { book: 'fanduel', title: 'FanDuel', price: 204, point: null };
    await store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away', { text: '+204', quote }));
    const [entry] = store.getState().betSlip.entries;
    expect(entry).toMatchObject({ price: 204, book: 'fanduel', bookTitle: 'FanDuel' });
    expect(entry?.legs?.[0]).toMatchObject({ book: 'fanduel', price: 204 });
    expect(asked.count).toBe(0);
  });

  it('takes a book that posts exactly the shown price before a higher best', async () => {
    oddsRoute([bookLines('betrivers', 'BetRivers', 218), bookLines('fanduel', 'FanDuel', 204)], {
      awayMoneyLine: { book: 'betrivers', title: 'BetRivers', price: 218, point: null },
    });
    const store = makeStore(signedInBettor);
    const success = vi.spyOn(toast, 'success');
    await store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away', { text: '+204', quote: null }));
    expect(store.getState().betSlip.entries[0]).toMatchObject({ price: 204, book: 'fanduel' });
    await toastsRaised();
    expect(success).toHaveBeenCalledWith('Knicks ML +204 at FanDuel added', expect.anything());
  });

  it("otherwise takes the odds route's best book at that book's current price, by key", async () => {
    oddsRoute(
      [bookLines('stalebook', 'StaleBook', 260), bookLines('fanduel', 'FanDuel', 212)],
      // The route's best was read a moment ago; the book's current line is what is taken.
      { awayMoneyLine: { book: 'fanduel', title: 'FanDuel', price: 210, point: null } },
    );
    const store = makeStore(signedInBettor);
    await store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away', { text: '+204', quote: null }));
    expect(store.getState().betSlip.entries[0]).toMatchObject({
      price: 212,
      book: 'fanduel',
      bookTitle: 'FanDuel',
      moneyLine: '+212',
    });
  });
});

describe("a signed-out visitor's click (docs/product.md §4)", () => {
  const quote = { book: 'fanduel', title: 'FanDuel', price: 204, point: null };

  it('is kept through the sign-in dialog, without a red toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const store = makeStore();
    await store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away', { text: '+204', quote }));
    await toastsRaised();
    expect(error).not.toHaveBeenCalled();
    expect(store.getState().ui.authDialog).toMatchObject({ open: true, mode: 'login' });
    expect(store.getState().betSlip.pendingPick).toMatchObject({ betType: 'MoneyLine' });
    expect(store.getState().betSlip.entries).toEqual([]);
    // Not taken while still signed out.
    await store.dispatch(pendingPickTaken());
    expect(store.getState().betSlip.entries).toEqual([]);
  });

  it('lands in the slip once signed in', async () => {
    const store = makeStore();
    renderWithProviders(<LazySlipDrawer />, { store, route: '/matchups' });
    await act(() =>
      store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away', { text: '+204', quote })),
    );
    act(() => {
      store.dispatch(userSet(signedInBettor.auth!.user));
      store.dispatch(authDialogClosed());
    });
    await waitFor(() => expect(store.getState().betSlip.entries).toHaveLength(1));
    expect(store.getState().betSlip.entries[0]).toMatchObject({ price: 204, book: 'fanduel' });
    expect(store.getState().betSlip.pendingPick).toBeNull();
    expect(await screen.findByRole('button', { name: /Open bet slip \(1 pick/ })).toBeVisible();
  });

  it('is given up when the dialog closes signed out', async () => {
    const store = makeStore();
    renderWithProviders(<LazySlipDrawer />, { store, route: '/matchups' });
    await act(() =>
      store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away', { text: '+204', quote })),
    );
    act(() => {
      store.dispatch(authDialogClosed());
    });
    await waitFor(() => expect(store.getState().betSlip.pendingPick).toBeNull());
    act(() => {
      store.dispatch(userSet(signedInBettor.auth!.user));
    });
    await screen.findByRole('button', { name: /Open bet slip \(0 picks/ });
    expect(store.getState().betSlip.entries).toEqual([]);
  });
});
