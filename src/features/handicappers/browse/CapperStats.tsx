import { cn } from '@/components/ui/cn';
import { signed } from '../format';
import type { Handicapper } from '../types';

/** The three headline figures of a capper card: win rate, ROI and units. */
export function CapperStats({ capper, className }: { capper: Handicapper; className?: string }) {
  const stats = [
    { label: 'Win Rate', value: `${capper.winRate.toFixed(1)}%` },
    { label: 'ROI', value: `${signed(capper.roi)}%` },
    { label: 'Units', value: signed(capper.units) },
  ];
  return (
    <dl className={cn('grid grid-cols-3 gap-2 text-center', className)}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</dt>
          <dd className="font-semibold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
