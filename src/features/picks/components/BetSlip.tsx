import { useAppSelector } from '@/app/hooks';
import { selectSlipEntries } from '../betSlipSlice';
import { ConfirmPicksDialog } from './ConfirmPicksDialog';
import { SlipEntryCard } from './SlipEntryCard';

/** The bet slip: every entry made so far and the button that submits them all. */
export function BetSlip() {
  const entries = useAppSelector(selectSlipEntries);
  return (
    <section
      aria-label="Bet slip"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between">
        <h2 className="font-semibold">Bet Slip</h2>
        <span className="text-xs text-slate-500">
          {entries.length} {entries.length === 1 ? 'pick' : 'picks'}
        </span>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">Your bet slip is empty. Click odds to add picks.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((e) => (
            <SlipEntryCard key={e.id} entry={e} />
          ))}
        </ul>
      )}
      <ConfirmPicksDialog />
    </section>
  );
}
