import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Input } from './Input';

/**
 * A search field with its magnifier. `label` is its accessible name (the field shows no label of
 * its own, the placeholder is no name); `className` styles the frame, `inputClassName` the field,
 * and `children` sit over the field's right end (a clear button).
 */
export function SearchInput({
  label,
  className,
  inputClassName,
  children,
  type = 'search',
  ...props
}: Omit<ComponentProps<'input'>, 'aria-label' | 'children'> & {
  label: string;
  inputClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div data-slot="search-input" className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <Input type={type} aria-label={label} className={cn('pl-8', inputClassName)} {...props} />
      {children}
    </div>
  );
}
