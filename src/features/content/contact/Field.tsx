import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

export const inputClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-normal dark:border-slate-700 dark:bg-slate-950';

/** A labelled text input; the label wraps the input so it is its accessible name. */
export function Field({ label, className, ...props }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className={cn('flex flex-col gap-1 text-sm font-medium', className)}>
      {label}
      <input className={inputClass} {...props} />
    </label>
  );
}
