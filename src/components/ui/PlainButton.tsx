import { clsx } from 'clsx';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { buttonVariants } from './buttonVariants';

/**
 * Button for the shell (top bar, sidebar, footer): the same variants, its className joined
 * rather than merged, so tailwind-merge stays out of the first page's JavaScript
 * (docs/benchmarks.md, JavaScript loaded for /). A className given here must not override a
 * variant's own classes; use Button for that.
 */
export function PlainButton({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return (
    <button
      data-slot="button"
      type={type}
      className={clsx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
