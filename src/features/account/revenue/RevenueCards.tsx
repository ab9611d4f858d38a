import { DollarSign, TrendingDown, TrendingUp, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatCents, monthOverMonth } from '@domain/rules/catalogue';
import type { Revenue, RevenueMonth } from '@domain/contracts/marketplacePlans';
import { formatChange } from '../format';

interface Card {
  title: string;
  value: string;
  note?: string;
  /** Change from last month in percent; null without a last month to compare with. */
  change: number | null;
  Icon: LucideIcon;
}

const perSubscriber = (m: RevenueMonth) =>
  m.subscribers ? Math.round(m.netCents / m.subscribers) : 0;

function summaryCards({ thisMonth, lastMonth }: Revenue['summary'], sharePercent: number): Card[] {
  return [
    {
      title: 'Net Revenue This Month',
      value: formatCents(thisMonth.netCents),
      note: `${formatCents(thisMonth.grossCents)} paid, less Edgewise's ${sharePercent}% share (${formatCents(thisMonth.feeCents)})`,
      change: monthOverMonth(thisMonth.netCents, lastMonth?.netCents ?? null),
      Icon: DollarSign,
    },
    {
      title: 'Paying Subscribers',
      value: thisMonth.subscribers.toLocaleString('en-US'),
      change: monthOverMonth(thisMonth.subscribers, lastMonth?.subscribers ?? null),
      Icon: Users,
    },
    {
      title: 'Net Revenue Per Subscriber',
      value: formatCents(perSubscriber(thisMonth)),
      change: lastMonth ? monthOverMonth(perSubscriber(thisMonth), perSubscriber(lastMonth)) : null,
      Icon: DollarSign,
    },
  ];
}

/**
 * This month's net revenue (after the platform's share, which is stated), paying subscribers and
 * net per subscriber, each with its change from last month only when there was a last month.
 */
export function RevenueCards({
  summary,
  sharePercent,
}: {
  summary: Revenue['summary'];
  sharePercent: number;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {summaryCards(summary, sharePercent).map(({ title, value, note, change, Icon }) => {
        const Trend = change !== null && change < 0 ? TrendingDown : TrendingUp;
        return (
          <li
            key={title}
            aria-label={title}
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
              <h2>{title}</h2>
              <Icon className="h-4 w-4" aria-hidden />
            </div>
            <p className="mt-2 text-2xl font-bold">{value}</p>
            {note && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
            {change === null ? (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                No last month to compare with yet
              </p>
            ) : (
              <p
                className={cn(
                  'mt-1 flex items-center gap-1 text-xs',
                  change >= 0 ? 'text-brand-700' : 'text-red-600',
                )}
              >
                <Trend className="h-3 w-3" aria-hidden />
                {formatChange(change)} from last month
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
