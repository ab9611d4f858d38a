import { z } from 'zod';
import { PLAN_IDS } from '../rules/catalogue';

/**
 * The user's plan now. `renewalDate` is the next monthly anniversary after today (null on Free);
 * a cancelled plan runs until `endsOn`, a paused one skips a month and resumes on `resumesOn`.
 */
export const currentPlanSchema = z.object({
  planId: z.enum(PLAN_IDS),
  name: z.string(),
  priceCents: z.number().int(),
  period: z.string(),
  status: z.enum(['active', 'cancelled', 'paused']),
  renewalDate: z.string().nullable(),
  endsOn: z.string().nullable(),
  resumesOn: z.string().nullable(),
  /** Who takes the plan's payments; null on the Trial (nothing is paid). */
  provider: z.enum(['simulated', 'stripe']).nullable(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;
export const planResponseSchema = z.object({ plan: currentPlanSchema });
/** POST /api/plan for a paid plan with Stripe: 202, pay on Checkout; the plan begins once paid. */
export const planCheckoutResponseSchema = z.object({ checkoutUrl: z.string() });

/** POST /api/plan: start or change to a plan (Free included), cancel, or pause a month. */
export const planActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('change'), planId: z.enum(PLAN_IDS, 'Unknown plan') }),
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('pause') }),
  ],
  'Choose change, cancel or pause',
);
export type PlanAction = z.infer<typeof planActionSchema>;

export const FREE_HAS_NOTHING_TO_END = 'The Trial plan has nothing to cancel or pause.';
export const ALREADY_ON_PLAN = 'You are already on this plan.';
export const PLAN_NOT_ACTIVE = 'Only an active plan can be paused or cancelled.';
export const STRIPE_PLAN_NO_PAUSE =
  'A plan paid through Stripe cannot be paused: cancel it, and choose it again when you want it back.';

/** One bucket of the revenue chart: the capper's net revenue in it, in cents. */
const point = z.object({ label: z.string(), netCents: z.number().int() });
export type RevenuePoint = z.infer<typeof point>;

/** One month's charges: gross, the platform's fee, the capper's net (cents), and who paid. */
const month = z.object({
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  subscribers: z.number().int(),
});
export type RevenueMonth = z.infer<typeof month>;

/**
 * GET /api/my-capper/revenue: a capper's figures from the charges ledger (docs/product.md §9), in
 * integer cents. `lastMonth` is null when the capper had no charge before this month.
 */
export const revenueSchema = z.object({
  /** False for a capper nobody ever paid: the page then says so, with no figures. */
  hasSubscribers: z.boolean(),
  /** The platform's share of each charge, in percent; the capper keeps the rest. */
  platformSharePercent: z.number().int().min(0).max(100),
  summary: z.object({ thisMonth: month, lastMonth: month.nullable() }),
  weekly: z.array(point),
  monthly: z.array(point),
  yearly: z.array(point),
  transactions: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      subscriber: z.string(),
      amountCents: z.number().int(),
      feeCents: z.number().int(),
      netCents: z.number().int(),
      type: z.enum(['subscription', 'renewal']),
      provider: z.enum(['simulated', 'stripe']),
    }),
  ),
});
export type Revenue = z.infer<typeof revenueSchema>;

/** GET /api/my-capper/followers: the capper's active subscribers, newest first. */
export const followersSchema = z.object({
  followers: z.array(z.object({ id: z.string(), name: z.string(), since: z.string() })),
});
export type Followers = z.infer<typeof followersSchema>;
