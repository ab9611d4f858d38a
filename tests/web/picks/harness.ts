import { screen, within } from '@testing-library/react';
import type { RootState } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { initialBetSlipState } from '@/features/picks/betSlipSlice';
import { savedSlipEntries } from '@/features/picks/slipStorage';
import { renderRoute } from '../render';

export { useHubMock } from '../matchups/harness';
export { slate, today } from '../matchups/fixtures';

/** A signed-in handicapper, preloaded as the app would hold them after sign-in. */
export const signedIn: Partial<RootState> = {
  auth: {
    ...initialAuthState,
    user: {
      userId: 'u1',
      email: 'capper@example.com',
      name: 'Cal Capper',
      role: 'Handicapper',
      accountType: 'Handicapper',
      subType: '',
    },
  },
};

/** A signed-in bettor (no handicapper role). */
export const signedInBettor: Partial<RootState> = {
  auth: {
    ...initialAuthState,
    user: {
      userId: 'u2',
      email: 'bettor@example.com',
      name: 'Bea Bettor',
      role: 'User',
      accountType: '',
      subType: '',
    },
  },
};

// Games of the shared slate (tests/web/matchups/fixtures): three upcoming, one live, one finished.
export const KNICKS = 'New York Knicks at Miami Heat';
export const NUGGETS = 'Denver Nuggets at Phoenix Suns';
export const RANGERS = 'New York Rangers at Boston Bruins';
export const LAKERS = 'Los Angeles Lakers at Boston Celtics';
export const BULLS = 'Chicago Bulls at Brooklyn Nets';

/** Opens /enter-picks signed in and waits for the games to arrive over the hub. */
export async function openEnterPicks(
  options: { waitFor?: string; preloadedState?: Partial<RootState> } = {},
) {
  // As src/main.tsx does: a store made without a slip starts with the one saved in this browser.
  const preloadedState = options.preloadedState ?? signedIn;
  const betSlip = preloadedState.betSlip ?? {
    ...initialBetSlipState,
    entries: await savedSlipEntries(),
  };
  const rendered = renderRoute('/enter-picks', { preloadedState: { ...preloadedState, betSlip } });
  // The page is a lazy chunk; the first import can be slow on a busy machine.
  await screen.findByRole('heading', { name: 'Enter Picks' }, { timeout: 15_000 });
  await screen.findByRole('article', { name: options.waitFor ?? NUGGETS }, { timeout: 5000 });
  return rendered;
}

export const game = (name: string) => screen.getByRole('article', { name });
export const odds = (gameName: string, label: string | RegExp) =>
  within(game(gameName)).getByRole('button', { name: label });
export const slip = () => screen.getByRole('region', { name: 'Bet slip' });
