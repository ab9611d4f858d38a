import type { Dispatch } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import type { AppDispatch, RootState } from '@/app/store';
import { authDialogOpened } from '@/app/uiSlice';
import { bestQuote, withQuote, type BookQuote } from '@/domain/bookQuote';
import type { Matchup } from '@/domain/matchup';
import { sideSpread } from '@/domain/outcomes';
import type { Selection, SlipBetType } from '@/domain/slip';
import { oddsPicked } from '../picksActions';
import { bookOddsApi } from './bookOddsApi';

type Thunk<R = void> = (dispatch: Dispatch, getState: () => RootState) => R;

export const SIGN_IN_TO_PICK = 'Sign in to add picks to your bet slip';

const MARKETS = { MoneyLine: 'moneyline', Spread: 'spread', Total: 'total' } as const;

/** The consensus market's best price when it is for this side (the consensus pick's), else null. */
function consensusQuote(m: Matchup, betType: SlipBetType, selection: Selection): BookQuote | null {
  const market = m.aiConsensus?.[MARKETS[betType]] as
    | {
        pick?: string;
        bestPrice?: { title?: string; price?: number; point?: number | null } | null;
      }
    | null
    | undefined;
  const best = market?.pick === selection ? market.bestPrice : null;
  if (!best || typeof best.price !== 'number' || !best.title) return null;
  return { book: best.title, price: best.price, point: best.point ?? null };
}

/** The posted line of the side: its spread, the total, or null for money lines. */
function postedPoint(m: Matchup, betType: SlipBetType, selection: Selection): number | null {
  if (betType === 'Total') return m.totalPoints ?? null;
  if (betType === 'Spread' && (selection === 'Home' || selection === 'Away'))
    return sideSpread(m, selection);
  return null;
}

/**
 * A price clicked on /matchups: the side goes to the slip at the best price among the books at
 * the posted line, with that book named (the consensus pick's best price when the consensus
 * carries it, else GET /api/matchups/{id}/odds); at the posted price when no book prices it.
 */
export const priceTaken =
  (m: Matchup, betType: SlipBetType, selection: Selection): Thunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().auth.user) {
      toast.error(SIGN_IN_TO_PICK);
      dispatch(authDialogOpened('login'));
      return;
    }
    let quote = consensusQuote(m, betType, selection);
    if (!quote) {
      const result = await (dispatch as AppDispatch)(
        bookOddsApi.endpoints.getGameBooks.initiate(m.id, { subscribe: false }),
      );
      const books = result.data?.books ?? [];
      quote = bestQuote(books, betType, selection, postedPoint(m, betType, selection));
    }
    (dispatch as AppDispatch)(
      oddsPicked(withQuote(m, betType, selection, quote), betType, selection, quote?.book ?? null),
    );
  };
