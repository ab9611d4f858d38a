import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A text field; `aria-invalid` turns its border red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'focus-visible:border-brand-600 focus-visible:ring-brand-600/30 h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm outline-none placeholder:text-slate-400 focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}

/** A multi-line text field, styled as Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'focus-visible:border-brand-600 focus-visible:ring-brand-600/30 min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none placeholder:text-slate-400 focus-visible:ring-2 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}
