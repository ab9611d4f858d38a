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
