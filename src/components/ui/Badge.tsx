import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
        brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200',
        success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
        warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
        danger: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
        sample:
          'border border-amber-300 bg-amber-50 font-medium text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

/** A short status or label ("Sample", "Win", "Lock"). */
export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  // Joined, not merged: callers add layout classes only, and the home page stays without
  // tailwind-merge on its first load (docs/benchmarks.md).
  return <span data-slot="badge" className={clsx(badgeVariants({ tone }), className)} {...props} />;
}

/** Marks fixed sample content, so nobody takes it for live records or their own data. */
export function SampleBadge({
  label = 'Sample data',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <Badge tone="sample" className={className}>
      {label}
    </Badge>
  );
}
