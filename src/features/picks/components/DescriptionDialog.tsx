import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
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
import { descriptionSaved } from '../picksActions';

const MAX_DESCRIPTION = 2000;

/** Adds or edits an entry's description (docs/product.md §4: Cancel or Save, 'Description saved'). */
export function DescriptionDialog({ entryId, reasoning }: { entryId: string; reasoning: string }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(reasoning);

  const openChanged = (next: boolean) => {
    if (next) setDraft(reasoning);
    setOpen(next);
  };
  const save = () => {
    dispatch(descriptionSaved(entryId, draft.trim()));
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={openChanged}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {reasoning ? 'Edit Description' : 'Add Description'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pick Description</DialogTitle>
          <DialogDescription>
            Explain the pick to your subscribers. Leave out personal information.
          </DialogDescription>
        </DialogHeader>
        <textarea
          aria-label="Description"
          value={draft}
          maxLength={MAX_DESCRIPTION}
          rows={5}
          onChange={(e) => setDraft(e.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={save}>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
