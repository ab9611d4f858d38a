import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

// min-w-0: a field shrinks to a phone-width dialog instead of keeping the input's intrinsic width.
const inputClass =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-normal dark:border-slate-700 dark:bg-slate-950';

export function TextField({
  label,
  hint,
  className,
  ...props
}: ComponentProps<'input'> & { label: string; hint?: ReactNode }) {
  return (
    <label className={cn('flex min-w-0 flex-col gap-1 text-sm font-medium', className)}>
      {label}
      <input className={inputClass} {...props} />
      {hint && (
        <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{hint}</span>
      )}
    </label>
  );
}

export function TextArea({
  label,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string }) {
  return (
    <label className={cn('flex min-w-0 flex-col gap-1 text-sm font-medium', className)}>
      {label}
      <textarea rows={3} className={inputClass} {...props} />
    </label>
  );
}

export function CheckBox({
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="accent-brand-600 mt-0.5 h-4 w-4" {...props} />
      <span>{label}</span>
    </label>
  );
}
