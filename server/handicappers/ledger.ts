import { createHash } from 'node:crypto';
import { addMonths } from 'date-fns';
import { platformFeeCents } from '@domain/rules/catalogue';
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

/** The capper-facing name of a user, or 'Former member' for an account that is gone. */
export async function subscriberName(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? shortName(row.first_name, row.last_name) : 'Former member';
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
    const subscriber = await subscriberName(db, row.user_id);
    let start = new Date(row.period_end);
    let end = addMonths(start, 1);
    for (;;) {
      const wrote = await writeCharge(db, {
        userId: row.user_id,
        handicapperId: row.handicapper_id,
        subscriber,
        kind: 'renewal',
        amountCents: row.price_cents,
        sharePercent: row.platform_share ?? defaultShare,
        provider: 'simulated',
        providerRef: `renewal:${row.user_id}:${row.handicapper_id}:${start.toISOString()}`,
        periodStart: start,
        periodEnd: end,
        createdAt: start,
      });
      if (wrote) written += 1;
      if (end > now) break;
      start = end;
      end = addMonths(start, 1);
    }
    await db.query(
      `UPDATE subscriptions SET period_start = $4, period_end = $5
       WHERE user_id = $1 AND handicapper_id = $2 AND period_end = $3`,
      [row.user_id, row.handicapper_id, row.period_end, start, end],
    );
  }
  return written;
}
