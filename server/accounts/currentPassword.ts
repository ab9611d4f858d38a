import type { FastifyReply } from 'fastify';
import { CURRENT_PASSWORD_WRONG, NO_PASSWORD_SET } from '@domain/rules/account';
import { ACCOUNT_LOCKED } from '@domain/rules/auth';
import type { Queryable } from '../db/db';
import { ProblemError } from '../http/problem';
import { clearFailedLogins, countLoginAttempt, recordFailedLogin } from './lockout';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

/**
 * Checks the signed-in user's current password before a sensitive change (email, password,
 * deletion), counted by the sign-in lockout of the account's email (docs/design.md §3), so a stolen
 * session cannot guess the password faster than the sign-in form. Throws the refusal's problem
 * (the lockout's with its Retry-After) when the change must not go on.
 */
export async function checkCurrentPassword(
  db: Queryable,
  reply: FastifyReply,
  user: UserRow,
  password: string,
): Promise<void> {
  // Read now, not from the session cache: the password may have changed on another instance.
  const { rows } = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [user.id],
  );
  const hash = rows[0]?.password_hash ?? null;
  if (hash === null) throw new ProblemError(422, NO_PASSWORD_SET);
  const attempt = await countLoginAttempt(db, user.email);
  if (attempt.lockedFor > 0) {
    reply.header('retry-after', String(attempt.lockedFor));
    throw new ProblemError(429, ACCOUNT_LOCKED);
  }
  if (!(await verifyPassword(hash, password))) {
    await recordFailedLogin(db, user.email);
    throw new ProblemError(400, CURRENT_PASSWORD_WRONG, {
      currentPassword: [CURRENT_PASSWORD_WRONG],
    });
  }
  await clearFailedLogins(db, user.email, attempt.seq);
}
