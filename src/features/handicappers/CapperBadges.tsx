import { cn } from '@/components/ui/cn';
import { MIN_RANKED_PICKS } from '@domain/rules/marketplace';
import { sportLabel } from './format';
import type { Handicapper } from './types';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** Avatar initials in a circle. */
export function CapperAvatar({ initials, large = false }: { initials: string; large?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'bg-brand-100 text-brand-700 flex shrink-0 items-center justify-center rounded-full font-semibold',
        large ? 'h-16 w-16 text-xl' : 'h-12 w-12',
      )}
    >
      {initials}
    </span>
  );
}

/** Featured, sample and small-sample markers, then one badge per sport. */
export function CapperBadges({ capper }: { capper: Handicapper }) {
  return (
    <div className="flex flex-wrap gap-1">
      {capper.featured && (
        <span className={cn(badge, 'bg-amber-100 text-amber-800')}>Featured</span>
      )}
      {capper.sample && (
        <span
          className={cn(badge, 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200')}
          title="Sample figures, not a graded record"
        >
          Sample data
        </span>
      )}
      {!capper.sample && capper.record.sampleSize === 'small' && (
        <span
          className={cn(badge, 'bg-sky-100 text-sky-800')}
          title={`Fewer than ${MIN_RANKED_PICKS} graded picks: not ranked yet`}
        >
          Small sample
        </span>
      )}
      {capper.sports.map((sport) => (
        <span
          key={sport}
          className={cn(
            badge,
            'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100',
          )}
        >
          {sportLabel(sport)}
        </span>
      ))}
    </div>
  );
}
