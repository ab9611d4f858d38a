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
import { platformFeeCents } from '@domain/rules/catalogue';
import type { Revenue } from '@domain/contracts/marketplacePlans';

// Net revenue in cents (after the platform's 40% share).
const WEEKLY = [2310, 2395, 2480, 2420, 2560, 2610, 2540, 2700, 2765, 2830, 2905, 3010].map(
  (d) => d * 100,
);
const MONTHLY = [
  6200, 6650, 7300, 7150, 7900, 8400, 8950, 9400, 10_150, 10_600, 11_080, 12_450,
].map((d) => d * 100);
const YEARLY = [31_500, 48_200, 67_900, 88_400, 106_230].map((d) => d * 100);
const SHARE = 40;
const SUBSCRIBERS = [
  ['Mike J.', 2999],
  ['Sarah W.', 1999],
  ['David B.', 1999],
  ['Emily D.', 2999],
  ['Chris M.', 1999],
  ['Jessica W.', 1999],
  ['Ryan T.', 2999],
  ['Laura M.', 1999],
] as const;

const month = (netCents: number, subscribers: number) => {
  const grossCents = Math.round((netCents * 100) / (100 - SHARE));
  return { grossCents, feeCents: grossCents - netCents, netCents, subscribers };
};

/** Sample revenue ending today: 12 weeks, 12 months, 5 years and eight payments of the last 3 weeks. */
export function sampleRevenue(today: Date = new Date()): Revenue {
  const series = (values: number[], at: (i: number) => Date, pattern: string) =>
    values.map((netCents, i) => ({ label: format(at(values.length - 1 - i), pattern), netCents }));
  return {
    hasSubscribers: false,
    platformSharePercent: SHARE,
    summary: {
      thisMonth: month(1_245_000, 415),
      lastMonth: month(1_108_000, 384),
    },
    weekly: series(WEEKLY, (n) => subWeeks(startOfWeek(today, { weekStartsOn: 1 }), n), 'MMM d'),
    monthly: series(MONTHLY, (n) => subMonths(startOfMonth(today), n), 'MMM yy'),
    yearly: series(YEARLY, (n) => subYears(startOfYear(today), n), 'yyyy'),
    transactions: SUBSCRIBERS.map(([subscriber, amountCents], i) => {
      const feeCents = platformFeeCents(amountCents, SHARE);
      return {
        id: `SAMPLE-${10482 - i}`,
        date: subDays(today, i * 3).toISOString(),
        subscriber,
        amountCents,
        feeCents,
        netCents: amountCents - feeCents,
        type: 'subscription' as const,
        provider: 'simulated' as const,
      };
    }),
  };
}
