import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@/app/store';
import { startAuth } from '@/features/auth/startAuth';
import { askEarly } from '@/lib/api';
import { hasRequiredRole, HANDICAPPER_ROLE } from '@domain/rules/roles';
import { initialBetSlipState } from '@/features/picks/betSlipSlice';
import { savedSlipEntries } from '@/features/picks/slipStorage';
import { nextTask } from '@/lib/idle';
import { easternDate } from '@domain/rules/dates';
import { appRouter, routerReady } from '@/app/router';
import { App } from './App';
import './index.css';

/**
 * What each signed-in data page asks for as it first renders, asked for as the app starts, beside
 * the download of the page's code (src/lib/api.ts, askEarly; docs/benchmarks.md, Lighthouse).
 */
const EARLY_ANSWERS: Record<string, { urls: readonly string[]; roles?: readonly string[] }> = {
  // Asked only of whom the page's guard lets in (src/routes.tsx): a refused 403 is not asked for.
  '/revenue': { urls: ['/my-capper/revenue', '/account/settings'], roles: [HANDICAPPER_ROLE] },
  '/profile': { urls: ['/account/settings', '/bets'] },
  '/settings': { urls: ['/account/settings'] },
  '/subscriptions': { urls: ['/plan', '/account/settings'] },
  '/my-cappers': { urls: ['/subscriptions'] },
};

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The app starts in short tasks: the modules' evaluation, then the store, then the router, then
 * React's first render (itself in slices). Where the server sent the route's first render as a
 * shell (server/plugins/pageShells.ts) that paint is already on screen, so whatever runs now
 * counts as blocking time on a slow phone. React's first render waits for the router to have the
 * page's code, so it is the page: it replaces the shell whole (the first commit empties #root)
 * and is what the build drew the shell from (docs/benchmarks.md, Lighthouse).
 */
async function start(container: HTMLElement) {
  // docs/product.md §5: a slip saved in this browser comes back after a reload.
  const entries = await savedSlipEntries();
  await nextTask();
  // Intl's start-up (its locale and time zone data, tens of milliseconds on a phone) in a task of
  // its own: the store's first state holds the Eastern day.
  easternDate(new Date());
  await nextTask();
  const store = makeStore({ betSlip: { ...initialBetSlipState, entries } });
  startAuth(store);
  const early = EARLY_ANSWERS[window.location.pathname.replace(/\/+$/, '')];
  const user = store.getState().auth.user;
  if (early && user && hasRequiredRole(user, early.roles)) askEarly(early.urls);
  await nextTask();
  // The first render is the page, never the layout with a spinner while the page's code loads.
  await routerReady(appRouter());
  // A transition: React renders the first page in slices and yields between them, so a slow
  // phone stays responsive instead of one long task (docs/benchmarks.md, Lighthouse).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void start(root);
