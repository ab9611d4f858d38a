import { addMonths } from 'date-fns';
import {
  ALREADY_ON_PLAN,
  FREE_HAS_NOTHING_TO_END,
  PLAN_NOT_ACTIVE,
  STRIPE_PLAN_NO_PAUSE,
  type CurrentPlan,
  type PlanAction,
} from '@domain/contracts/marketplacePlans';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  planAllows,
  planOf,
  PLAN_GATE_REFUSALS,
  type PlanGate,
  type PlanId,
} from '@domain/rules/catalogue';
import { loadUser } from '../accounts';
import type { Db, Queryable } from '../db/db';
import { ProblemError } from '../http/problem';
import {
  chargeMissedMonths,
  chargePeriod,
  queueProviderActions,
  type PaymentProvider,
  type PaymentProviderKind,
} from '../handicappers';

// The platform plans (docs/product.md §9 "Plans and money"): a paid plan turns active only when
// its provider confirms the payment (at once for the simulated provider, by Stripe's signed
// webhook otherwise), each paid month is a charge in the ledger, and the provider is told when
// the plan stops renewing or ends (docs/security.md "Money").

export type PaidPlanId = Exclude<PlanId, 'free'>;

interface PlanRow {
  plan_id: PlanId;
  status: 'active' | 'cancelled' | 'paused';
  anchor: Date | string;
  ends_at: Date | string | null;
  paused_until: Date | string | null;
  provider: PaymentProviderKind;
  provider_ref: string | null;
  period_end: Date | string | null;
}

const iso = (d: Date) => d.toISOString();
const FREE_PLAN = (): CurrentPlan => {
  const plan = planOf('free');
  return {
    planId: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    period: plan.period,
    status: 'active',
    renewalDate: null,
    endsOn: null,
    resumesOn: null,
    provider: null,
  };
};

/**
 * The plan as of `now`: a paid plan holds while its paid period lasts (a simulated one is renewed
 * first, see settlePlanRenewals); cancelled, it holds until its end; otherwise it is the Trial.
 */
export function planAt(row: PlanRow | undefined, now: Date = new Date()): CurrentPlan {
  if (!row || row.plan_id === 'free' || !row.period_end) return FREE_PLAN();
  const periodEnd = new Date(row.period_end);
  const endsAt = row.ends_at ? new Date(row.ends_at) : null;
  if (periodEnd <= now || (endsAt && endsAt <= now)) return FREE_PLAN();
  const plan = planOf(row.plan_id);
  const base = {
    planId: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    period: plan.period,
    renewalDate: null,
    endsOn: null,
    resumesOn: null,
    provider: row.provider,
  };
  const pausedUntil = row.paused_until ? new Date(row.paused_until) : null;
  if (row.status === 'paused' && pausedUntil && pausedUntil > now)
    return {
      ...base,
      status: 'paused',
      renewalDate: iso(periodEnd),
      resumesOn: iso(pausedUntil),
    };
  if (row.status === 'cancelled')
    return { ...base, status: 'cancelled', endsOn: iso(endsAt ?? periodEnd) };
  return { ...base, status: 'active', renewalDate: iso(periodEnd) };
}

const COLUMNS = `plan_id, status, anchor, ends_at, paused_until, provider, provider_ref, period_end`;

