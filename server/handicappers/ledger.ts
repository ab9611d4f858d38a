import { createHash } from 'node:crypto';
import { addMonths } from 'date-fns';
import { platformFeeCents } from '@domain/rules/catalogue';
import { userNames } from '../accounts';
import type { Queryable } from '../db/db';

/** Who took a payment: Stripe, or the clearly labelled simulated provider (docs/product.md §9). */
export type PaymentProviderKind = 'simulated' | 'stripe';

/** One immutable charge of the ledger (table `charges`, migration 110); amounts in cents. */
export interface Charge {
  id: string;
  userId: string;
  handicapperId: string;
  subscriber: string;
  kind: 'subscription' | 'renewal';
  amountCents: number;
  platformFeeCents: number;
  provider: PaymentProviderKind;
  providerRef: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
}

interface ChargeRow {
  id: string;
  user_id: string;
  handicapper_id: string;
  subscriber: string;
  kind: Charge['kind'];
  amount_cents: number;
  platform_fee_cents: number;
  provider: PaymentProviderKind;
  provider_ref: string;
  period_start: Date | string;
  period_end: Date | string;
  created_at: Date | string;
}

const toCharge = (r: ChargeRow): Charge => ({
  id: r.id,
  userId: r.user_id,
  handicapperId: r.handicapper_id,
  subscriber: r.subscriber,
  kind: r.kind,
  amountCents: r.amount_cents,
  platformFeeCents: r.platform_fee_cents,
  provider: r.provider,
  providerRef: r.provider_ref,
  periodStart: new Date(r.period_start),
  periodEnd: new Date(r.period_end),
  createdAt: new Date(r.created_at),
});

