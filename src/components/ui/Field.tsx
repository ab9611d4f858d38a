import { useId, type ComponentProps } from 'react';
import { cn } from './cn';
import { Input } from './Input';
import { Label } from './Label';

/** A field's error under it, tied to its input for assistive technology. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} role="alert" className="text-xs font-normal text-red-600 dark:text-red-400">
      {error}
    </span>
  ) : null;
}

/** A labelled text input with its error, the one form field of the app. */
export function Field({
  label,
  error,
  className,
  id,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string | null }) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The form-level message above the submit button (server text or a known message). */
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
