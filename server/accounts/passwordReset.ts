import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { composeMail, createMailer } from '../mail';
import { deleteUserSessions, forgetUserSessions } from './sessions';
import { hashToken, randomToken } from './tokens';
import { setPassword } from './users';

export const RESET_TOKEN_SECONDS = 30 * 60;
/** Reset mails one account receives in an hour, whoever asks (docs/security.md "Limits"). */
export const RESET_MAILS_PER_HOUR = 3;

/** Issues a single-use reset token for the user; returns the raw token for the link. */
export async function createResetToken(db: Queryable, userId: string): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), userId, RESET_TOKEN_SECONDS],
  );
  return token;
}

/**
 * Issues a reset token unless the account has had RESET_MAILS_PER_HOUR in the last hour (then
 * null, and no mail goes). One account at a time, so parallel requests cannot pass the count.
 */
export async function issueResetToken(db: Db, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reset mail:${userId}`]);
    const { rows } = await tx.query<{ sent: number }>(
      `SELECT count(*)::int AS sent FROM password_resets
       WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [userId],
    );
    if ((rows[0]?.sent ?? 0) >= RESET_MAILS_PER_HOUR) return null;
    return createResetToken(tx, userId);
  });
}

/**
 * Uses a reset token: sets the new password, ends every session of the user and burns the token,
 * all in one transaction. False when the token is unknown, used or expired.
 */
export async function redeemResetToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  const userId = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id`,
      [hashToken(token)],
    );
    const user = rows[0]?.user_id;
    if (!user) return null;
    await setPassword(tx, user, passwordHash);
    await deleteUserSessions(tx, user);
    return user;
  });
  if (userId === null) return false;
  // The sessions went inside the transaction; the app's cache is keyed by the database itself.
  forgetUserSessions(db, userId);
  return true;
}

export interface ResetMail {
  to: string;
  name: string;
  link: string;
}

export type ResetMailer = (mail: ResetMail) => Promise<void>;

/**
 * Sends the link through the one mailer (server/mail/mailer.ts): SMTP when SMTP_URL is set,
 * otherwise an .eml in the outbox for the developer to open.
 */
export function resetMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): ResetMailer {
  const { smtpUrl, log } = options;
  const send = createMailer(options);
  return async ({ to, name, link }) => {
    await send(
      composeMail({
        to,
        subject: 'Reset your Edgewise password',
        name,
        blocks: [
          'Use this link within 30 minutes to choose a new password:',
          { link },
          'If you did not ask for this, ignore this mail; your password stays the same.',
        ],
      }),
    );
    // The link is a secret: never in the log, only in the mail (or its .eml in the outbox).
    if (!smtpUrl) log.info({ to }, 'password reset mail written to the outbox (SMTP_URL not set)');
  };
}
