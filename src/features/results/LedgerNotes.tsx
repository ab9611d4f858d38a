import { Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useGetFeedOriginQuery } from './resultsApi';

/** Record pages built on the demo feed's games say so, as /matchups does. */
export function DemoNotice() {
  // A failure just hides the notice.
  const { data } = useGetFeedOriginQuery(undefined);
  if (data?.demo !== true) return null;
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Info aria-hidden className="h-4 w-4 shrink-0" />
      Demo data: games, odds and scores come from a simulated feed, not real events; picks on them
      are labelled Demo.
    </p>
  );
}

/** Where the Edgewise picks record lives on /ai-models. */
export const EDGEWISE_PICKS_PATH = '/ai-models#edgewise-picks';

/**
 * The one sentence AI Bet Performance and Total Results carry: they keep the original
 * specification's margin rules (docs/product.md §9), and the record of what Edgewise recommends
 * is elsewhere.
 */
export function MarginRuleNote() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      This ledger counts every AI pick by its predicted margin (the original specification&apos;s
      lean and bet thresholds), whatever the price, so it is not what we recommend: that is the{' '}
      <Link
        to={EDGEWISE_PICKS_PATH}
        className="text-brand-700 dark:text-brand-500 underline underline-offset-2"
      >
        Edgewise picks record
      </Link>
      .
    </p>
  );
}
