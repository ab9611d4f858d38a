import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '@/components/ui/Field';

/** A checkbox with its label beside it and its error under it. */
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
      <FieldError error={error} />
    </div>
  );
}
