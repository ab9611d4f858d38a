// The Revenue Dashboard of a capper nobody has subscribed to yet shows these sample figures under
// a "Sample data" badge. Every date is counted back from today, so none is ever stale.
import {
  format,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';
import type { Revenue } from '@/domain/marketplacePlans';

const WEEKLY = [2310, 2395, 2480, 2420, 2560, 2610, 2540, 2700, 2765, 2830, 2905, 3010];
const MONTHLY = [6200, 6650, 7300, 7150, 7900, 8400, 8950, 9400, 10_150, 10_600, 11_080, 12_450];
const YEARLY = [31_500, 48_200, 67_900, 88_400, 106_230];
const SUBSCRIBERS = [
  ['Mike J.', 29.99],
  ['Sarah W.', 19.99],
  ['David B.', 19.99],
  ['Emily D.', 29.99],
  ['Chris M.', 19.99],
  ['Jessica W.', 19.99],
  ['Ryan T.', 29.99],
  ['Laura M.', 19.99],
] as const;

/** Sample revenue ending today: 12 weeks, 12 months, 5 years and eight payments of the last 3 weeks. */
export function sampleRevenue(today: Date = new Date()): Revenue {
  const series = (values: number[], at: (i: number) => Date, pattern: string) =>
    values.map((revenue, i) => ({ label: format(at(values.length - 1 - i), pattern), revenue }));
  return {
    hasSubscribers: false,
    summary: {
      thisMonth: { revenue: 12_450, subscribers: 415 },
      lastMonth: { revenue: 11_080, subscribers: 384 },
    },
    weekly: series(WEEKLY, (n) => subWeeks(startOfWeek(today, { weekStartsOn: 1 }), n), 'MMM d'),
    monthly: series(MONTHLY, (n) => subMonths(startOfMonth(today), n), 'MMM yy'),
    yearly: series(YEARLY, (n) => subYears(startOfYear(today), n), 'yyyy'),
    transactions: SUBSCRIBERS.map(([subscriber, amount], i) => ({
      id: `SAMPLE-${10482 - i}`,
      date: subDays(today, i * 3).toISOString(),
      subscriber,
      amount,
      type: 'subscription' as const,
      status: 'completed' as const,
    })),
  };
}
