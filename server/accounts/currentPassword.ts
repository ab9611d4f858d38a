import type { FastifyReply } from 'fastify';
import { CURRENT_PASSWORD_WRONG, NO_PASSWORD_SET } from '@domain/rules/account';
import { ACCOUNT_LOCKED } from '@domain/rules/auth';
import type { Queryable } from '../db/db';
import { sendProblem } from '../http/problem';
import { clearFailedLogins, countLoginAttempt, recordFailedLogin } from './lockout';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

/**
 * Checks the signed-in user's current password before a sensitive change (email, password,
 * deletion), counted by the sign-in lockout of the account's email (docs/design.md §3), so a stolen
 * session cannot guess the password faster than the sign-in form. Answers the problem itself and
 * returns false when the change must not go on.
 */
export async function checkCurrentPassword(
  db: Queryable,
  reply: FastifyReply,
  user: UserRow,
  password: string,
): Promise<boolean> {
  // Read now, not from the session cache: the password may have changed on another instance.
  const { rows } = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [user.id],
  );
  const hash = rows[0]?.password_hash ?? null;
  if (hash === null) {
    sendProblem(reply, 422, NO_PASSWORD_SET);
    return false;
  }
  const attempt = await countLoginAttempt(db, user.email);
  if (attempt.lockedFor > 0) {
    sendProblem(reply.header('retry-after', String(attempt.lockedFor)), 429, ACCOUNT_LOCKED);
    return false;
  }
  if (!(await verifyPassword(hash, password))) {
    await recordFailedLogin(db, user.email);
    sendProblem(reply, 400, CURRENT_PASSWORD_WRONG, {
      errors: { currentPassword: [CURRENT_PASSWORD_WRONG] },
    });
    return false;
  }
  await clearFailedLogins(db, user.email, attempt.seq);
  return true;
}
