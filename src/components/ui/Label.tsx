import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The label of a form field. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn('text-sm font-medium text-slate-700 dark:text-slate-200', className)}
      {...props}
    />
  );
}
