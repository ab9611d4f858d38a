import type { Dispatch } from '@reduxjs/toolkit';
import { toast } from '@/lib/toast';
import type { AppDispatch, RootState } from '@/app/store';
import {
  TEASER_MIN_LEGS_MESSAGE,
  DUPLICATE_SINGLE_MESSAGE,
  TEASER_MONEYLINE_MESSAGE,
  buildComboEntry,
  buildSingleEntry,
  comboProblem,
  comboToast,
  pickStartedMessage,
  picksCloseAt,
  publishClosedMessage,
  hasSingle,
  legsAtBook,
  legText,
  singleToast,
  slateTeams,
  slipId,
  toggleLeg,
  unitsProblem,
  withSaveDefaults,
  type BetMode,
  type LegSelection,
  type Selection,
  type SlipBetType,
} from '@domain/rules/slip';
import { MIN_TEASER_LEGS } from '@domain/rules/teaserCard';
import type { Matchup } from '@domain/contracts/matchup';
import { gameState } from '@domain/rules/status';
import {
  comboAdded,
  entryAdded,
  entryRemoved,
  legsChanged,
  modeChanged,
  reasoningChanged,
  submitFailed,
  submitStarted,
  submitSucceeded,
} from './betSlipSlice';
import { betsApi } from './betsApi';
import { BOOKS_UNAVAILABLE, comboPricing, legGames } from './comboPricing';
import { bookOddsApi } from './drawer/bookOddsApi';
import { PICK_SUCCESS_TOAST_MS, PICKS_TEXT, submitFailedText } from './picksText';

// Thunks of the pick-entry screen: the rules come from domain, the toasts are said here.
type Thunk<R = void> = (dispatch: Dispatch, getState: () => RootState) => R;

const success = (text: string) => toast.success(text, { duration: PICK_SUCCESS_TOAST_MS });

/**
 * An odds button: single mode adds an entry at once; parlay and teaser toggle a leg (docs/product.md §4).
 * `matchup` carries the price taken (a book's, domain/rules/bookQuote.ts withQuote) and `at`
 * names its book by key and title.
 */
export const oddsPicked =
  (
    matchup: Matchup,
    betType: SlipBetType,
    selection: Selection,
    at: { book: string; bookTitle: string } | null = null,
  ): Thunk =>
  (dispatch, getState) => {
    // A game that has started takes no more picks (its buttons are disabled; the server refuses too).
    if (gameState(matchup, new Date()) !== 'upcoming') return;
    const { mode, legs, entries, teaserPoints } = getState().betSlip;
    const leg = { matchupId: matchup.id, betType, selection };
    if (mode === 'single') {
      // docs/product.md §5: no duplicate single.
      if (hasSingle(entries, leg)) {
        toast.error(DUPLICATE_SINGLE_MESSAGE);
        return;
      }
      // docs/product.md §3: the team in full where another of its nickname plays that day.
      const slate = slateTeams(Object.values(getState().matchups.entities), matchup);
      const entry = buildSingleEntry(matchup, betType, selection, slipId(), { ...at, slate });
      dispatch(entryAdded(entry));
      success(singleToast(entry));
      return;
    }
    const next: LegSelection = {
      ...leg,
      displayText: legText(matchup, betType, selection),
      matchup,
      ...(at ?? {}),
    };
    const result = toggleLeg(legs, next, mode, teaserPoints);
    if ('error' in result) toast.error(result.error);
    else dispatch(legsChanged(result.legs));
  };

/**
 * 'Add {n}-leg {MODE} to Bet Slip': one entry from the legs, which are then cleared, priced at the
 * best book that offers every leg (docs/product.md §9); refused with a word when no book does.
 */
