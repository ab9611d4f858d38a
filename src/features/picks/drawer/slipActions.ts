import type { Dispatch } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { authDialogOpened } from '@/app/uiSlice';
import { bookSide, quoteAt, withQuote, type BookQuote } from '@domain/rules/bookQuote';
import type { Matchup } from '@domain/contracts/matchup';
import { legPoint, legQuote, type Selection, type SlipBetType } from '@domain/rules/slip';
import { pickPending, type PendingPick } from '../betSlipSlice';
import { oddsPicked } from '../picksActions';
import { allBooks, bookOddsApi, type BestSide } from './bookOddsApi';

type Thunk<R = void> = (dispatch: Dispatch, getState: () => RootState) => R;

/** The odds route's key of a side. */
function bestSide(betType: SlipBetType, selection: Selection): BestSide | null {
  if (betType === 'MoneyLine' && (selection === 'Home' || selection === 'Away'))
    return selection === 'Home' ? 'homeMoneyLine' : 'awayMoneyLine';
  if (betType === 'Spread' && (selection === 'Home' || selection === 'Away'))
    return selection === 'Home' ? 'homeSpread' : 'awaySpread';
  if (betType === 'Total' && (selection === 'Over' || selection === 'Under'))
    return selection === 'Over' ? 'over' : 'under';
  return null;
}

/**
 * The book price a click on a posted line takes (docs/product.md §9 "Price taken"): a book that
 * posts the side at exactly the shown price and point (the engine's best book first); else the
 * side's best price, read again from that book's current lines (by its key); null when no book
 * prices the side (the posted price is then taken).
 */
async function bookQuoteOf(
  dispatch: AppDispatch,
  m: Matchup,
  betType: SlipBetType,
  selection: Selection,
): Promise<BookQuote | null> {
  const result = await dispatch(
    bookOddsApi.endpoints.getGamesBooks.initiate([m.id], { subscribe: false, forceRefetch: true }),
  );
  const game = result.data?.[0];
  const books = allBooks(game);
  const side = bestSide(betType, selection);
  const best = side ? game?.best[side] : null;
  const posted = legQuote({ betType, selection, matchup: m });
  const point = legPoint(m, betType, selection);
  const exact = posted.assumed
    ? []
    : books.flatMap((b) => {
        const q = bookSide(b, betType, selection);
        return q && q.price === posted.price && q.point === point ? [q] : [];
      });
  const exactBest = exact.find((q) => q.book === best?.book) ?? exact[0];
  if (exactBest) return exactBest;
  if (!best) return null;
  return quoteAt(books, best.book, betType, selection) ?? { ...best };
}

/**
 * A price clicked on /matchups goes to the slip at that price with its book (docs/product.md §9
 * "Price taken"): the card's book price as it is, by the book's key, when the card names one;
 * otherwise the book price found for the posted line. A signed-out visitor's click is kept
 * through the sign-in dialog and taken once they are signed in (docs/product.md §4).
 */
export const priceTaken =
  (
    m: Matchup,
    betType: SlipBetType,
    selection: Selection,
    shown: PendingPick['shown'] = { text: '', quote: null },
  ): Thunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().auth.user) {
      dispatch(authDialogOpened('login'));
      dispatch(pickPending({ matchup: m, betType, selection, shown }));
      return;
    }
    const quote =
      shown.quote ?? (await bookQuoteOf(dispatch as AppDispatch, m, betType, selection));
    (dispatch as AppDispatch)(
      oddsPicked(
        withQuote(m, betType, selection, quote),
        betType,
        selection,
        quote ? { book: quote.book, bookTitle: quote.title } : null,
      ),
    );
  };

/** The click kept through sign-in, taken now that the visitor is signed in. */
export const pendingPickTaken = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const pending = getState().betSlip.pendingPick;
  if (!pending || !getState().auth.user) return;
  dispatch(pickPending(null));
  await (dispatch as AppDispatch)(
    priceTaken(pending.matchup, pending.betType, pending.selection, pending.shown),
  );
};
