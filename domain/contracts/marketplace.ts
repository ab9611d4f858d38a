/** The marketplace's wire schemas (docs/product.md §3); its texts and ranking: ../rules/marketplace.ts. */
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

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['capper_pick', 'application', 'account', 'game_start']),
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

/**
 * A capper's record from their graded picks at their prices (domain/rules/figures.ts): win rate
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
  /** The ROI's 95% half-width in points (server/handicappers/records.ts); null without graded picks. */
  roiInterval: z.number().nullable().default(null),
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
export const subscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema.extend({ handicapper: handicapperSchema })),
});

/** Handicapper ids are slugs (the sample cappers) or user uuids; any other id is simply not found (404). */
export const handicapperIdParamsSchema = z.object({ id: z.string() });
