import { z } from 'zod';
import { savedBetSchema } from './bets';

/**
 * A capper's pick as a viewer may see it (docs/product.md §3). Before the game starts only the
 * capper and active subscribers see the selection, price and reasoning (`pick`); everyone else
 * sees that a pick exists: its sport, game and time posted (`locked: true`).
 */
export const capperPickSchema = z.object({
  id: z.string(),
  handicapperId: z.string(),
  handicapperName: z.string(),
  sport: z.string(),
  game: z.string(),
  postedAt: z.string(),
  startsAt: z.string().nullable(),
  /** Some of the pick is hidden from this viewer: all of it (`pick` null) or `hiddenLegs` legs. */
  locked: z.boolean(),
  pick: savedBetSchema.nullable(),
  /** Legs of a parlay or teaser whose games have not started, left out of `pick` for the public. */
  hiddenLegs: z.number().int().min(1).optional(),
});
export type CapperPick = z.infer<typeof capperPickSchema>;
export const capperPicksResponseSchema = z.object({ picks: z.array(capperPickSchema) });

/** Shown where a locked pick's selection would be. */
export const PICK_LOCKED_TEXT = 'Subscribe to see this pick before the game starts.';

/** Shown under the started legs of a parlay or teaser whose other legs are still hidden. */
export const hiddenLegsText = (n: number): string =>
  `${n} more leg${n === 1 ? '' : 's'} hidden until ${n === 1 ? 'its game starts' : 'their games start'}. Subscribe to see ${n === 1 ? 'it' : 'them'} now.`;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['capper_pick', 'application', 'account']),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/read: the ids to mark, or every notification when `ids` is absent. */
export const markReadRequestSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .max(500)
    .optional(),
});

/** How many notifications GET /api/notifications returns, newest first. */
export const NOTIFICATIONS_PAGE = 50;

/** The notice a subscriber gets when a capper posts picks. */
export function picksPostedTitle(capperName: string, count: number): string {
  return `${capperName} posted ${count === 1 ? 'a new pick' : `${count} new picks`}`;
}

/**
 * Under this many graded picks a capper's record is a small sample: marked "Small sample" and
 * listed after the ranked cappers, whatever the sort (docs/product.md §5, Handicappers).
 */
export const MIN_RANKED_PICKS = 20;

/** The sorts of /handicappers, best first for each figure. */
export const HANDICAPPER_SORTS = [
  { value: 'roi', label: 'ROI' },
  { value: 'units', label: 'Units' },
  { value: 'winRate', label: 'Win rate' },
  { value: 'picks', label: 'Picks' },
] as const;
export type HandicapperSort = (typeof HANDICAPPER_SORTS)[number]['value'];

interface Rankable {
  name: string;
  sample: boolean;
  winRate: number | null;
  roi: number | null;
  units: number;
  record: { picks: number; sampleSize: 'small' | 'ok' };
}

/** Ranked: a real record (not sample data) past MIN_RANKED_PICKS graded picks. */
export function isRanked(capper: Rankable): boolean {
  return !capper.sample && capper.record.sampleSize === 'ok';
}

// A record without the figure (no decided pick, nothing risked) sorts after every record with it.
const figure = (capper: Rankable, sort: HandicapperSort): number =>
  sort === 'picks' ? capper.record.picks : (capper[sort] ?? Number.NEGATIVE_INFINITY);

/**
 * Cappers in the order /handicappers lists them: the ranked ones by the chosen figure, numbered
 * from 1; then the unranked (small samples and sample data) by the same figure, without a rank.
 */
export function rankHandicappers<T extends Rankable>(
  list: readonly T[],
  sort: HandicapperSort,
): { capper: T; rank: number | null }[] {
  const order = (a: T, b: T) => {
    const fa = figure(a, sort);
    const fb = figure(b, sort);
    return (fa === fb ? 0 : fb > fa ? 1 : -1) || a.name.localeCompare(b.name);
  };
  const ranked = list.filter(isRanked).sort(order);
  const rest = list.filter((c) => !isRanked(c)).sort(order);
  return [
    ...ranked.map((capper, i) => ({ capper, rank: i + 1 })),
    ...rest.map((capper) => ({ capper, rank: null })),
  ];
}

/**
 * A capper's record from their graded picks at their prices (src/domain/figures.ts): win rate
 * over decided picks and ROI = units / risked, null when there is nothing to rate (the page then
 * says "No graded picks yet"); `risked` is the units staked on graded picks; `picks` also counts
 * pending ones.
 */
export const capperRecordSchema = z.object({
  wins: z.number(),
  losses: z.number(),
  pushes: z.number(),
  pending: z.number(),
  picks: z.number(),
  winRate: z.number().nullable(),
  roi: z.number().nullable(),
  units: z.number(),
  risked: z.number(),
  clv: z.number().nullable(),
  sampleSize: z.enum(['small', 'ok']),
});

/**
 * A handicapper as GET /api/handicappers returns it; `sample` marks the six sample cappers, whose
 * picks are sample data and who cannot be subscribed. `priceCents` is the monthly price.
 */
export const handicapperSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  sports: z.array(z.string()),
  priceCents: z.number().int(),
  featured: z.boolean(),
  bio: z.string(),
  sample: z.boolean(),
  winRate: z.number().nullable(),
  roi: z.number().nullable(),
  units: z.number(),
  record: capperRecordSchema,
  subscribers: z.number(),
});
export const handicappersResponseSchema = z.object({ handicappers: z.array(handicapperSchema) });
/**
 * A paid period of access to a capper (docs/product.md §3): paid by a charge when it began; it
 * renews on `periodEnd` unless cancelled (`renews: false`), and access lasts until `periodEnd`
 * either way. `renewalDate` is `periodEnd` (kept for the pages that name it so).
 */
export const subscriptionSchema = z.object({
  handicapperId: z.string(),
  createdAt: z.string(),
  priceCents: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  renewalDate: z.string(),
  renews: z.boolean(),
  provider: z.enum(['simulated', 'stripe']),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** `subscribed`: the viewer has access now; `subscription`: their period, if any. */
export const handicapperDetailSchema = handicapperSchema.extend({
  subscribed: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
/** POST …/subscription with Stripe configured: pay on Stripe Checkout, then come back. */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });

/** The simulated payment provider, named wherever it takes a payment (docs/product.md §9). */
export const SIMULATED_PAYMENT_NOTE =
  'Payment is simulated: no card is charged; the charge is recorded as a simulated payment.';
/** A sample capper never posts to subscribers (answered 409). */
export const SAMPLE_CAPPER_NOT_SUBSCRIBABLE =
  'This is a sample handicapper: their picks are sample data, so they cannot be subscribed.';
export const subscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema.extend({ handicapper: handicapperSchema })),
});

/** Handicapper ids are slugs (the sample cappers) or user uuids; any other id is simply not found (404). */
export const handicapperIdParamsSchema = z.object({ id: z.string() });
