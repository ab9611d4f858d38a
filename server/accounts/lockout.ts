import type { Queryable } from '../db/db';
import type { UserRow } from './users';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_SECONDS = 5 * 60;

/** Seconds the account stays locked, or 0 when it may try to sign in. */
export function lockedForSeconds(user: Pick<UserRow, 'locked_until'>, now = Date.now()): number {
  if (user.locked_until === null) return 0;
  const until = new Date(user.locked_until).getTime();
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * Counts one more failure in a row; the fifth locks the account for five minutes and starts the
 * count again. Returns the lock length in seconds when this failure locked it, else 0.
 */
export async function recordFailedLogin(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ locked: boolean }>(
    `UPDATE users SET
       failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
       locked_until = CASE WHEN failed_logins + 1 >= $2 THEN now() + make_interval(secs => $3) ELSE locked_until END
     WHERE id = $1
     RETURNING (locked_until IS NOT NULL AND locked_until > now()) AS locked`,
    [userId, MAX_FAILED_LOGINS, LOCK_SECONDS],
  );
  return rows[0]?.locked ? LOCK_SECONDS : 0;
}

export async function clearFailedLogins(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = $1', [userId]);
}
