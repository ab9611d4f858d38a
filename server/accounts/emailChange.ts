import type { Db, Queryable } from '../db/db';
import { composeMail, type SendMail } from '../mail';
import { forgetUserSessions } from './sessions';
import { hashToken, randomToken } from './tokens';
import { displayName, emailKey, type UserRow } from './users';

export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;

/**
 * Asks for an email change (docs/design.md §3): the new address gets a confirmation link, the old
 * one a notice, and earlier pending changes die. When the new address belongs to another account
 * nothing is stored; that address is told someone tried. The caller answers alike either way.
 */
export async function requestEmailChange(
  deps: { db: Db; mail: SendMail; publicUrl: string },
  user: UserRow,
  newEmail: string,
  sessionHash: string,
): Promise<void> {
  const address = newEmail.trim();
  const taken = await deps.db.query('SELECT 1 FROM users WHERE email_key = $1', [
    emailKey(address),
  ]);
  await deps.db.query(
    'UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [user.id],
  );
  if (taken.rows.length > 0) {
    await deps.mail(
      composeMail({
        to: address,
        subject: 'Someone tried to move an Edgewise account to this address',
        blocks: [
          'Someone asked to change the email of an Edgewise account to this address, which already has an account. Nothing was changed.',
          'If it was you, sign in with this address instead. Otherwise you can ignore this mail.',
        ],
      }),
    );
    return;
  }
  const token = randomToken();
  await deps.db.query(
    `INSERT INTO email_changes (token_hash, user_id, new_email, session_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), user.id, address, sessionHash, EMAIL_CHANGE_SECONDS],
  );
  const link = `${deps.publicUrl}/api/account/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.mail(
    composeMail({
      to: address,
      subject: 'Confirm your new Edgewise email',
      name: displayName(user),
      blocks: [
        'Open this link within 24 hours to make this your Edgewise email:',
        { link },
        'If you did not ask for this, ignore this mail; nothing changes.',
      ],
    }),
  );
  await deps.mail(
    composeMail({
      to: user.email,
      subject: 'Your Edgewise email is about to change',
      name: displayName(user),
      blocks: [
        `Someone signed in to your account asked to change its email to ${address}. It changes only when the link sent there is opened.`,
        'If this was not you, change your password now: that cancels nothing by itself, so also sign in and change the email back if needed.',
      ],
    }),
  );
}

/**
 * Redeems a confirmation link: the email changes, every unused reset link is revoked and every
 * session but the one that asked ends, all at once. False when the link is unknown, used, expired,
 * or the address was taken meanwhile.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<boolean> {
  const userId = await db.transaction(async (tx: Queryable) => {
    const { rows } = await tx.query<{ user_id: string; new_email: string; session_hash: string }>(
      `UPDATE email_changes SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id::text AS user_id, new_email, session_hash`,
      [hashToken(token)],
    );
    const change = rows[0];
    if (!change) return null;
    const moved = await tx.query(
      `UPDATE users SET email = $2, email_key = $3 WHERE id = $1
       AND NOT EXISTS (SELECT 1 FROM users WHERE email_key = $3)
       RETURNING id`,
      [change.user_id, change.new_email, emailKey(change.new_email)],
    );
    if (moved.rows.length === 0) return null;
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [change.user_id],
    );
    await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
      change.user_id,
      change.session_hash,
    ]);
    return change.user_id;
  });
  if (userId === null) return false;
  forgetUserSessions(db, userId);
  return true;
}