async function readRow(db: Queryable, userId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM user_plans WHERE user_id = $1`, [
    userId,
  ]);
  return rows[0];
}

/**
 * The simulated provider's renewals of a plan: each month of a renewing simulated plan that has
 * ended is followed by the next, paid by a renewal charge dated its start. A paused plan's skipped
 * month was moved on when it was paused, so it is never charged.
 */
async function settlePlanRenewals(db: Queryable, userId: string, now: Date): Promise<void> {
  const row = await readRow(db, userId);
  if (!row || row.plan_id === 'free' || row.provider !== 'simulated' || !row.period_end) return;
  if (row.status === 'cancelled' || new Date(row.period_end) > now) return;
  const planId = row.plan_id;
  const { end } = await chargeMissedMonths(
    db,
    {
      userId,
      handicapperId: null,
      planId,
      amountCents: planOf(planId).priceCents,
      sharePercent: 100,
      from: new Date(row.period_end),
      chargeRef: (month) => `plan-renewal:${userId}:${planId}:${month.toISOString()}`,
    },
    now,
  );
  await db.query(
    `UPDATE user_plans SET period_end = $3, status = 'active', paused_until = NULL
     WHERE user_id = $1 AND period_end = $2`,
    [userId, row.period_end, end],
  );
}

export async function currentPlan(
  db: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<CurrentPlan> {
  await settlePlanRenewals(db, userId, now);
  return planAt(await readRow(db, userId), now);
}

export interface PlanPeriod {
  userId: string;
  planId: PaidPlanId;
  amountCents: number;
  provider: PaymentProviderKind;
  /** The provider's id of the payment (the charge's key). */
  chargeRef: string;
  /** The provider's recurring subscription (Stripe), null for the simulated provider. */
  subscriptionRef: string | null;
  start: Date;
  end?: Date;
  kind?: 'subscription' | 'renewal';
  eventAt?: Date;
}

/**
 * A paid month of a plan begins: its charge is written once (by chargeRef) and the plan row covers
 * it. A first payment makes the plan the user's plan from `start`; a renewal extends the plan of
 * that provider subscription. Returns the provider subscription the user's previous paid plan was
 * on, when a new one replaced it (the caller ends it at the provider), and 'replayed' when the
 * charge was already written. Run inside a transaction.
 */
export async function beginPlanPeriod(
  tx: Queryable,
  p: PlanPeriod,
): Promise<{ outcome: 'begun' | 'replayed'; replacedRef: string | null }> {
  const paid = await chargePeriod(tx, {
    userId: p.userId,
    handicapperId: null,
    planId: p.planId,
    amountCents: p.amountCents,
    sharePercent: 100,
    provider: p.provider,
    chargeRef: p.chargeRef,
    start: p.start,
    end: p.end,
    kind: p.kind,
  });
  if (!paid) return { outcome: 'replayed', replacedRef: null };
  const { end } = paid;
  if (p.kind === 'renewal') {
    await tx.query(
      `UPDATE user_plans SET period_end = GREATEST(period_end, $2), provider_event_at = $3
       WHERE provider_ref = $1`,
      [p.subscriptionRef, end, p.eventAt ?? null],
    );
    return { outcome: 'begun', replacedRef: null };
  }
  // The account is gone: the payment stays in the ledger, and no plan is kept for nobody.
  if (!paid.accountExists) return { outcome: 'begun', replacedRef: null };
  const before = await readRow(tx, p.userId);
  await tx.query(
    `INSERT INTO user_plans (user_id, plan_id, status, anchor, ends_at, paused_until, provider,
       provider_ref, period_end, provider_event_at)
     SELECT $1, $2, 'active', $3, NULL, NULL, $4, $5, $6, $7
     ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, status = 'active',
       anchor = EXCLUDED.anchor, ends_at = NULL, paused_until = NULL,
       provider = EXCLUDED.provider, provider_ref = EXCLUDED.provider_ref,
       period_end = EXCLUDED.period_end, provider_event_at = EXCLUDED.provider_event_at`,
    [p.userId, p.planId, p.start, p.provider, p.subscriptionRef, end, p.eventAt ?? null],
  );
  const replacedRef =
    before?.provider === 'stripe' &&
    before.provider_ref &&
    before.provider_ref !== p.subscriptionRef
      ? before.provider_ref
      : null;
  return { outcome: 'begun', replacedRef };
}

/** An action the current plan does not allow: 422 problem details. */
const refused = (detail: string) => new ProblemError(422, detail);

export type PlanActionResult =
  { kind: 'plan'; plan: CurrentPlan } | { kind: 'checkout'; url: string };

export interface PlanActionContext {
  db: Db;
  provider: PaymentProvider;
  user: { id: string; email: string };
  /** Where Stripe Checkout sends the browser back to. */
  returnUrl: string;
  now?: Date;
}

/**
 * Applies an action. A paid plan starts only once paid: the simulated provider pays at once (the
 * charge written here), Stripe answers with its Checkout page and the plan begins with its signed
 * webhook. Changing to the Trial, or cancelling, stops renewal at the provider and keeps the plan
 * until the end of the month paid; a cancelled plan chosen again renews again. Pause skips the
 * next month's charge (the simulated provider only: a Stripe plan is cancelled instead).
 */
export async function applyPlanAction(
  ctx: PlanActionContext,
  action: PlanAction,
): Promise<PlanActionResult> {
  const { db, provider, user } = ctx;
  const now = ctx.now ?? new Date();
  const plan = await currentPlan(db, user.id, now);
  const row = await readRow(db, user.id);
  const done = async (): Promise<PlanActionResult> => ({
    kind: 'plan',
    plan: await currentPlan(db, user.id, now),
  });
  const stopRenewal = async () => {
    if (plan.planId === 'free') throw refused(FREE_HAS_NOTHING_TO_END);
    if (plan.status !== 'active' || !plan.renewalDate) throw refused(PLAN_NOT_ACTIVE);
    if (row?.provider === 'stripe') await provider.setRenewal(row.provider_ref, false);
    await db.query(
      `UPDATE user_plans SET status = 'cancelled', ends_at = period_end WHERE user_id = $1`,
      [user.id],
    );
  };

  if (action.action === 'change') {
    if (action.planId === plan.planId && plan.status === 'active') throw refused(ALREADY_ON_PLAN);
    if (action.planId === 'free') {
      await stopRenewal();
      return done();
    }
    if (action.planId === plan.planId && plan.status === 'cancelled') {
      // The same plan again: it renews again; nothing new is charged.
      if (row?.provider === 'stripe') await provider.setRenewal(row.provider_ref, true);
      await db.query(`UPDATE user_plans SET status = 'active', ends_at = NULL WHERE user_id = $1`, [
        user.id,
      ]);
      return done();
    }
    const chosen = planOf(action.planId);
    const paid = await provider.checkoutPlan({
      userId: user.id,
      email: user.email,
      plan: { id: action.planId, name: chosen.name, priceCents: chosen.priceCents },
      returnUrl: ctx.returnUrl,
      now,
    });
    if (paid.kind === 'redirect') return { kind: 'checkout', url: paid.url };
    await db.transaction(async (tx) => {
      const { replacedRef } = await beginPlanPeriod(tx, {
        userId: user.id,
        planId: action.planId as PaidPlanId,
        amountCents: chosen.priceCents,
        provider: provider.kind,
        chargeRef: paid.providerRef,
        subscriptionRef: null,
        start: now,
      });
      if (replacedRef)
        await queueProviderActions(
          tx,
          'stripe',
          [{ action: 'end_subscription', ref: replacedRef }],
          'plan replaced by another',
        );
    });
    return done();
  }
  if (action.action === 'cancel') {
    await stopRenewal();
    return done();
  }
  if (plan.planId === 'free') throw refused(FREE_HAS_NOTHING_TO_END);
  if (plan.status !== 'active' || !plan.renewalDate) throw refused(PLAN_NOT_ACTIVE);
  if (row?.provider === 'stripe') throw refused(STRIPE_PLAN_NO_PAUSE);
  // The cycle moves a month on: the skipped month is not charged.
  const renewal = new Date(plan.renewalDate);
  await db.query(
    `UPDATE user_plans SET status = 'paused', paused_until = $2, period_end = $3
     WHERE user_id = $1`,
    [user.id, renewal, addMonths(renewal, 1)],
  );
  return done();
}

/**
 * preHandler: what a plan's card promises is refused to other plans with 403 problem details
 * (docs/product.md §9 "Plans and money"); 401 when signed out.
 */
export function requirePlan(gate: PlanGate, signInDetail: string): preHandlerAsyncHookHandler {
  return async function requirePlanHandler(request) {
    const user = await loadUser(request);
    if (!user) throw new ProblemError(401, signInDetail);
    const plan = await currentPlan(request.server.db, user.id);
    if (!planAllows(plan.planId, gate)) throw new ProblemError(403, PLAN_GATE_REFUSALS[gate]);
  };
}
