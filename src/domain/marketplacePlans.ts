import { z } from 'zod';

/** The platform plans of /subscriptions (docs/product.md §2); payment itself is simulated. */
export const PLANS = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    features: ['Daily AI pick', 'Single AI model leans', 'Public handicapper profiles'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 29.99,
    period: 'month',
    features: [
      'Unlimited AI picks',
      'Model insights',
      'Bet tracking',
      'Early access to new features',
    ],
  },
  {
    id: 'handicapper',
    name: 'Handicapper',
    price: 49.99,
    period: 'month',
    features: [
      'All Pro features',
      'Publish picks to subscribers',
      'Revenue dashboard',
      'Priority support',
    ],
  },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export type Plan = (typeof PLANS)[number];
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

export function planOf(id: PlanId): Plan {
  return PLANS.find((p) => p.id === id) ?? PLANS[0];
}

/**
 * The user's plan now. `renewalDate` is the next monthly anniversary after today (null on Free);
 * a cancelled plan runs until `endsOn`, a paused one skips a month and resumes on `resumesOn`.
 */
export const currentPlanSchema = z.object({
  planId: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number(),
  period: z.string(),
  status: z.enum(['active', 'cancelled', 'paused']),
  renewalDate: z.string().nullable(),
  endsOn: z.string().nullable(),
  resumesOn: z.string().nullable(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;
export const planResponseSchema = z.object({ plan: currentPlanSchema });

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

export const FREE_HAS_NOTHING_TO_END = 'The Free plan has nothing to cancel or pause.';
export const ALREADY_ON_PLAN = 'You are already on this plan.';
export const PLAN_NOT_ACTIVE = 'Only an active plan can be paused or cancelled.';

const point = z.object({ label: z.string(), revenue: z.number() });
export type RevenuePoint = z.infer<typeof point>;

/** GET /api/my-capper/revenue: a capper's figures from their stored subscriptions. */
export const revenueSchema = z.object({
  /** False for a capper nobody ever subscribed to: the page then shows labelled samples. */
  hasSubscribers: z.boolean(),
  summary: z.object({
    thisMonth: z.object({ revenue: z.number(), subscribers: z.number() }),
    lastMonth: z.object({ revenue: z.number(), subscribers: z.number() }),
  }),
  weekly: z.array(point),
  monthly: z.array(point),
  yearly: z.array(point),
  transactions: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      subscriber: z.string(),
      amount: z.number(),
      type: z.enum(['subscription', 'renewal']),
      status: z.literal('completed'),
    }),
  ),
});
export type Revenue = z.infer<typeof revenueSchema>;

/** GET /api/my-capper/followers: the capper's active subscribers, newest first. */
export const followersSchema = z.object({
  followers: z.array(z.object({ id: z.string(), name: z.string(), since: z.string() })),
});
export type Followers = z.infer<typeof followersSchema>;
