import { DollarSign, TrendingDown, TrendingUp, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { Revenue } from '@/domain/marketplacePlans';
import { formatChange, formatMoney, percentChange } from '../format';

interface Card {
  title: string;
  value: string;
  change: number;
  Icon: LucideIcon;
}

const average = (m: { revenue: number; subscribers: number }) =>
  m.subscribers ? m.revenue / m.subscribers : 0;

function summaryCards({ thisMonth, lastMonth }: Revenue['summary']): Card[] {
  return [
    {
      title: 'Total Revenue',
      value: formatMoney(thisMonth.revenue),
      change: percentChange(thisMonth.revenue, lastMonth.revenue),
      Icon: DollarSign,
    },
    {
      title: 'Total Subscribers',
      value: thisMonth.subscribers.toLocaleString('en-US'),
      change: percentChange(thisMonth.subscribers, lastMonth.subscribers),
      Icon: Users,
    },
    {
      title: 'Average Revenue Per Subscriber',
      value: formatMoney(average(thisMonth)),
      change: percentChange(average(thisMonth), average(lastMonth)),
      Icon: DollarSign,
    },
  ];
}

/** This month's revenue, subscribers and average, each with its change 'from last month'. */
export function RevenueCards({ summary }: { summary: Revenue['summary'] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {summaryCards(summary).map(({ title, value, change, Icon }) => {
        const Trend = change >= 0 ? TrendingUp : TrendingDown;
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
            <p
              className={cn(
                'mt-1 flex items-center gap-1 text-xs',
                change >= 0 ? 'text-brand-700' : 'text-red-600',
              )}
            >
              <Trend className="h-3 w-3" aria-hidden />
              {formatChange(change)} from last month
            </p>
          </li>
        );
      })}
    </ul>
  );
}
