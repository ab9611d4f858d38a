import { cn } from '@/components/ui/cn';
import type { RecentAiBet } from '@domain/contracts/performance';

/** Win, Loss or Push (a push is sent as a Loss with push true and 0 units). */
export function ResultBadge({ bet }: { bet: RecentAiBet }) {
  const label = bet.push ? 'Push' : bet.result;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        bet.push
          ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
          : bet.result === 'Win'
            ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
            : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
      )}
    >
      {label}
    </span>
  );
}
