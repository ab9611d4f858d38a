import { cn } from '@/components/ui/cn';
import { NO_GRADED_PICKS, recordTexts } from '@domain/rules/capperRecord';
import type { Handicapper } from '../types';

/** The headline figures of a capper card: W-L-P, win rate, ROI and units, or none yet. */
export function CapperStats({ capper, className }: { capper: Handicapper; className?: string }) {
  const texts = recordTexts(capper.record);
  if (!texts)
    return (
      <p className={cn('text-center text-sm text-slate-500 dark:text-slate-400', className)}>
        {NO_GRADED_PICKS}
      </p>
    );
  const stats = [
    { label: 'W-L-P', value: texts.record },
    { label: 'Win Rate', value: texts.winRate },
    { label: 'ROI', value: `${texts.roi} ${texts.interval}`.trim() },
    { label: 'Units', value: texts.units },
  ];
  return (
    <dl className={cn('grid grid-cols-4 gap-2 text-center', className)}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</dt>
          <dd className="font-semibold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
