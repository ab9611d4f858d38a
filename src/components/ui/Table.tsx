import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A data table in a box that scrolls sideways when the table is wider than the screen; its height
 * is the table's own. `wrapperClassName` styles the box (a border, a breakpoint that hides it).
 */
export function Table({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'table'> & { wrapperClassName?: string }) {
  return (
    // relative: absolutely positioned cell content (a screen-reader-only label) scrolls with the
    // table instead of widening the page.
    <div
      data-slot="table-wrapper"
      className={cn('relative w-full overflow-x-auto', wrapperClassName)}
    >
      <table data-slot="table" className={cn('w-full text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead(props: ComponentProps<'thead'>) {
  return <thead data-slot="table-head" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

export function TableRow(props: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" {...props} />;
}

/** A header cell: a column's (the default) or, with scope="row", its row's. */
export function TableHeaderCell({ scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th data-slot="table-header-cell" scope={scope} {...props} />;
}

export function TableCell(props: ComponentProps<'td'>) {
  return <td data-slot="table-cell" {...props} />;
}