/** A subscriber as a capper sees them: first name and last initial ('Ada L.'). */
export function shortName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName.slice(0, 1)}${lastName ? '.' : ''}`.trim();
}

/** The capper-facing name of a user, or null for an account that is gone. */
async function accountName(db: Queryable, userId: string): Promise<string | null> {
  const row = (await userNames(db, [userId])).get(userId);
  return row ? shortName(row.first_name, row.last_name) : null;
}

/** The capper-facing name of a user, or 'Former member' for an account that is gone. */
export async function subscriberName(db: Queryable, userId: string): Promise<string> {
  return (await accountName(db, userId)) ?? 'Former member';
}

export interface NewCharge {
  userId: string;
  /** The capper paid, or null for a platform plan (then `planId` names it). */
  handicapperId: string | null;
  planId?: 'pro' | 'handicapper';
  subscriber: string;
  kind: Charge['kind'];
  amountCents: number;
  /** The platform's share of the capper's revenue, in percent, as it stands when charged. */
  sharePercent: number;
  provider: PaymentProviderKind;
  /** The provider's id of this payment: the same ref is never charged twice. */
  providerRef: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt?: Date;
}

/**
 * Writes a charge once: a second write with the same provider and ref (a replayed webhook, a
 * retried renewal) writes nothing and returns false.
 */
export async function writeCharge(db: Queryable, c: NewCharge): Promise<boolean> {
  const id = `chg_${createHash('sha256').update(`${c.provider}:${c.providerRef}`).digest('hex').slice(0, 20)}`;
  const { rows } = await db.query(
    `INSERT INTO charges (id, user_id, handicapper_id, subscriber, kind, amount_cents,
       platform_fee_cents, provider, provider_ref, period_start, period_end, created_at, plan_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (provider, provider_ref) DO NOTHING RETURNING id`,
    [
      id,
      c.userId,
      c.handicapperId,
      c.subscriber,
      c.kind,
      c.amountCents,
      platformFeeCents(c.amountCents, c.sharePercent),
      c.provider,
      c.providerRef,
      c.periodStart,
      c.periodEnd,
      c.createdAt ?? new Date(),
      c.planId ?? null,
    ],
  );
  return rows.length > 0;
}

/** A row paid month by month through a provider: a capper subscription, or a platform plan. */
interface PaidRow {
  userId: string;
  /** The capper paid, or null for a platform plan (then `planId` names it). */
  handicapperId: string | null;
  planId?: 'pro' | 'handicapper';
  amountCents: number;
  /** The platform's share of the capper's revenue, in percent (100 for a platform plan). */
  sharePercent: number;
}

/**
 * The simulated provider's renewals of one paid row (docs/security.md "Money"): each month from
 * `from`, the end of its last paid period, is paid by a renewal charge dated its start, written
 * once by its `chargeRef`, until a month ends after `now`. Returns that month, the row's new
 * period, and how many charges were written (none when another settlement wrote them first).
 * Capper subscriptions (settleRenewals) and platform plans (server/marketplace/plans.ts) both
 * renew through here.
 */
export async function chargeMissedMonths(
  db: Queryable,
  row: PaidRow & { from: Date; chargeRef: (start: Date) => string },
  now: Date,
): Promise<{ start: Date; end: Date; charged: number }> {
  const subscriber = await subscriberName(db, row.userId);
  let start = row.from;
  let end = addMonths(start, 1);
  let charged = 0;
  for (;;) {
    const wrote = await writeCharge(db, {
      userId: row.userId,
      handicapperId: row.handicapperId,
      planId: row.planId,
      subscriber,
      kind: 'renewal',
      amountCents: row.amountCents,
      sharePercent: row.sharePercent,
      provider: 'simulated',
      providerRef: row.chargeRef(start),
      periodStart: start,
      periodEnd: end,
      createdAt: start,
    });
    if (wrote) charged += 1;
    if (end > now) break;
    start = end;
    end = addMonths(start, 1);
  }
  return { start, end, charged };
}

/** A paid period's payment: the charge that begins it (or renews it), from `start` to `end`. */
export interface PeriodPayment extends PaidRow {
  provider: PaymentProviderKind;
  /** The provider's id of the payment (the charge's key). */
  chargeRef: string;
  start: Date;
  /** A month after `start` unless the provider says otherwise (a Stripe invoice's period). */
  end?: Date;
  kind?: Charge['kind'];
}

/**
 * Writes the charge of a paid period once (by chargeRef), dated its start. Returns the period's
 * end and whether the account still exists (the row is kept only then), or null when the charge
 * was already written (a replay: nothing changes). Run inside the transaction that then writes
 * the row; capper subscriptions and platform plans both begin their periods through here.
 */
export async function chargePeriod(
  tx: Queryable,
  p: PeriodPayment,
): Promise<{ end: Date; accountExists: boolean } | null> {
  const end = p.end ?? addMonths(p.start, 1);
  const name = await accountName(tx, p.userId);
  const wrote = await writeCharge(tx, {
    userId: p.userId,
    handicapperId: p.handicapperId,
    planId: p.planId,
    subscriber: name ?? 'Former member',
    kind: p.kind ?? 'subscription',
    amountCents: p.amountCents,
    sharePercent: p.sharePercent,
    provider: p.provider,
    providerRef: p.chargeRef,
    periodStart: p.start,
    periodEnd: end,
    createdAt: p.start,
  });
  return wrote ? { end, accountExists: name !== null } : null;
}

/**
 * Where a statement applies a Stripe event to the row paid through a provider subscription: `$1`
 * is the subscription, `$2` the event's creation time. An event created before the last one
 * applied to the row changes nothing (docs/security.md "Money"); the guard sits in each
 * statement, so it holds under concurrency. Capper subscriptions and platform plans both use it.
 */
export const STRIPE_EVENT_IN_ORDER = `provider = 'stripe' AND provider_ref = $1
  AND (provider_event_at IS NULL OR provider_event_at <= $2)`;

/**
 * Runs an owner's statement of a Stripe event (its WHERE is STRIPE_EVENT_IN_ORDER; `more` are
 * its `$3` on). True when it changed a row; false when the event is older than the last one
 * applied, or no row is paid through that subscription.
 */
export async function applyStripeEventInOrder(
  db: Queryable,
  statement: string,
  subscriptionRef: string,
  eventAt: Date,
  ...more: unknown[]
): Promise<boolean> {
  const { rowCount } = await db.query(statement, [subscriptionRef, eventAt, ...more]);
  return rowCount > 0;
}

/** Every charge to a capper, newest first. */
export async function chargesOf(db: Queryable, handicapperId: string): Promise<Charge[]> {
  const { rows } = await db.query<ChargeRow>(
    `SELECT id, user_id::text AS user_id, handicapper_id, subscriber, kind, amount_cents,
            platform_fee_cents, provider, provider_ref, period_start, period_end, created_at
     FROM charges WHERE handicapper_id = $1 ORDER BY created_at DESC, id DESC`,
    [handicapperId],
  );
  return rows.map(toCharge);
}

interface DueRow {
  user_id: string;
  handicapper_id: string;
  period_end: Date | string;
  price_cents: number;
  platform_share: number | null;
}

/**
 * The simulated provider's renewals: every renewing simulated period that has ended is followed
 * by the next one, each paid by a renewal charge dated its start (one per month missed). Safe to
 * run concurrently: a charge is keyed by its period, and a period moves on only from where it was.
 * Stripe periods are renewed by Stripe's paid invoices (server/marketplace/payments.ts).
 */
export async function settleRenewals(
  db: Queryable,
  scope: { userId?: string; handicapperId?: string },
  defaultShare: number,
  now: Date = new Date(),
): Promise<number> {
  const { rows } = await db.query<DueRow>(
    `SELECT s.user_id::text AS user_id, s.handicapper_id, s.period_end, s.price_cents,
            h.platform_share
     FROM subscriptions s LEFT JOIN handicappers h ON h.id = s.handicapper_id
     WHERE s.provider = 'simulated' AND s.renews AND s.period_end <= $1
       AND ($2::uuid IS NULL OR s.user_id = $2::uuid)
       AND ($3::text IS NULL OR s.handicapper_id = $3::text)`,
    [now, scope.userId ?? null, scope.handicapperId ?? null],
  );
  let written = 0;
  for (const row of rows) {
    const { start, end, charged } = await chargeMissedMonths(
      db,
      {
        userId: row.user_id,
        handicapperId: row.handicapper_id,
        amountCents: row.price_cents,
        sharePercent: row.platform_share ?? defaultShare,
        from: new Date(row.period_end),
        chargeRef: (month) => `renewal:${row.user_id}:${row.handicapper_id}:${month.toISOString()}`,
      },
      now,
    );
    written += charged;
    await db.query(
      `UPDATE subscriptions SET period_start = $4, period_end = $5
       WHERE user_id = $1 AND handicapper_id = $2 AND period_end = $3`,
      [row.user_id, row.handicapper_id, row.period_end, start, end],
    );
  }
  return written;
}
