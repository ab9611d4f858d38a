import type { Queryable } from '../db/db';
import { ACTIVE_ACCESS } from './access';
import { applyStripeEventInOrder, STRIPE_EVENT_IN_ORDER } from './ledger';

// Who subscribes to whom, for the marketplace's announcements, feeds and Stripe's events: the
// subscriptions table is read and written here, in its owner (docs/architecture.md "Database").

/** The users with access to a capper now (active or renewing subscribers). */
export async function activeSubscriberIds(db: Queryable, handicapperId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT s.user_id::text AS user_id FROM subscriptions s WHERE s.handicapper_id = $1 AND ${ACTIVE_ACCESS}`,
    [handicapperId],
  );
  return rows.map((r) => r.user_id);
}

/** The cappers with an account a user has access to now: directory id, name and account id. */
export async function subscribedCappers(
  db: Queryable,
  userId: string,
): Promise<{ id: string; name: string; user_id: string }[]> {
  const { rows } = await db.query<{ id: string; name: string; user_id: string }>(
    `SELECT d.id, d.name, d.user_id::text AS user_id FROM subscriptions s
     JOIN handicapper_directory d ON d.id = s.handicapper_id
     WHERE s.user_id = $1 AND d.user_id IS NOT NULL AND ${ACTIVE_ACCESS}`,
    [userId],
  );
  return rows;
}

/** The subscriber and capper of a Stripe subscription, or null. */
export async function stripeSubscriber(
  db: Queryable,
  subscriptionRef: string,
): Promise<{ userId: string; handicapperId: string } | null> {
  const { rows } = await db.query<{ user_id: string; handicapper_id: string }>(
    `SELECT user_id::text AS user_id, handicapper_id FROM subscriptions
     WHERE provider = 'stripe' AND provider_ref = $1`,
    [subscriptionRef],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, handicapperId: row.handicapper_id } : null;
}

/**
 * Whether a Stripe subscription renews at the end of its period, as an event created at `eventAt`
 * says. False when the event is older than the last one applied (nothing changes).
 */
export async function setStripeRenewal(
  db: Queryable,
  subscriptionRef: string,
  eventAt: Date,
  renews: boolean,
): Promise<boolean> {
  return applyStripeEventInOrder(
    db,
    `UPDATE subscriptions SET renews = $3, provider_event_at = $2 WHERE ${STRIPE_EVENT_IN_ORDER}`,
    subscriptionRef,
    eventAt,
    renews,
  );
}

/**
 * Ends a Stripe subscription: no renewal, and access no later than `eventAt`, when its event was
 * created. False when the event is older than the last one applied (nothing changes).
 */
export async function endStripeSubscription(
  db: Queryable,
  subscriptionRef: string,
  eventAt: Date,
): Promise<boolean> {
  return applyStripeEventInOrder(
    db,
    `UPDATE subscriptions SET renews = false, period_end = LEAST(period_end, $2),
       provider_event_at = $2
     WHERE ${STRIPE_EVENT_IN_ORDER}`,
    subscriptionRef,
    eventAt,
  );
}

/** The subscription that gives a user access to a capper at `at`: its provider and ref, or null. */
export async function paidUpSubscription(
  db: Queryable,
  userId: string,
  handicapperId: string,
  at: Date,
): Promise<{ provider: string; providerRef: string | null } | null> {
  const { rows } = await db.query<{ provider: string; provider_ref: string | null }>(
    `SELECT provider, provider_ref FROM subscriptions
     WHERE user_id = $1 AND handicapper_id = $2 AND period_end > $3`,
    [userId, handicapperId, at],
  );
  const row = rows[0];
  return row ? { provider: row.provider, providerRef: row.provider_ref } : null;
}
