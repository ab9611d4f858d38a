import { useState } from 'react';
import { z } from 'zod';
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
import { Textarea } from '@/components/ui/Input';
import { useZodForm } from '@/lib/useZodForm';
import { descriptionSaved } from '../picksActions';

const MAX_DESCRIPTION = 2000;

const descriptionFormSchema = z.object({ description: z.string().trim().max(MAX_DESCRIPTION) });

/** Adds or edits an entry's description (docs/product.md §4: Cancel or Save, 'Description saved'). */
export function DescriptionDialog({ entryId, reasoning }: { entryId: string; reasoning: string }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const form = useZodForm(descriptionFormSchema, { defaultValues: { description: reasoning } });

  const openChanged = (next: boolean) => {
    if (next) form.reset({ description: reasoning });
    setOpen(next);
  };
  const save = form.handleSubmit(({ description }) => {
    dispatch(descriptionSaved(entryId, description));
    setOpen(false);
  });

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
        <Textarea
          aria-label="Description"
          maxLength={MAX_DESCRIPTION}
          rows={5}
          {...form.register('description')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void save()}>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
