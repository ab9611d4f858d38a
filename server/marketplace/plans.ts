import { addMonths } from 'date-fns';
import {
  ALREADY_ON_PLAN,
  FREE_HAS_NOTHING_TO_END,
  PLAN_NOT_ACTIVE,
  type CurrentPlan,
  type PlanAction,
} from '@domain/contracts/marketplacePlans';
import { planOf, type PlanId } from '@domain/rules/catalogue';
import type { Queryable } from '../db/db';
import { ProblemError } from '../http/problem';
import { renewalDate } from '../handicappers/subscriptions';

interface PlanRow {
  plan_id: PlanId;
  status: 'active' | 'cancelled' | 'paused';
  anchor: Date | string;
  ends_at: Date | string | null;
  paused_until: Date | string | null;
}

const iso = (d: Date) => d.toISOString();

/** The plan as of `now`: a cancelled plan past its end is Free, a pause past its end is active. */
export function planAt(row: PlanRow | undefined, now: Date = new Date()): CurrentPlan {
  const base = (id: PlanId) => {
    const plan = planOf(id);
    return { planId: plan.id, name: plan.name, priceCents: plan.priceCents, period: plan.period };
  };
  const none = { renewalDate: null, endsOn: null, resumesOn: null };
  if (!row || row.plan_id === 'free' || (row.ends_at && new Date(row.ends_at) <= now))
    return { ...base('free'), status: 'active', ...none };
  const renewal = renewalDate(new Date(row.anchor), now);
  const pausedUntil = row.paused_until ? new Date(row.paused_until) : null;
  if (row.status === 'paused' && pausedUntil && pausedUntil > now)
    return {
      ...base(row.plan_id),
      status: 'paused',
      ...none,
      renewalDate: iso(renewal),
      resumesOn: iso(pausedUntil),
    };
  if (row.status === 'cancelled')
    return {
      ...base(row.plan_id),
      status: 'cancelled',
      ...none,
      endsOn: row.ends_at ? iso(new Date(row.ends_at)) : iso(renewal),
    };
  return { ...base(row.plan_id), status: 'active', ...none, renewalDate: iso(renewal) };
}

async function readRow(db: Queryable, userId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(
    'SELECT plan_id, status, anchor, ends_at, paused_until FROM user_plans WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

export async function currentPlan(db: Queryable, userId: string): Promise<CurrentPlan> {
  return planAt(await readRow(db, userId));
}

/** An action the current plan does not allow: 422 problem details. */
const refused = (detail: string) => new ProblemError(422, detail);

/**
 * Applies an action. Changing plan starts the new one today (its renewals monthly from today;
 * Free has none). Cancel keeps the plan until the renewal date; pause skips the next month's
 * charge: the plan resumes on the renewal date and renews a month after it.
 */
export async function applyPlanAction(
  db: Queryable,
  userId: string,
  action: PlanAction,
  now: Date = new Date(),
): Promise<CurrentPlan> {
  const plan = planAt(await readRow(db, userId), now);
  const upsert = async (row: Omit<PlanRow, 'anchor'> & { anchor: Date }) => {
    await db.query(
      `INSERT INTO user_plans (user_id, plan_id, status, anchor, ends_at, paused_until)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, status = EXCLUDED.status,
         anchor = EXCLUDED.anchor, ends_at = EXCLUDED.ends_at, paused_until = EXCLUDED.paused_until`,
      [userId, row.plan_id, row.status, row.anchor, row.ends_at, row.paused_until],
    );
  };
  if (action.action === 'change') {
    if (action.planId === plan.planId && plan.status === 'active') throw refused(ALREADY_ON_PLAN);
    await upsert({
      plan_id: action.planId,
      status: 'active',
      anchor: now,
      ends_at: null,
      paused_until: null,
    });
    return currentPlan(db, userId);
  }
  if (plan.planId === 'free') throw refused(FREE_HAS_NOTHING_TO_END);
  if (plan.status !== 'active' || !plan.renewalDate) throw refused(PLAN_NOT_ACTIVE);
  const renewal = new Date(plan.renewalDate);
  if (action.action === 'cancel') {
    await db.query(`UPDATE user_plans SET status = 'cancelled', ends_at = $2 WHERE user_id = $1`, [
      userId,
      renewal,
    ]);
  } else {
    // The cycle moves a month on: the skipped renewal is not charged.
    const anchor = addMonths(renewal, 1);
    await db.query(
      `UPDATE user_plans SET status = 'paused', paused_until = $2, anchor = $3 WHERE user_id = $1`,
      [userId, renewal, anchor],
    );
  }
  return currentPlan(db, userId);
}
