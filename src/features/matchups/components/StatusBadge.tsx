import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import type { Matchup } from '@domain/contracts/matchup';
import { gameState, statusLabel } from '@domain/rules/status';
import { cn } from '@/components/ui/cn';
import { startInZone } from '@/lib/formatInZone';

const STATE_CLASS = {
  live: 'animate-pulse bg-red-600 text-white',
  upcoming: 'bg-green-600 text-white',
  finished: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
} as const;

/** docs/product.md §4 badge: pulsing red 'In Progress', green 'Starting @ time', grey 'ENDED' / 'FINAL'. */
export function StatusBadge({
  matchup,
  now,
  where,
}: {
  matchup: Matchup;
  now: number;
  where: 'card' | 'list';
}) {
  const zone = useAccountTimeZone();
  const state = gameState(matchup, new Date(now));
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATE_CLASS[state],
      )}
    >
      {statusLabel(matchup, new Date(now), where, startInZone(matchup, zone))}
    </span>
  );
}
