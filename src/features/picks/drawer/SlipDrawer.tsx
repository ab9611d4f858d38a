import { ListChecks, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectPendingLegs, selectSlipEntries } from '../betSlipSlice';
import { BetModeControls } from '../components/BetModeControls';
import { BetSlip } from '../components/BetSlip';
import { SelectionPanel } from '../components/SelectionPanel';
import { useSlipPersistence } from '../useSlipPersistence';

/**
 * The bet slip beside every page but Enter Picks (which shows it in place): one slip, the same
 * state and rules as /enter-picks, opened from a button that counts its picks. Not modal, so
 * prices stay clickable while it is open.
 */
export function SlipDrawer() {
  const [open, setOpen] = useState(false);
  const entries = useAppSelector(selectSlipEntries);
  const legs = useAppSelector(selectPendingLegs);
  const { pathname } = useLocation();
  useSlipPersistence();
  if (pathname.startsWith('/enter-picks')) return null;
  const count = `${entries.length} ${entries.length === 1 ? 'pick' : 'picks'}`;
  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open bet slip (${count}${legs.length > 0 ? `, ${legs.length} legs selected` : ''})`}
          className="bg-brand-600 hover:bg-brand-700 fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-white shadow-lg"
        >
          <ListChecks aria-hidden className="h-4 w-4" />
          Bet Slip · {count}
        </button>
      )}
      {open && (
        <aside
          aria-label="Bet slip drawer"
          className="fixed top-14 right-0 bottom-0 z-40 flex w-full max-w-sm flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-slate-50 p-4 shadow-xl dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold">Bet Slip</h2>
            <button
              type="button"
              aria-label="Close bet slip"
              onClick={() => setOpen(false)}
              className="rounded p-1 hover:bg-slate-200 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </div>
          <BetModeControls />
          <SelectionPanel />
          <BetSlip />
        </aside>
      )}
    </>
  );
}
