import type { Queryable } from '../db/db';
import { emailKey } from './users';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_SECONDS = 5 * 60;
/** Rows untouched this long are forgotten, so the table stays bounded. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/** One sign-in attempt as counted: its place in the run of attempts, or the lock that refused it. */
export interface LoginAttempt {
  /** This attempt's number since the last success or lock (1 for the first). */
  seq: number;
  /** Seconds the email stays locked; when above 0 the password must not be checked. */
  lockedFor: number;
}

/**
 * Counts a sign-in attempt BEFORE its password is checked, in one statement (docs/design.md §3:
 * the lockout holds under concurrency). Every attempt takes a number atomically; only the first
 * MAX_FAILED_LOGINS of a run are checked, and the next one locks the email for LOCK_SECONDS, so a
 * burst of parallel guesses cannot outrun the count. Keyed by email, not by account, so an unknown
 * email locks exactly like a known one (no account enumeration).
 */
export async function countLoginAttempt(db: Queryable, email: string): Promise<LoginAttempt> {
  const { rows } = await db.query<{ failed: number; locked_for: number }>(
    `INSERT INTO login_failures AS f (email_key, failed, locked_until, updated_at)
     VALUES ($1, 1, NULL, now())
     ON CONFLICT (email_key) DO UPDATE SET
       failed = CASE WHEN f.locked_until <= now() THEN 1 ELSE f.failed + 1 END,
       locked_until = CASE
         WHEN f.locked_until <= now() THEN NULL
         WHEN f.locked_until IS NULL AND f.failed + 1 > $2 THEN now() + make_interval(secs => $3)
         ELSE f.locked_until END,
       updated_at = now()
     RETURNING failed,
       coalesce(greatest(ceil(extract(epoch FROM locked_until - now())), 0), 0)::int AS locked_for`,
    [emailKey(email), MAX_FAILED_LOGINS, LOCK_SECONDS],
  );
  const row = rows[0];
  return { seq: row?.failed ?? 1, lockedFor: row?.locked_for ?? 0 };
}

/**
 * The attempt's password was wrong (it is already counted): the failure that completes a run of
 * MAX_FAILED_LOGINS locks the email at once. Returns the lock length in seconds when locked, else 0.
 */
export async function recordFailedLogin(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ locked_for: number }>(
    `UPDATE login_failures SET
       locked_until = CASE WHEN failed >= $2 AND (locked_until IS NULL OR locked_until <= now())
                           THEN now() + make_interval(secs => $3) ELSE locked_until END,
       updated_at = now()
     WHERE email_key = $1
     RETURNING coalesce(greatest(ceil(extract(epoch FROM locked_until - now())), 0), 0)::int AS locked_for`,
    [emailKey(email), MAX_FAILED_LOGINS, LOCK_SECONDS],
  );
  await db.query(
    `DELETE FROM login_failures WHERE updated_at < now() - make_interval(secs => $1) AND (locked_until IS NULL OR locked_until < now())`,
    [FORGET_AFTER_SECONDS],
  );
  return rows[0]?.locked_for ?? 0;
}

/**
 * The attempt numbered `seq` signed in: it clears itself and the attempts counted before it, never
 * those counted after it (still running, or refused), and never a lock already set.
 */
export async function clearFailedLogins(db: Queryable, email: string, seq: number): Promise<void> {
  await db.query(
    `UPDATE login_failures SET failed = greatest(failed - $2, 0)
     WHERE email_key = $1 AND (locked_until IS NULL OR locked_until <= now())`,
    [emailKey(email), seq],
  );
}

/**
 * A run of counted answers goes on while each comes within this many seconds of the one before;
 * a success never ends it, so answers cannot be spread between successes (docs/security.md
 * "Limits").
 */
export const COUNT_WINDOW_SECONDS = 15 * 60;

/**
 * For answers that leak a little without checking a password (registration's "already exists"):
 * counts one after it was given, locking the key at MAX_FAILED_LOGINS in a run (each within
 * COUNT_WINDOW_SECONDS of the last). Returns the lock in seconds now on the key (0 when none), so
 * a caller may check it first with `count: false`.
 */
export async function countAfterwards(db: Queryable, key: string, count = true): Promise<number> {
  if (!count) {
    const { rows } = await db.query<{ locked_for: number }>(
      `SELECT greatest(ceil(extract(epoch FROM locked_until - now())), 0)::int AS locked_for
       FROM login_failures WHERE email_key = $1 AND locked_until > now()`,
      [emailKey(key)],
    );
    return rows[0]?.locked_for ?? 0;
  }
  const { rows } = await db.query<{ locked_for: number }>(
    `INSERT INTO login_failures AS f (email_key, failed, locked_until, updated_at)
     VALUES ($1, 1, NULL, now())
     ON CONFLICT (email_key) DO UPDATE SET
       failed = CASE
         WHEN f.locked_until <= now() THEN 1
         WHEN f.locked_until IS NULL AND f.updated_at < now() - make_interval(secs => $4) THEN 1
         ELSE f.failed + 1 END,
       locked_until = CASE
         WHEN f.locked_until <= now() THEN NULL
         WHEN f.locked_until IS NULL AND f.updated_at >= now() - make_interval(secs => $4)
           AND f.failed + 1 >= $2 THEN now() + make_interval(secs => $3)
         ELSE f.locked_until END,
       updated_at = now()
     RETURNING coalesce(greatest(ceil(extract(epoch FROM locked_until - now())), 0), 0)::int AS locked_for`,
    [emailKey(key), MAX_FAILED_LOGINS, LOCK_SECONDS, COUNT_WINDOW_SECONDS],
  );
  return rows[0]?.locked_for ?? 0;
}
