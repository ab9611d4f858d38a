import type { Dispatch } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import type { AppDispatch, RootState } from '@/app/store';
import { authDialogOpened } from '@/app/uiSlice';
import { withQuote, type BookQuote } from '@domain/rules/bookQuote';
import type { Matchup } from '@domain/contracts/matchup';
import type { Selection, SlipBetType } from '@domain/rules/slip';
import { oddsPicked } from '../picksActions';
import { bookOddsApi, type BestSide } from './bookOddsApi';

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
 * A price clicked on /matchups: the side goes to the slip at its best price, with that book named,
 * by the engine's one rule (the consensus pick's best price when the consensus carries it, else
 * the side's best from GET /api/matchups/{id}/odds); at the posted price when no book prices it.
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
      const side = bestSide(betType, selection);
      const best = side ? result.data?.best[side] : null;
      quote = best ? { book: best.title, price: best.price, point: best.point } : null;
    }
    (dispatch as AppDispatch)(
      oddsPicked(withQuote(m, betType, selection, quote), betType, selection, quote?.book ?? null),
    );
  };
