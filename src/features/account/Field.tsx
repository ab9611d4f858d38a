import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-950';

/** A labelled text input; the label names the input for assistive technology and tests. */
export function Field({ label, className, ...props }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className={cn('flex flex-col gap-1 text-sm font-medium', className)}>
      {label}
      <input className={cn(inputClass, 'font-normal')} {...props} />
    </label>
  );
}
