import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { isHandicapper } from '@domain/rules/roles';
import { unitsProblem } from '@domain/rules/slip';
import { selectSlipEntries, selectSubmitting } from '../betSlipSlice';
import { picksSubmitted } from '../picksActions';
import { PICKS_TEXT } from '../picksText';

/**
 * Submitting the slip, saying what it does (docs/product.md §10): a handicapper's 'Confirm All
 * Picks' publishes to subscribers unless tracked privately; a bettor's 'Track bets' records their
 * own. Stays open when it fails.
 */
export function ConfirmPicksDialog() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectSlipEntries);
  const submitting = useAppSelector(selectSubmitting);
  const capper = useAppSelector((state) => isHandicapper(state.auth.user));
  const [open, setOpen] = useState(false);
  const [privately, setPrivately] = useState(false);
  const publish = capper && !privately;
  const title = capper ? 'Confirm All Picks' : PICKS_TEXT.trackTitle;
  const units = entries.reduce((sum, e) => sum + e.units, 0);
  // docs/product.md §5: a slip with units that cannot be saved is not sent.
  const invalid = entries.some((e) => unitsProblem(e.units) !== null);

  const confirm = async () => {
    if (await dispatch(picksSubmitted(publish))) setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!submitting) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={entries.length === 0 || invalid} className="w-full">
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {publish ? PICKS_TEXT.confirmBody : PICKS_TEXT.trackBody}
          </DialogDescription>
        </DialogHeader>
        {capper && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={privately}
              onChange={(e) => setPrivately(e.target.checked)}
            />
            {PICKS_TEXT.trackPrivately}
          </label>
        )}
        <p className="text-sm">
          {entries.length} {entries.length === 1 ? 'pick' : 'picks'}, {units}{' '}
          {units === 1 ? 'unit' : 'units'} in total.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button disabled={submitting} onClick={() => void confirm()}>
            {submitting ? 'Submitting...' : 'Confirm Submission'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
