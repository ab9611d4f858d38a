import { useId, type ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

const inputClass =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950';

/** A labelled input of the auth forms. */
export function Field({ label, className, ...props }: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} {...props} />
    </div>
  );
}

/** The form-level message: server text or one of docs/product.md §8's. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
    >
      {message}
    </p>
  );
}
