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
import { unitsProblem } from '@/domain/slip';
import { selectSlipEntries, selectSubmitting } from '../betSlipSlice';
import { picksSubmitted } from '../picksActions';
import { PICKS_TEXT } from '../picksText';

/** 'Confirm All Picks': says what submitting does, then sends the slip; stays open when it fails. */
export function ConfirmPicksDialog() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectSlipEntries);
  const submitting = useAppSelector(selectSubmitting);
  const [open, setOpen] = useState(false);
  const units = entries.reduce((sum, e) => sum + e.units, 0);
  // docs/product.md §5: a slip with units that cannot be saved is not sent.
  const invalid = entries.some((e) => unitsProblem(e.units) !== null);

  const confirm = async () => {
    if (await dispatch(picksSubmitted())) setOpen(false);
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
          Confirm All Picks
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm All Picks</DialogTitle>
          <DialogDescription>{PICKS_TEXT.confirmBody}</DialogDescription>
        </DialogHeader>
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
