import { X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import {
  TEASER_MIN_LEGS_MESSAGE,
  MAX_LEGS,
  comboButtonLabel,
  legText,
  legsAtBook,
  parlayPrice,
  teaserPrice,
  type LegSelection,
} from '@domain/rules/slip';
import { MIN_TEASER_LEGS } from '@domain/rules/teaserCard';
import { formatAmerican } from '@domain/rules/odds';
import { legsChanged, selectBetMode, selectPendingLegs, selectTeaserPoints } from '../betSlipSlice';
import { BOOKS_UNAVAILABLE, comboPricing, legGames, type ComboPricing } from '../comboPricing';
import { useGetGamesBooksQuery } from '../drawer/bookOddsApi';
import { comboSubmitted } from '../picksActions';

/** How often the books of the legs are read again while the combo is being built. */
const BOOKS_REFRESH_MS = 30_000;

/**
 * docs/product.md §9 one-book combos: the best book that offers every leg and its price, and the
 * next best; or plainly why there is no price. A teaser's price is the house card's.
 */
function ComboPrice({
  legs,
  pricing,
  teaserPoints,
}: {
  legs: readonly LegSelection[];
  pricing: ComboPricing;
  teaserPoints?: number;
}) {
  if (legs.length === 0) return null;
  if (teaserPoints !== undefined && legs.length < MIN_TEASER_LEGS)
    return <p className="text-sm text-slate-500">{TEASER_MIN_LEGS_MESSAGE}</p>;
  const word = teaserPoints === undefined ? 'Parlay' : 'Teaser';
  if (pricing.kind === 'loading')
    return <p className="text-sm text-slate-500">Finding a book that offers every leg…</p>;
  if (pricing.kind === 'unavailable')
    return <p className="text-sm text-red-600 dark:text-red-400">{BOOKS_UNAVAILABLE}</p>;
  if (pricing.kind === 'none')
    return (
      <p role="status" className="text-sm text-red-600 dark:text-red-400">
        {pricing.message}
      </p>
    );
  if (pricing.kind === 'posted') {
    const price =
      teaserPoints === undefined ? parlayPrice(legs) : teaserPrice(legs.length, teaserPoints);
    return (
      <p className="text-sm">
        {teaserPoints === undefined ? 'Estimated price' : 'Teaser price'}:{' '}
        <strong className="tabular-nums">{price === null ? '-' : formatAmerican(price)}</strong> at
        the posted lines (no book prices these games)
      </p>
    );
  }
  const [best, next] = pricing.quotes;
  if (!best) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm" aria-label={`${word} price`}>
      <p>
        {word} price: <strong className="tabular-nums">{formatAmerican(best.price)}</strong> at{' '}
        <strong>{best.title}</strong>, which offers every leg
      </p>
      {next ? (
        <p className="text-xs text-slate-500">
          Next best: <span className="tabular-nums">{formatAmerican(next.price)}</span> at{' '}
          {next.title}
        </p>
      ) : (
        <p className="text-xs text-slate-500">No other book offers every leg.</p>
      )}
    </div>
  );
}

/** The parlay or teaser being built: its legs, the price estimate and the button that adds it to the slip. */
export function SelectionPanel() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectBetMode);
  const legs = useAppSelector(selectPendingLegs);
  const teaserPoints = useAppSelector(selectTeaserPoints);
  const games = useGetGamesBooksQuery(legGames(legs), {
    skip: mode === 'single' || legs.length === 0,
    pollingInterval: BOOKS_REFRESH_MS,
  });
  if (mode === 'single') return null;
  const points = mode === 'teaser' ? teaserPoints : undefined;
  const pricing = comboPricing(legs, mode, teaserPoints, games);
  // Each leg as the best book prices it, when one book offers them all.
  const [best] = pricing.kind === 'priced' ? pricing.quotes : [];
  const shown = best ? legsAtBook(legs, best) : legs;
  const priced = pricing.kind === 'priced' || pricing.kind === 'posted';
  const title = mode === 'teaser' ? `Teaser (${teaserPoints} points)` : 'Parlay';

  return (
    <section
      aria-label={`${mode} selections`}
      className="border-brand-600/40 flex flex-col gap-3 rounded-lg border bg-white p-4 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between">
        <h2 className="font-semibold">{title}</h2>
        <span className="text-xs text-slate-500">
          {legs.length} of {MAX_LEGS} legs
        </span>
      </div>
      {legs.length === 0 ? (
        <p className="text-sm text-slate-500">Click odds to add legs.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {shown.map((l, i) => {
            const text = legText(l.matchup, l.betType, l.selection, points);
            return (
              <li
                key={`${l.matchupId}-${l.betType}`}
                className="flex items-center justify-between gap-2"
              >
                <span>{text}</span>
                <button
                  type="button"
                  aria-label={`Remove leg ${text}`}
                  onClick={() => dispatch(legsChanged(legs.filter((_, j) => j !== i)))}
                  className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <X aria-hidden className="h-3.5 w-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ComboPrice legs={legs} pricing={pricing} teaserPoints={points} />
      <Button
        disabled={!priced || legs.length < (mode === 'teaser' ? MIN_TEASER_LEGS : 1)}
        onClick={() => void dispatch(comboSubmitted())}
      >
        {comboButtonLabel(legs.length, mode)}
      </Button>
    </section>
  );
}
