import type { Queryable } from '../db/db';
import { emailKey } from './users';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_SECONDS = 5 * 60;
/** Rows untouched this long are forgotten, so the table stays bounded. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Seconds this email stays locked, or 0 when it may try to sign in. Keyed by email, not by
 * account, so an unknown email locks exactly like a known one (no account enumeration).
 */
export async function lockedForSeconds(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ secs: number | null }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS secs
     FROM login_failures WHERE email_key = $1 AND locked_until > now()`,
    [emailKey(email)],
  );
  return Math.max(0, rows[0]?.secs ?? 0);
}

/**
 * Counts one more failure in a row for the email; the fifth locks it for five minutes and starts
 * the count again. Returns the lock length in seconds when this failure locked it, else 0.
 */
export async function recordFailedLogin(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ locked: boolean }>(
    `INSERT INTO login_failures AS f (email_key, failed, locked_until, updated_at)
     VALUES ($1, 1, NULL, now())
     ON CONFLICT (email_key) DO UPDATE SET
       failed = CASE WHEN f.failed + 1 >= $2 THEN 0 ELSE f.failed + 1 END,
       locked_until = CASE WHEN f.failed + 1 >= $2 THEN now() + make_interval(secs => $3) ELSE f.locked_until END,
       updated_at = now()
     RETURNING (locked_until IS NOT NULL AND locked_until > now()) AS locked`,
    [emailKey(email), MAX_FAILED_LOGINS, LOCK_SECONDS],
  );
  await db.query(
    `DELETE FROM login_failures WHERE updated_at < now() - make_interval(secs => $1) AND (locked_until IS NULL OR locked_until < now())`,
    [FORGET_AFTER_SECONDS],
  );
  return rows[0]?.locked ? LOCK_SECONDS : 0;
}

export async function clearFailedLogins(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email_key = $1', [emailKey(email)]);
}
