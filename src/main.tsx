import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@/app/store';
import { startAuth } from '@/features/auth/startAuth';
import { askEarly } from '@/lib/api';
import { initialBetSlipState } from '@/features/picks/betSlipSlice';
import { savedSlipEntries } from '@/features/picks/slipStorage';
import { App } from './App';
import './index.css';

/**
 * What each signed-in data page asks for as it first renders, asked for as the app starts, beside
 * the download of the page's code (src/lib/api.ts, askEarly; docs/benchmarks.md, Lighthouse).
 */
const EARLY_ANSWERS: Record<string, readonly string[]> = {
  '/revenue': ['/my-capper/revenue', '/account/settings'],
  '/profile': ['/account/settings', '/bets'],
  '/settings': ['/account/settings'],
  '/subscriptions': ['/plan', '/account/settings'],
  '/my-cappers': ['/subscriptions'],
};

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// docs/product.md §5: a slip saved in this browser comes back after a reload.
void savedSlipEntries().then((entries) => {
  const store = makeStore({ betSlip: { ...initialBetSlipState, entries } });
  startAuth(store);
  const early = EARLY_ANSWERS[window.location.pathname.replace(/\/+$/, '')];
  if (early && store.getState().auth.user) askEarly(early);
  // A transition: React renders the first page in slices and yields between them, so a slow
  // phone stays responsive instead of one long task (docs/benchmarks.md, Lighthouse).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
