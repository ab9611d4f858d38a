import { addMonths, differenceInCalendarMonths } from 'date-fns';
import { DEFAULT_PLATFORM_SHARE } from '@domain/rules/catalogue';
import { SAMPLE_CAPPER_NOT_SUBSCRIBABLE } from '@domain/rules/marketplace';
import type { Subscription } from '@domain/contracts/marketplace';
import type { Db, Queryable } from '../db/db';
import { ProblemError } from '../http/problem';
import type { PaymentProvider } from './paymentProvider';
import { chargePeriod, settleRenewals, type PaymentProviderKind } from './ledger';
import { listHandicappers, type Handicapper } from './repository';

/**
 * The first monthly anniversary of the start that is after now.
 * @internal The renewal rule the subscription tests check dates against.
 */
export function renewalDate(createdAt: Date, now: Date = new Date()): Date {
  const months = Math.max(0, differenceInCalendarMonths(now, createdAt));
  const next = addMonths(createdAt, months);
  return next > now ? next : addMonths(createdAt, months + 1);
}

interface SubscriptionRow {
  handicapper_id: string;
  created_at: Date | string;
  price_cents: number;
  period_start: Date | string;
  period_end: Date | string;
  renews: boolean;
  provider: PaymentProviderKind;
  provider_ref: string | null;
}

const COLUMNS = `handicapper_id, created_at, price_cents, period_start, period_end, renews, provider,
  provider_ref`;

function toSubscription(row: SubscriptionRow): Subscription {
  const periodEnd = new Date(row.period_end).toISOString();
  return {
    handicapperId: row.handicapper_id,
    createdAt: new Date(row.created_at).toISOString(),
    priceCents: row.price_cents,
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd,
    renewalDate: periodEnd,
    renews: row.renews,
    provider: row.provider,
  };
}

/** Access now: the paid period has not ended (a renewing simulated one is renewed first). */
const hasAccess = (row: SubscriptionRow, now: Date) => new Date(row.period_end) > now;

