import { useId, type ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-950';

/** A field's error under it, tied to the input for assistive technology. */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error?: string;
  className?: string;
}) {
  return error ? (
    <span
      id={id}
      role="alert"
      className={cn('text-xs font-normal text-red-600 dark:text-red-400', className)}
    >
      {error}
    </span>
  ) : null;
}

/** A labelled text input; the label names the input for assistive technology and tests. */
export function Field({
  label,
  className,
  error,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const errorId = useId();
  // The error sits outside the label, so the input's name stays the label alone.
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {label}
        <input
          className={cn(inputClass, 'font-normal', error && 'border-red-500')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
