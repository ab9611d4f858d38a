import { ListChecks, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { selectPendingLegs, selectSlipEntries } from '../betSlipSlice';
import { BetModeControls } from '../components/BetModeControls';
import { BetSlip } from '../components/BetSlip';
import { SelectionPanel } from '../components/SelectionPanel';
import { useSlipPersistence } from '../useSlipPersistence';

/** Tailwind's lg breakpoint: from here the open drawer docks beside the page. */
const DOCK_QUERY = '(min-width: 1024px)';
/** The drawer's width when docked (Tailwind's max-w-sm). */
const DRAWER_WIDTH = '24rem';
/** The room the closed slip's button takes at the foot of the screen (the bar's height on a narrow one). */
const BAR_HEIGHT = '3.5rem';

/**
 * The drawer never hides a price (docs/product.md §2): on a wide screen the open drawer docks
 * beside the page, which reflows into the width left (the body is padded by the drawer's width);
 * while it is closed its button sits at the foot of the screen (a full-width bar on a narrow
 * one), and the page keeps that much room below its last line and when scrolling to a target,
 * so nothing is left under the button.
 */
function useRoomForSlip(shown: boolean, open: boolean, wide: boolean): void {
  useEffect(() => {
    const { body, documentElement } = document;
    if (!shown) return undefined;
    if (open && wide) {
      body.style.paddingRight = DRAWER_WIDTH;
      return () => {
        body.style.paddingRight = '';
      };
    }
    if (!open) {
      body.style.paddingBottom = BAR_HEIGHT;
      documentElement.style.scrollPaddingBottom = BAR_HEIGHT;
      return () => {
        body.style.paddingBottom = '';
        documentElement.style.scrollPaddingBottom = '';
      };
    }
    return undefined;
  }, [shown, open, wide]);
}

/**
 * The bet slip beside every page but Enter Picks (which shows it in place): one slip, the same
 * state and rules as /enter-picks, opened from a button that counts its picks. Not modal, so
 * prices stay clickable while it is open: on a wide screen it docks beside the page.
 */
export function SlipDrawer() {
  const [open, setOpen] = useState(false);
  const entries = useAppSelector(selectSlipEntries);
  const legs = useAppSelector(selectPendingLegs);
  const { pathname } = useLocation();
  const wide = useMediaQuery(DOCK_QUERY);
  const shown = !pathname.startsWith('/enter-picks');
  useSlipPersistence();
  useRoomForSlip(shown, open, wide);
  if (!shown) return null;
  const count = `${entries.length} ${entries.length === 1 ? 'pick' : 'picks'}`;
  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open bet slip (${count}${legs.length > 0 ? `, ${legs.length} legs selected` : ''})`}
          className={
            wide
              ? 'bg-brand-600 hover:bg-brand-700 fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-white shadow-lg'
              : 'bg-brand-600 hover:bg-brand-700 fixed inset-x-0 bottom-0 z-40 flex h-14 items-center justify-center gap-2 text-sm font-medium text-white shadow-lg'
          }
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
