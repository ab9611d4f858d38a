import { cn } from '@/components/ui/cn';
import type { SavedBet } from './bets';

const STYLES: Record<SavedBet['status'], string> = {
  win: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  loss: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
  push: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
};

/** A bet's result as a badge: win, loss or push, or pending before the game is graded. */
export function ResultBadge({ status }: { status: SavedBet['status'] }) {
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-semibold uppercase', STYLES[status])}
    >
      {status}
    </span>
  );
}
