import type { Queryable } from '../db/db';
import {
  applyStripeEventInOrder,
  STRIPE_EVENT_IN_ORDER,
  subscriptionsEndingWithAccount,
  type ProviderAction,
} from '../handicappers';
import type { PaidPlanId } from './plans';

// A plan paid through Stripe (docs/security.md "Money"): who holds a subscription, what its
// events change on the plan (in the order Stripe sent them), and what the provider must be told
// when the account goes. The plan itself, its periods and its actions are ./plans.ts.

/** The plan row of a Stripe subscription: its user, or null when no plan is paid through it. */
export async function stripePlanHolder(
  db: Queryable,
  subscriptionRef: string,
): Promise<{ userId: string; planId: PaidPlanId } | null> {
  const { rows } = await db.query<{ user_id: string; plan_id: PaidPlanId }>(
    `SELECT user_id::text AS user_id, plan_id FROM user_plans
     WHERE provider = 'stripe' AND provider_ref = $1`,
    [subscriptionRef],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, planId: row.plan_id } : null;
}

/** Stripe says the plan's subscription renews or stops at its period's end. */
export async function setStripePlanRenewal(
  db: Queryable,
  subscriptionRef: string,
  eventAt: Date,
  renews: boolean,
): Promise<boolean> {
  return applyStripeEventInOrder(
    db,
    `UPDATE user_plans SET status = CASE WHEN $3 THEN 'active' ELSE 'cancelled' END,
       ends_at = CASE WHEN $3 THEN NULL ELSE period_end END, provider_event_at = $2
     WHERE ${STRIPE_EVENT_IN_ORDER}`,
    subscriptionRef,
    eventAt,
    renews,
  );
}

/** Stripe ended the plan's subscription: the plan ends no later than the event. */
export async function endStripePlan(
  db: Queryable,
  subscriptionRef: string,
  eventAt: Date,
): Promise<boolean> {
  return applyStripeEventInOrder(
    db,
    `UPDATE user_plans SET status = 'cancelled', ends_at = LEAST(period_end, $2),
       provider_event_at = $2
     WHERE ${STRIPE_EVENT_IN_ORDER}`,
    subscriptionRef,
    eventAt,
  );
}

/**
 * What the provider must be told when an account is deleted (docs/security.md "Money"): the end
 * of every capper subscription that goes with it (server/handicappers/providerEnds.ts) and of the
 * user's Stripe plan while it still bills or holds.
 */
export async function paymentsEndingWithAccount(
  db: Queryable,
  userId: string,
): Promise<ProviderAction[]> {
  const { rows } = await db.query<{ provider_ref: string }>(
    `SELECT provider_ref FROM user_plans
     WHERE user_id = $1::uuid AND provider = 'stripe' AND provider_ref IS NOT NULL
       AND (ends_at IS NULL OR ends_at > now())`,
    [userId],
  );
  const refs = new Set([
    ...(await subscriptionsEndingWithAccount(db, userId)).map((a) => a.ref),
    ...rows.map((r) => r.provider_ref),
  ]);
  return [...refs].map((ref) => ({ action: 'end_subscription' as const, ref }));
}
