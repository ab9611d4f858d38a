import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Input } from '@/components/ui/Input';
import { formatAmerican } from '@domain/rules/odds';
import {
  ASSUMED_PRICE_NOTE,
  MAX_UNITS,
  toWin,
  unitsProblem,
  type SlipEntry,
} from '@domain/rules/slip';
import { unitsChanged } from '../betSlipSlice';
import { betRemoved } from '../picksActions';
import { DescriptionDialog } from './DescriptionDialog';

const unitWord = (n: number) => (n === 1 ? 'unit' : 'units');

/** docs/product.md §9: the entry's price, the book it is taken at, and what it would win for its units. */
function PriceLine({ entry }: { entry: SlipEntry }) {
  if (entry.price == null) return null;
  const win = unitsProblem(entry.units) === null ? toWin(entry.price, entry.units) : null;
  return (
    <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
      Price{' '}
      <strong className="text-slate-900 dark:text-slate-100">{formatAmerican(entry.price)}</strong>
      {entry.bookTitle && (
        <>
          {' at '}
          <strong className="text-slate-900 dark:text-slate-100">{entry.bookTitle}</strong>
        </>
      )}
      {entry.priceAssumed && ` (${ASSUMED_PRICE_NOTE})`}
      {win !== null && (
        <>
          {' · '}To win <strong className="text-slate-900 dark:text-slate-100">{win}</strong>{' '}
          {unitWord(win)}
        </>
      )}
    </p>
  );
}

/** What the entry is: the pick and its line, or a combo's legs. */
function EntrySummary({ entry }: { entry: SlipEntry }) {
  if (entry.betMode !== 'single') {
    return (
      <>
        <p className="font-semibold">
          {entry.team} <span className="font-normal text-slate-500">{entry.moneyLine}</span>
        </p>
        <ul className="list-disc pl-5 text-xs text-slate-600 dark:text-slate-400">
          {entry.individualBets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      </>
    );
  }
  const betType = entry.legs?.[0]?.betType;
  // A total pick reads 'Over 210'; a side pick 'Suns Spread +2' or 'Suns ML +110'.
  const [title, line] =
    betType === 'Total'
      ? [entry.total, '']
      : [entry.team, betType === 'Spread' ? `Spread ${entry.spread}` : `ML ${entry.moneyLine}`];
  return (
    <>
      <p className="font-semibold">
        {title} <span className="font-normal text-slate-500">{line}</span>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {entry.awayTeam} at {entry.homeTeam}
      </p>
    </>
  );
}

/** One slip entry: what it is, its units, its description and a remove button. */
export function SlipEntryCard({ entry }: { entry: SlipEntry }) {
  const dispatch = useAppDispatch();
  const [units, setUnits] = useState(String(entry.units));
  const label = entry.betMode === 'single' ? `${entry.team} single` : entry.team;

  const problem = unitsProblem(entry.units);
  const errorId = `units-error-${entry.id}`;

  // docs/product.md §5: units are kept as typed and refused with a word, never silently replaced.
  const changeUnits = (text: string) => {
    setUnits(text);
    const n = text.trim() === '' ? 0 : Number(text);
    dispatch(unitsChanged({ id: entry.id, units: Number.isFinite(n) ? n : 0 }));
  };

  return (
    <li
      aria-label={label}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <EntrySummary entry={entry} />
        </div>
        <button
          type="button"
          aria-label={`Remove ${label}`}
          onClick={() => dispatch(betRemoved(entry.id))}
          className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <PriceLine entry={entry} />
      {entry.reasoning && (
        <p className="text-xs whitespace-pre-wrap text-slate-600 italic dark:text-slate-400">
          {entry.reasoning}
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2">
          Units
          <Input
            type="number"
            min={0.5}
            max={MAX_UNITS}
            step={0.5}
            value={units}
            onChange={(e) => changeUnits(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            className="h-8 w-20 px-2"
          />
        </label>
        <DescriptionDialog entryId={entry.id} reasoning={entry.reasoning} />
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </li>
  );
}