export const comboSubmitted = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const { mode, legs, teaserPoints } = getState().betSlip;
  if (mode === 'single' || legs.length === 0) return;
  if (mode === 'teaser' && legs.length < MIN_TEASER_LEGS) {
    toast.error(TEASER_MIN_LEGS_MESSAGE);
    return;
  }
  // docs/product.md §5: the points may have changed since the legs were chosen.
  const problem = comboProblem(legs, mode, teaserPoints);
  if (problem) {
    toast.error(problem);
    return;
  }
  const games = await (dispatch as AppDispatch)(
    bookOddsApi.endpoints.getGamesBooks.initiate(legGames(legs), { subscribe: false }),
  );
  const pricing = comboPricing(legs, mode, teaserPoints, games);
  if (pricing.kind === 'none' || pricing.kind === 'unavailable' || pricing.kind === 'loading') {
    toast.error(pricing.kind === 'none' ? pricing.message : BOOKS_UNAVAILABLE);
    return;
  }
  const [best] = pricing.kind === 'priced' ? pricing.quotes : [];
  // At one book: a parlay at its prices of the legs, a teaser at the house card (the price the
  // server saves and grades at); at the posted lines when no game lists a book.
  const taken = best ? legsAtBook(legs, best) : legs;
  dispatch(comboAdded(buildComboEntry(taken, mode, slipId(), teaserPoints)));
  success(comboToast(legs.length, mode));
};

/** A new bet mode; a teaser drops money line legs already chosen and says why. */
export const betModeChosen =
  (mode: BetMode): Thunk =>
  (dispatch, getState) => {
    const dropsMoneyLine =
      mode === 'teaser' && getState().betSlip.legs.some((l) => l.betType === 'MoneyLine');
    dispatch(modeChanged(mode));
    if (dropsMoneyLine) toast.error(TEASER_MONEYLINE_MESSAGE);
  };

export const descriptionSaved =
  (id: string, reasoning: string): Thunk =>
  (dispatch) => {
    dispatch(reasoningChanged({ id, reasoning }));
    success(PICKS_TEXT.descriptionSaved);
  };

export const betRemoved =
  (id: string): Thunk =>
  (dispatch) => {
    dispatch(entryRemoved(id));
    success(PICKS_TEXT.betRemoved);
  };

/**
 * Why an entry can no longer be taken at `now`, or null: its first game has started, or for a
 * published pick starts within 15 minutes (docs/product.md §10).
 */
function closedProblem(
  e: { startsAt?: string | null | undefined; awayTeam: string; homeTeam: string },
  now: Date,
  publish: boolean,
): string | null {
  if (!e.startsAt) return null;
  const start = new Date(e.startsAt);
  if (Number.isNaN(start.getTime()) || picksCloseAt(start, publish) > now) return null;
  const game = `${e.awayTeam} @ ${e.homeTeam}`;
  return start <= now ? pickStartedMessage(game) : publishClosedMessage(game);
}

/**
 * 'Confirm Submission': POST /api/bets with every entry (status pending, createdAt now); `publish`
 * posts a handicapper's picks to subscribers, otherwise the bets are tracked (docs/product.md §10).
 * Resolves true when saved; on failure the slip stays as it was (docs/product.md §4, §8).
 */
export const picksSubmitted =
  (publish = false): Thunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const { entries, submitting } = getState().betSlip;
    if (submitting || entries.length === 0) return false;
    const now = new Date();
    const problem =
      entries.map((e) => unitsProblem(e.units)).find((p) => p !== null) ??
      entries.map((e) => closedProblem(e, now, publish)).find((p) => p !== null);
    if (problem) {
      toast.error(problem);
      return false;
    }
    dispatch(submitStarted());
    const result = await (dispatch as AppDispatch)(
      betsApi.endpoints.saveBets.initiate({
        bets: entries.map((e) => withSaveDefaults(e, now)),
        publish,
      }),
    );
    if (result.error) {
      dispatch(submitFailed());
      toast.error(submitFailedText('message' in result.error ? result.error.message : undefined));
      return false;
    }
    const data = result.data;
    const saved =
      typeof data === 'object' && data !== null && (data as { success?: unknown }).success === true;
    if (!saved) {
      dispatch(submitFailed());
      toast.error(PICKS_TEXT.submitError);
      return false;
    }
    dispatch(submitSucceeded());
    success(publish ? PICKS_TEXT.submitted : PICKS_TEXT.tracked);
    return true;
  };
