/**
 * The one plan catalogue and the rules of money of the marketplace (docs/product.md §9 "Plans and
 * money"): every amount is integer cents. The home page, /subscriptions, the /matchups sidebar and
 * the server read the plans from here. Zod-free, so any page may import it.
 */

/**
 * The platform plans. The original specification lists two catalogues that disagree (and spells
 * the free plan "Trail"); this is the one catalogue, with "Trial" (docs/product.md §10).
 */
export const PLANS = [
  {
    id: 'free',
    name: 'Trial',
    priceCents: 0,
    period: 'month',
    badge: null,
    features: ['Every AI pick and its record', 'Track your bets', 'Public handicapper profiles'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 2999,
    period: 'month',
    badge: 'Most Popular',
    features: ['Everything in Trial', 'Import your betting history from a CSV file'],
  },
  {
    id: 'handicapper',
    name: 'Handicapper',
    priceCents: 4999,
    period: 'month',
    badge: null,
    features: [
      'All Pro features',
      'Publish picks to subscribers once your application is accepted',
      'Revenue dashboard for accepted handicappers',
    ],
  },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export type Plan = (typeof PLANS)[number];
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

/**
 * What a plan gates on the server (403 problem details past it), and the refusal's words: the
 * import of a betting history belongs to the paid plans, as their cards say.
 */
export const PLAN_GATES = { betImport: ['pro', 'handicapper'] } as const satisfies Record<
  string,
  readonly PlanId[]
>;
export type PlanGate = keyof typeof PLAN_GATES;
export const PLAN_GATE_REFUSALS: Record<PlanGate, string> = {
  betImport:
    'Importing a betting history is part of the Pro and Handicapper plans: choose one on Manage Subscriptions.',
};
export function planAllows(planId: PlanId, gate: PlanGate): boolean {
  return (PLAN_GATES[gate] as readonly PlanId[]).includes(planId);
}

export function planOf(id: PlanId): Plan {
  return PLANS.find((p) => p.id === id) ?? PLANS[0];
}

/**
 * The platform's share of a capper's subscription revenue, in percent (docs/product.md §9:
 * commission 25% professional, 40% novice). A capper without an application pays the novice share.
 */
export const PLATFORM_SHARE = { professional: 25, novice: 40 } as const;
export const DEFAULT_PLATFORM_SHARE = PLATFORM_SHARE.novice;

/**
 * The one revenue-share rule as every page states it (docs/product.md §9): what a capper keeps of
 * each payment and the platform's commission, by type.
 */
export const REVENUE_SHARE_RULE = `Handicappers keep ${100 - PLATFORM_SHARE.professional}% of every subscription payment as professionals and ${100 - PLATFORM_SHARE.novice}% as novices: Edgewise's commission is ${PLATFORM_SHARE.professional}% and ${PLATFORM_SHARE.novice}%.`;

/** A capper's own share, as their revenue page states it beside the rule. */
export function keptShareText(sharePercent: number): string {
  return `You keep ${100 - sharePercent}% of every payment; Edgewise's commission on your subscriptions is ${sharePercent}%.`;
}

/** The platform's fee on a charge, in whole cents (rounded half up); the capper keeps the rest. */
export function platformFeeCents(amountCents: number, sharePercent: number): number {
  return Math.round((amountCents * sharePercent) / 100);
}

/**
 * What a subscriber agrees to before paying (a capper or a plan, docs/product.md §9): the price
 * charged today, the renewal date and price, and that cancelling is free at any time.
 */
export function subscriptionTerms(
  priceCents: number,
  period: string,
  renewsOn: string,
): { charge: string; renewal: string; cancel: string } {
  const price = formatCents(priceCents);
  return {
    charge: `${price} is charged today for one ${period}.`,
    renewal: `It renews on ${renewsOn} at ${price} a ${period}, and every ${period} after, until you cancel.`,
    cancel: `Cancel anytime: renewal stops, and you keep access until the end of the ${period} paid.`,
  };
}

/** Cents from a decimal amount in dollars ('19.99', 19.99), without floating-point drift. */
export function toCents(dollars: number | string): number {
  const text = typeof dollars === 'number' ? dollars.toFixed(2) : dollars.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** '$19.99', '$1,234.50'; whole dollars keep their cents unless `short` ('$0', '$29.99'). */
export function formatCents(cents: number, short = false): string {
  const digits = short && cents % 100 === 0 ? 0 : 2;
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * Month-over-month change in percent, one decimal; null when there is no last month to compare
 * with (nothing then), so no page shows "+0.0% from last month" for a first month.
 */
export function monthOverMonth(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
