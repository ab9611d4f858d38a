import { Info } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TEASER_DIRECTION_TEXT, TEASER_MONEYLINE_MESSAGE, type BetMode } from '@domain/rules/slip';
import { TEASER_POINTS } from '@domain/rules/teaserCard';
import { selectBetMode, selectTeaserPoints, teaserPointsChanged } from '../betSlipSlice';
import { betModeChosen } from '../picksActions';

const MODES: { mode: BetMode; label: string }[] = [
  { mode: 'single', label: 'Single' },
  { mode: 'parlay', label: 'Parlay' },
  { mode: 'teaser', label: 'Teaser' },
];

/** Bet mode (single, parlay, teaser) and, for teasers, the points that move the lines. */
export function BetModeControls() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectBetMode);
  const teaserPoints = useAppSelector(selectTeaserPoints);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="Bet mode"
          className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {MODES.map(({ mode: m, label }) => (
            <Button
              key={m}
              size="sm"
              variant={mode === m ? 'default' : 'ghost'}
              aria-pressed={mode === m}
              onClick={() => dispatch(betModeChosen(m))}
            >
              {label}
            </Button>
          ))}
        </div>
        {mode === 'teaser' && (
          <label className="flex items-center gap-2 text-sm">
            Teaser points
            <Select
              value={teaserPoints}
              onChange={(e) => dispatch(teaserPointsChanged(Number(e.target.value)))}
              className="h-8"
            >
              {TEASER_POINTS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </Select>
          </label>
        )}
      </div>
      {mode === 'teaser' && (
        <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <Info aria-hidden className="h-3.5 w-3.5" />
          {TEASER_MONEYLINE_MESSAGE}
        </p>
      )}
      {mode === 'teaser' && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{TEASER_DIRECTION_TEXT}</p>
      )}
    </div>
  );
}
