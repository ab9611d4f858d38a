import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A choice from a short list. The browser's own select (not Radix Select): native pickers on
 * phones, and keyboard and screen-reader behaviour for free.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(
        'focus-visible:border-brand-600 focus-visible:ring-brand-600/30 h-9 rounded-md border border-slate-300 bg-white px-2 text-sm outline-none focus-visible:ring-2 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}
