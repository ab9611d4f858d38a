import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

// min-w-0: a field shrinks to a phone-width dialog instead of keeping the input's intrinsic width.
const inputClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-normal dark:border-slate-700 dark:bg-slate-950';

/** A field's error, announced and tied to its control. */
export function ErrorText({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <span id={id} role="alert" className="text-xs font-normal text-red-600 dark:text-red-400">
      {error}
    </span>
  ) : null;
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...props
}: ComponentProps<'input'> & { label: string; hint?: ReactNode; error?: string }) {
  const errorId = useId();
  // Hint and error sit outside the label, so the input's name stays the label alone.
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
        {label}
        <input
          className={cn(inputClass, error && 'border-red-500')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
      </label>
      {hint && <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string }) {
  const errorId = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
        {label}
        <textarea
          rows={3}
          className={cn(inputClass, error && 'border-red-500')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
      </label>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function CheckBox({
  label,
  error,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="accent-brand-600 mt-0.5 h-4 w-4"
          aria-invalid={error ? true : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      <ErrorText error={error} />
    </div>
  );
}
