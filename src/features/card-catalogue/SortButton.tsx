import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { SORT_LABELS, type Sort, type SortKey } from './catalogue';

/** A column's sort toggle: the first click sorts ascending, the next flips the direction. */
export function SortButton({
  sort,
  sortKey,
  onSort,
}: {
  sort: Sort;
  sortKey: SortKey;
  onSort: (key: SortKey) => void;
}) {
  const Icon = sort.key !== sortKey ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap hover:text-slate-900 dark:hover:text-white"
    >
      {SORT_LABELS[sortKey]}
      <Icon className="h-3 w-3" aria-hidden />
    </button>
  );
}