async function readRow(
  db: Queryable,
  userId: string,
  handicapperId: string,
): Promise<SubscriptionRow | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 AND handicapper_id = $2`,
    [userId, handicapperId],
  );
  return rows[0] ?? null;
}

/** The user's subscription to a capper while it gives access (renewals settled first), else null. */
export async function currentSubscription(
  db: Queryable,
  userId: string,
  handicapperId: string,
  now: Date = new Date(),
): Promise<(Subscription & { providerRef: string | null }) | null> {
  await settleRenewals(db, { userId, handicapperId }, DEFAULT_PLATFORM_SHARE, now);
  const row = await readRow(db, userId, handicapperId);
  return row && hasAccess(row, now)
    ? { ...toSubscription(row), providerRef: row.provider_ref }
    : null;
}

export interface PaidPeriod {
  userId: string;
  handicapper: Pick<Handicapper, 'id' | 'platformShare'>;
  amountCents: number;
  provider: PaymentProviderKind;
  /** The provider's id of the payment (the charge's key). */
  chargeRef: string;
  /** The provider's id of the recurring subscription (Stripe), null for the simulated one. */
  subscriptionRef: string | null;
  start: Date;
  end?: Date;
  kind?: 'subscription' | 'renewal';
  /** When the provider's event that tells of the payment was created (Stripe's webhooks). */
  eventAt?: Date;
}

/**
 * What became of a paid period: begun (its charge written and the subscription row covering it),
 * charged only (the account is gone, or the row holds a later event of the same provider
 * subscription, which stands), or replayed (the charge was already written; nothing changes).
 */
export type PaidPeriodOutcome = 'begun' | 'charged' | 'replayed';

/**
 * A paid period begins: its charge is written (once per chargeRef) and the subscription row
 * covers it, renewing, unless the row has applied a later event of that provider subscription
 * (docs/security.md "Money": events out of order leave the state of the latest). Run inside a
 * transaction.
 */
export async function beginPaidPeriod(tx: Queryable, p: PaidPeriod): Promise<PaidPeriodOutcome> {
  const paid = await chargePeriod(tx, {
    userId: p.userId,
    handicapperId: p.handicapper.id,
    amountCents: p.amountCents,
    sharePercent: p.handicapper.platformShare,
    provider: p.provider,
    chargeRef: p.chargeRef,
    start: p.start,
    end: p.end,
    kind: p.kind,
  });
  if (!paid) return 'replayed';
  // The account is gone: the payment stays in the ledger, and no row is kept for nobody.
  if (!paid.accountExists) return 'charged';
  const { rowCount } = await tx.query(
    `INSERT INTO subscriptions (user_id, handicapper_id, created_at, price, price_cents,
       period_start, period_end, renews, provider, provider_ref, provider_event_at)
     SELECT $1, $2, $3, $4::numeric / 100, $4, $3, $5, true, $6, $7, $8
     ON CONFLICT (user_id, handicapper_id) DO UPDATE SET
       created_at = CASE WHEN subscriptions.period_end > EXCLUDED.period_start
                         THEN subscriptions.created_at ELSE EXCLUDED.created_at END,
       price = EXCLUDED.price, price_cents = EXCLUDED.price_cents,
       period_start = EXCLUDED.period_start,
       period_end = GREATEST(subscriptions.period_end, EXCLUDED.period_end),
       renews = true, provider = EXCLUDED.provider,
       provider_ref = coalesce(EXCLUDED.provider_ref, subscriptions.provider_ref),
       provider_event_at = EXCLUDED.provider_event_at
     WHERE subscriptions.provider_ref IS DISTINCT FROM EXCLUDED.provider_ref
       OR subscriptions.provider_event_at IS NULL OR EXCLUDED.provider_event_at IS NULL
       OR subscriptions.provider_event_at <= EXCLUDED.provider_event_at`,
    [
      p.userId,
      p.handicapper.id,
      p.start,
      p.amountCents,
      paid.end,
      p.provider,
      p.subscriptionRef,
      p.eventAt ?? null,
    ],
  );
  return rowCount > 0 ? 'begun' : 'charged';
}

export type SubscribeResult =
  | { kind: 'subscription'; subscription: Subscription; created: boolean }
  | { kind: 'checkout'; url: string };

/**
 * Subscribes (docs/product.md §3). Access already running: the same subscription (renewal turned
 * back on if it was cancelled; nothing is charged). Otherwise a new paid period: the simulated
 * provider pays at once and the charge is written here; Stripe answers with its Checkout page and
 * the period begins with its signed webhook. A sample capper cannot be subscribed.
 */
export async function subscribe(
  db: Db,
  provider: PaymentProvider,
  user: { id: string; email: string },
  handicapper: Handicapper,
  returnUrl: string,
  now: Date = new Date(),
): Promise<SubscribeResult> {
  // Nobody may subscribe to a sample capper: 409 problem details.
  if (handicapper.sample) throw new ProblemError(409, SAMPLE_CAPPER_NOT_SUBSCRIBABLE);
  // The simulated provider pays inside one transaction, one subscriber and capper at a time, so
  // two racing requests write one charge; Stripe's network call is never made inside one.
  if (provider.kind === 'simulated')
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `subscribe:${user.id}:${handicapper.id}`,
      ]);
      return subscribeWith(tx, provider, user, handicapper, returnUrl, now);
    });
  return subscribeWith(db, provider, user, handicapper, returnUrl, now);
}

async function subscribeWith(
  db: Queryable,
  provider: PaymentProvider,
  user: { id: string; email: string },
  handicapper: Handicapper,
  returnUrl: string,
  now: Date,
): Promise<SubscribeResult> {
  const current = await currentSubscription(db, user.id, handicapper.id, now);
  if (current) {
    if (!current.renews) {
      await provider.setRenewal(current.providerRef, true);
      await db.query(
        'UPDATE subscriptions SET renews = true WHERE user_id = $1 AND handicapper_id = $2',
        [user.id, handicapper.id],
      );
    }
    const row = await readRow(db, user.id, handicapper.id);
    return {
      kind: 'subscription',
      subscription: row ? toSubscription(row) : current,
      created: false,
    };
  }
  const paid = await provider.checkout({
    userId: user.id,
    email: user.email,
    capper: { id: handicapper.id, name: handicapper.name, priceCents: handicapper.priceCents },
    returnUrl,
    now,
  });
  if (paid.kind === 'redirect') return { kind: 'checkout', url: paid.url };
  const outcome = await beginPaidPeriod(db, {
    userId: user.id,
    handicapper,
    amountCents: handicapper.priceCents,
    provider: provider.kind,
    chargeRef: paid.providerRef,
    subscriptionRef: null,
    start: now,
  });
  const row = await readRow(db, user.id, handicapper.id);
  if (!row) throw new Error('subscription vanished after its charge was written');
  return {
    kind: 'subscription',
    subscription: toSubscription(row),
    created: outcome !== 'replayed',
  };
}

/**
 * Cancels: renewal stops at the end of the paid period, and access lasts until then. Nothing is
 * deleted: the charges stay, and the row lapses on its own. True when a renewing period was found.
 */
export async function cancelSubscription(
  db: Queryable,
  provider: PaymentProvider,
  userId: string,
  handicapperId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const current = await currentSubscription(db, userId, handicapperId, now);
  if (!current?.renews) return false;
  await provider.setRenewal(current.providerRef, false);
  const { rowCount } = await db.query(
    'UPDATE subscriptions SET renews = false WHERE user_id = $1 AND handicapper_id = $2',
    [userId, handicapperId],
  );
  return rowCount > 0;
}

export async function isSubscribed(
  db: Queryable,
  userId: string,
  handicapperId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return (await currentSubscription(db, userId, handicapperId, now)) !== null;
}

/** The user's subscriptions that give access now, newest first; gone cappers are left out. */
export async function mySubscriptions(
  db: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<(Subscription & { handicapper: Handicapper })[]> {
  await settleRenewals(db, { userId }, DEFAULT_PLATFORM_SHARE, now);
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 AND period_end > $2
     ORDER BY created_at DESC, handicapper_id`,
    [userId, now],
  );
  if (rows.length === 0) return [];
  const byId = new Map((await listHandicappers(db)).map((h) => [h.id, h]));
  return rows.flatMap((row) => {
    const handicapper = byId.get(row.handicapper_id);
    return handicapper ? [{ ...toSubscription(row), handicapper }] : [];
  });
}
