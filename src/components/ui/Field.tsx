import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { Input, Textarea } from './Input';
import { Label } from './Label';
import { Select } from './Select';

/** A field's error under it, tied to its control for assistive technology. */
export function FieldError({
  id,
  error,
  className,
}: {
  id?: string;
  error?: string | null;
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

interface FieldFrame {
  label: string;
  error?: string | null;
  /** A line of help under the control (kept out of its accessible name). */
  hint?: ReactNode;
  className?: string;
}

/**
 * The frame every form field shares: the label names the control, the hint and the error
 * describe it. `control` receives the id and ARIA attributes to spread onto the control.
 */
function Frame({
  label,
  error,
  hint,
  className,
  id,
  control,
}: FieldFrame & {
  id?: string;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {control({
        id: controlId,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <span id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </span>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A labelled text input with its hint and error, the one form field of the app. */
export function Field({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'id'> & FieldFrame & { id?: string }) {
  return (
    <Frame
      {...{ label, error, hint, className, id }}
      control={(aria) => <Input {...props} {...aria} />}
    />
  );
}

/** A labelled multi-line text field. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & FieldFrame & { id?: string }) {
  return (
    <Frame
      {...{ label, error, hint, className, id }}
      control={(aria) => <Textarea {...props} {...aria} />}
    />
  );
}

/** A labelled choice from a short list. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & FieldFrame & { id?: string }) {
  return (
    <Frame
      {...{ label, error, hint, className, id }}
      control={(aria) => <Select {...props} {...aria} className="w-full" />}
    />
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
