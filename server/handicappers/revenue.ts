import { createHash } from 'node:crypto';
import {
  addMonths,
  addWeeks,
  format,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';
import type { Followers, Revenue, RevenuePoint } from '@/domain/marketplacePlans';
import type { Queryable } from '../db/db';

interface SubscriberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  price: number | string;
}

export interface Payment {
  id: string;
  date: Date;
  subscriber: string;
  amount: number;
  type: 'subscription' | 'renewal';
}

async function subscribersOf(db: Queryable, capperId: string): Promise<SubscriberRow[]> {
  const { rows } = await db.query<SubscriberRow>(
    `SELECT s.user_id::text AS user_id, u.first_name, u.last_name, s.created_at,
            coalesce(s.price, d.price) AS price
     FROM subscriptions s JOIN users u ON u.id = s.user_id
     JOIN handicapper_directory d ON d.id = s.handicapper_id
     WHERE s.handicapper_id = $1 ORDER BY s.created_at DESC`,
    [capperId],
  );
  return rows;
}

/** A subscriber as a capper sees them: first name and last initial. */
const shortName = (r: Pick<SubscriberRow, 'first_name' | 'last_name'>) =>
  `${r.first_name} ${r.last_name.slice(0, 1)}${r.last_name ? '.' : ''}`.trim();

/** Every simulated charge up to now: the day of subscribing, then each monthly anniversary. */
export function paymentsOf(rows: SubscriberRow[], now: Date): Payment[] {
  return rows
    .flatMap((row) => {
      const start = new Date(row.created_at);
      const list: Payment[] = [];
      for (let k = 0, at = start; at <= now; k += 1, at = addMonths(start, k)) {
        const id = createHash('sha256').update(`${row.user_id}:${start.toISOString()}:${k}`);
        list.push({
          id: `TXN-${id.digest('hex').slice(0, 8).toUpperCase()}`,
          date: at,
          subscriber: shortName(row),
          amount: Number(row.price),
          type: k === 0 ? 'subscription' : 'renewal',
        });
      }
      return list;
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

function bucket(
  payments: Payment[],
  count: number,
  startOf: (d: Date) => Date,
  step: (d: Date, n: number) => Date,
  label: (d: Date) => string,
  now: Date,
): RevenuePoint[] {
  const first = step(startOf(now), -(count - 1));
  return Array.from({ length: count }, (_, i) => {
    const from = step(first, i);
    const to = step(first, i + 1);
    const revenue = payments
      .filter((p) => p.date >= from && p.date < to)
      .reduce((sum, p) => sum + p.amount, 0);
    return { label: label(from), revenue: Math.round(revenue * 100) / 100 };
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A capper's revenue from their stored subscriptions (payment simulated at the subscribed price). */
export async function revenueOf(
  db: Queryable,
  capperId: string,
  now: Date = new Date(),
): Promise<Revenue> {
  const rows = await subscribersOf(db, capperId);
  const payments = paymentsOf(rows, now);
  const thisMonth = startOfMonth(now);
  const lastMonth = subMonths(thisMonth, 1);
  const sumBetween = (from: Date, to: Date) =>
    round2(payments.filter((p) => p.date >= from && p.date < to).reduce((s, p) => s + p.amount, 0));
  const week = (d: Date) => startOfWeek(d, { weekStartsOn: 1 });
  return {
    hasSubscribers: rows.length > 0,
    summary: {
      thisMonth: {
        revenue: sumBetween(thisMonth, addMonths(thisMonth, 1)),
        subscribers: rows.length,
      },
      lastMonth: {
        revenue: sumBetween(lastMonth, thisMonth),
        subscribers: rows.filter((r) => new Date(r.created_at) < thisMonth).length,
      },
    },
    weekly: bucket(
      payments,
      12,
      week,
      (d, n) => (n >= 0 ? addWeeks(d, n) : subWeeks(d, -n)),
      (d) => format(d, 'MMM d'),
      now,
    ),
    monthly: bucket(
      payments,
      12,
      startOfMonth,
      (d, n) => addMonths(d, n),
      (d) => format(d, 'MMM yy'),
      now,
    ),
    yearly: bucket(
      payments,
      5,
      startOfYear,
      (d, n) => (n >= 0 ? addMonths(d, 12 * n) : subYears(d, -n)),
      (d) => format(d, 'yyyy'),
      now,
    ),
    transactions: payments.slice(0, 25).map((p) => ({
      id: p.id,
      date: p.date.toISOString(),
      subscriber: p.subscriber,
      amount: p.amount,
      type: p.type,
      status: 'completed' as const,
    })),
  };
}

/** The capper's subscribers, newest first. */
export async function followersOf(db: Queryable, capperId: string): Promise<Followers> {
  const rows = await subscribersOf(db, capperId);
  return {
    followers: rows.map((r) => ({
      id: r.user_id,
      name: shortName(r),
      since: new Date(r.created_at).toISOString(),
    })),
  };
}
