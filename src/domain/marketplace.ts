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
  locked: z.boolean(),
  pick: savedBetSchema.nullable(),
});
export type CapperPick = z.infer<typeof capperPickSchema>;
export const capperPicksResponseSchema = z.object({ picks: z.array(capperPickSchema) });

/** Shown where a locked pick's selection would be. */
export const PICK_LOCKED_TEXT = 'Subscribe to see this pick before the game starts.';

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
  winRate: number;
  roi: number;
  units: number;
  record: { picks: number; sampleSize: 'small' | 'ok' };
}

/** Ranked: a real record (not sample data) past MIN_RANKED_PICKS graded picks. */
export function isRanked(capper: Rankable): boolean {
  return !capper.sample && capper.record.sampleSize === 'ok';
}

const figure = (capper: Rankable, sort: HandicapperSort): number =>
  sort === 'picks' ? capper.record.picks : capper[sort];

/**
 * Cappers in the order /handicappers lists them: the ranked ones by the chosen figure, numbered
 * from 1; then the unranked (small samples and sample data) by the same figure, without a rank.
 */
export function rankHandicappers<T extends Rankable>(
  list: readonly T[],
  sort: HandicapperSort,
): { capper: T; rank: number | null }[] {
  const order = (a: T, b: T) => figure(b, sort) - figure(a, sort) || a.name.localeCompare(b.name);
  const ranked = list.filter(isRanked).sort(order);
  const rest = list.filter((c) => !isRanked(c)).sort(order);
  return [
    ...ranked.map((capper, i) => ({ capper, rank: i + 1 })),
    ...rest.map((capper) => ({ capper, rank: null })),
  ];
}

/** A capper's record: rates over graded picks at their prices; `picks` also counts pending. */
export const capperRecordSchema = z.object({
  wins: z.number(),
  losses: z.number(),
  pushes: z.number(),
  pending: z.number(),
  picks: z.number(),
  winRate: z.number(),
  roi: z.number(),
  units: z.number(),
  clv: z.number().nullable(),
  sampleSize: z.enum(['small', 'ok']),
});

/** A handicapper as GET /api/handicappers returns it; `sample` marks the seeded sample cappers. */
export const handicapperSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  sports: z.array(z.string()),
  price: z.number(),
  featured: z.boolean(),
  bio: z.string(),
  sample: z.boolean(),
  winRate: z.number(),
  roi: z.number(),
  units: z.number(),
  record: capperRecordSchema,
  subscribers: z.number(),
});
export const handicappersResponseSchema = z.object({ handicappers: z.array(handicapperSchema) });
export const handicapperDetailSchema = handicapperSchema.extend({ subscribed: z.boolean() });

export const subscriptionSchema = z.object({
  handicapperId: z.string(),
  createdAt: z.string(),
  price: z.number(),
  renewalDate: z.string(),
});
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
export const subscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema.extend({ handicapper: handicapperSchema })),
});

/** Handicapper ids are slugs (the sample cappers) or user uuids; any other id is simply not found (404). */
export const handicapperIdParamsSchema = z.object({ id: z.string() });
