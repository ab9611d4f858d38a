import { X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import {
  TEASER_MIN_LEGS_MESSAGE,
  teaserPrice,
  MAX_LEGS,
  comboButtonLabel,
  legText,
  parlayPrice,
  type LegSelection,
} from '@domain/rules/slip';
import { MIN_TEASER_LEGS } from '@domain/rules/teaserCard';
import { formatAmerican } from '@domain/rules/odds';
import { legsChanged, selectBetMode, selectPendingLegs, selectTeaserPoints } from '../betSlipSlice';
import { comboSubmitted } from '../picksActions';

/** docs/product.md §9's parlay estimate, or a teaser's price from the house card once it has enough legs. */
function ComboPrice({
  legs,
  teaserPoints,
}: {
  legs: readonly LegSelection[];
  teaserPoints?: number;
}) {
  if (legs.length === 0) return null;
  if (teaserPoints === undefined) {
    return (
      <p className="text-sm">
        Estimated price:{' '}
        <strong className="tabular-nums">{formatAmerican(parlayPrice(legs))}</strong>
      </p>
    );
  }
  const card = legs.length >= MIN_TEASER_LEGS ? teaserPrice(legs.length, teaserPoints) : null;
  if (card === null) return <p className="text-sm text-slate-500">{TEASER_MIN_LEGS_MESSAGE}</p>;
  return (
    <p className="text-sm">
      Teaser price: <strong className="tabular-nums">{formatAmerican(card)}</strong>
    </p>
  );
}

/** The parlay or teaser being built: its legs, the price estimate and the button that adds it to the slip. */
export function SelectionPanel() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectBetMode);
  const legs = useAppSelector(selectPendingLegs);
  const teaserPoints = useAppSelector(selectTeaserPoints);
  if (mode === 'single') return null;
  const points = mode === 'teaser' ? teaserPoints : undefined;
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
          {legs.map((l) => {
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
                  onClick={() => dispatch(legsChanged(legs.filter((x) => x !== l)))}
                  className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <X aria-hidden className="h-3.5 w-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ComboPrice legs={legs} teaserPoints={points} />
      <Button
        disabled={legs.length < (mode === 'teaser' ? MIN_TEASER_LEGS : 1)}
        onClick={() => dispatch(comboSubmitted())}
      >
        {comboButtonLabel(legs.length, mode)}
      </Button>
    </section>
  );
}
