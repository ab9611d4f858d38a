import { addMonths, differenceInCalendarMonths } from 'date-fns';
import type { Queryable } from '../db/db';
import { listHandicappers, type Handicapper } from './repository';

/** A stored subscription to a capper; payment is simulated; price is what it was when subscribing. */
export interface Subscription {
  handicapperId: string;
  createdAt: string;
  price: number;
  renewalDate: string;
}

/** The first monthly anniversary of the start that is after now. */
export function renewalDate(createdAt: Date, now: Date = new Date()): Date {
  const months = Math.max(0, differenceInCalendarMonths(now, createdAt));
  const next = addMonths(createdAt, months);
  return next > now ? next : addMonths(createdAt, months + 1);
}

function toSubscription(
  handicapperId: string,
  createdAt: Date | string,
  price: number,
): Subscription {
  const start = new Date(createdAt);
  return {
    handicapperId,
    createdAt: start.toISOString(),
    price,
    renewalDate: renewalDate(start).toISOString(),
  };
}

/** Subscribes once; a second call returns the existing subscription (created: false). */
export async function subscribe(
  db: Queryable,
  userId: string,
  handicapper: Handicapper,
): Promise<{ subscription: Subscription; created: boolean }> {
  const inserted = await db.query<{ created_at: Date | string }>(
    `INSERT INTO subscriptions (user_id, handicapper_id, price) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, handicapper_id) DO NOTHING RETURNING created_at`,
    [userId, handicapper.id, handicapper.price],
  );
  const row =
    inserted.rows[0] ??
    (
      await db.query<{ created_at: Date | string; price: string | null }>(
        'SELECT created_at, price FROM subscriptions WHERE user_id = $1 AND handicapper_id = $2',
        [userId, handicapper.id],
      )
    ).rows[0];
  if (!row) throw new Error('subscription vanished between insert and select');
  const price = 'price' in row && row.price !== null ? Number(row.price) : handicapper.price;
  return {
    subscription: toSubscription(handicapper.id, row.created_at, price),
    created: inserted.rows.length > 0,
  };
}

/** Removes the subscription if there is one; true when a row was deleted. */
export async function unsubscribe(
  db: Queryable,
  userId: string,
  handicapperId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM subscriptions WHERE user_id = $1 AND handicapper_id = $2',
    [userId, handicapperId],
  );
  return rowCount > 0;
}

export async function isSubscribed(
  db: Queryable,
  userId: string,
  handicapperId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM subscriptions WHERE user_id = $1 AND handicapper_id = $2',
    [userId, handicapperId],
  );
  return rows.length > 0;
}

/** The user's subscriptions, newest first; ones whose capper no longer exists are left out. */
export async function mySubscriptions(
  db: Queryable,
  userId: string,
): Promise<(Subscription & { handicapper: Handicapper })[]> {
  const { rows } = await db.query<{
    handicapper_id: string;
    created_at: Date | string;
    price: string | null;
  }>(
    'SELECT handicapper_id, created_at, price FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC, handicapper_id',
    [userId],
  );
  if (rows.length === 0) return [];
  const byId = new Map((await listHandicappers(db)).map((h) => [h.id, h]));
  return rows.flatMap((row) => {
    const handicapper = byId.get(row.handicapper_id);
    return handicapper
      ? [
          {
            ...toSubscription(
              row.handicapper_id,
              row.created_at,
              row.price === null ? handicapper.price : Number(row.price),
            ),
            handicapper,
          },
        ]
      : [];
  });
}
