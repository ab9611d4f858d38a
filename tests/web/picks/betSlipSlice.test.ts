import toast from 'react-hot-toast';
import { toastsRaised } from '@/lib/toast';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { legText, type LegSelection } from '@domain/rules/slip';
import {
  betSlipSlice,
  initialBetSlipState,
  legsChanged,
  teaserPointsChanged,
} from '@/features/picks/betSlipSlice';
import { betModeChosen, oddsPicked } from '@/features/picks/picksActions';
import { PICK_SUCCESS_TOAST_MS } from '@/features/picks/picksText';
import { slate } from './harness';

const games = slate();
const upcoming = games.find((g) => g.id === 'g-early')!;
const live = games.find((g) => g.id === 'g-live')!;
const leg = (
  betType: LegSelection['betType'],
  selection: LegSelection['selection'],
): LegSelection => ({
  matchupId: upcoming.id,
  betType,
  selection,
  displayText: legText(upcoming, betType, selection),
  matchup: upcoming,
});

describe('betSlip slice and actions', () => {
  it('starts in single mode with 6 teaser points and an empty slip', () => {
    expect(betSlipSlice.reducer(undefined, { type: 'init' })).toEqual(initialBetSlipState);
    expect(initialBetSlipState).toMatchObject({
      mode: 'single',
      teaserPoints: 6,
      legs: [],
      entries: [],
    });
  });

  it('accepts only the teaser point options', () => {
    let state = betSlipSlice.reducer(undefined, teaserPointsChanged(13));
    expect(state.teaserPoints).toBe(13);
    state = betSlipSlice.reducer(state, teaserPointsChanged(8));
    expect(state.teaserPoints).toBe(13);
  });

  it('clears pending legs on single mode and keeps only spread and total legs on a teaser', () => {
    const store = makeStore();
    store.dispatch(betModeChosen('parlay'));
    store.dispatch(legsChanged([leg('MoneyLine', 'Away'), leg('Spread', 'Home')]));
    store.dispatch(betModeChosen('teaser'));
    expect(store.getState().betSlip.legs.map((l) => l.betType)).toEqual(['Spread']);
    store.dispatch(betModeChosen('single'));
    expect(store.getState().betSlip.legs).toEqual([]);
  });

  it('toasts single picks for 3 s and ignores games that have started', async () => {
    const success = vi.spyOn(toast, 'success');
    const store = makeStore();
    store.dispatch(oddsPicked(live, 'MoneyLine', 'Home'));
    expect(store.getState().betSlip.entries).toEqual([]);
    store.dispatch(oddsPicked(upcoming, 'Total', 'Over'));
    expect(store.getState().betSlip.entries).toMatchObject([
      { team: 'Over', total: 'Over 229', legs: [{ betType: 'Total', selection: 'Over' }] },
    ]);
    // The toaster loads with the first toast (src/lib/toast.ts).
    await toastsRaised();
    expect(success).toHaveBeenCalledWith('Over 229 -110 added', {
      duration: PICK_SUCCESS_TOAST_MS,
    });
    expect(success).toHaveBeenCalledTimes(1);
    expect(PICK_SUCCESS_TOAST_MS).toBe(3000);
    success.mockRestore();
    toast.remove();
  });
});
