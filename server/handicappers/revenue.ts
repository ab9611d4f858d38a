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
import { DEFAULT_PLATFORM_SHARE } from '@domain/rules/catalogue';
import type {
  Followers,
  Revenue,
  RevenueMonth,
  RevenuePoint,
} from '@domain/contracts/marketplacePlans';
import { userNames } from '../accounts';
import type { Queryable } from '../db/db';
import { ACTIVE_ACCESS } from './access';
import { chargesOf, settleRenewals, shortName, type Charge } from './ledger';

const net = (c: Charge) => c.amountCents - c.platformFeeCents;

function bucket(
  charges: Charge[],
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
    const netCents = charges
      .filter((c) => c.createdAt >= from && c.createdAt < to)
      .reduce((sum, c) => sum + net(c), 0);
    return { label: label(from), netCents };
  });
}

function monthOf(charges: Charge[], from: Date, to: Date): RevenueMonth {
  const inMonth = charges.filter((c) => c.createdAt >= from && c.createdAt < to);
  const grossCents = inMonth.reduce((s, c) => s + c.amountCents, 0);
  const feeCents = inMonth.reduce((s, c) => s + c.platformFeeCents, 0);
  return {
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
    subscribers: new Set(inMonth.map((c) => c.userId)).size,
  };
}

/**
 * A capper's revenue from the charges ledger (docs/product.md §9), never from subscription rows:
 * gross, the platform's share and the capper's net per month, the chart of net revenue, and every
 * payment. Due simulated renewals are booked first. `lastMonth` is null before any earlier charge.
 */
export async function revenueOf(
  db: Queryable,
  capper: { id: string; platformShare: number },
  now: Date = new Date(),
): Promise<Revenue> {
  await settleRenewals(db, { handicapperId: capper.id }, DEFAULT_PLATFORM_SHARE, now);
  const charges = (await chargesOf(db, capper.id)).filter((c) => c.createdAt <= now);
  const thisMonth = startOfMonth(now);
  const lastMonth = subMonths(thisMonth, 1);
  const week = (d: Date) => startOfWeek(d, { weekStartsOn: 1 });
  const hadLastMonth = charges.some((c) => c.createdAt < thisMonth);
  return {
    hasSubscribers: charges.length > 0,
    platformSharePercent: capper.platformShare,
    summary: {
      thisMonth: monthOf(charges, thisMonth, addMonths(thisMonth, 1)),
      lastMonth: hadLastMonth ? monthOf(charges, lastMonth, thisMonth) : null,
    },
    weekly: bucket(
      charges,
      12,
      week,
      (d, n) => (n >= 0 ? addWeeks(d, n) : subWeeks(d, -n)),
      (d) => format(d, 'MMM d'),
      now,
    ),
    monthly: bucket(
      charges,
      12,
      startOfMonth,
      (d, n) => addMonths(d, n),
      (d) => format(d, 'MMM yy'),
      now,
    ),
    yearly: bucket(
      charges,
      5,
      startOfYear,
      (d, n) => (n >= 0 ? addMonths(d, 12 * n) : subYears(d, -n)),
      (d) => format(d, 'yyyy'),
      now,
    ),
    transactions: charges.slice(0, 25).map((c) => ({
      id: c.id,
      date: c.createdAt.toISOString(),
      subscriber: c.subscriber,
      amountCents: c.amountCents,
      feeCents: c.platformFeeCents,
      netCents: net(c),
      type: c.kind,
      provider: c.provider,
    })),
  };
}

/** The capper's subscribers with access now, newest first. */
export async function followersOf(
  db: Queryable,
  capperId: string,
  now: Date = new Date(),
): Promise<Followers> {
  await settleRenewals(db, { handicapperId: capperId }, DEFAULT_PLATFORM_SHARE, now);
  const { rows } = await db.query<{ user_id: string; created_at: Date | string }>(
    `SELECT s.user_id::text AS user_id, s.created_at FROM subscriptions s
     WHERE s.handicapper_id = $1 AND ${ACTIVE_ACCESS} ORDER BY s.created_at DESC`,
    [capperId],
  );
  const names = await userNames(
    db,
    rows.map((r) => r.user_id),
  );
  return {
    followers: rows.flatMap((r) => {
      const name = names.get(r.user_id);
      return name
        ? [
            {
              id: r.user_id,
              name: shortName(name.first_name, name.last_name),
              since: new Date(r.created_at).toISOString(),
            },
          ]
        : [];
    }),
  };
}
