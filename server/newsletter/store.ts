import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_MAILS_PER_DAY } from '@domain/rules/contact';
import { hashToken, randomToken } from '../accounts';
import type { Db, Queryable } from '../db/db';

/** The key an address is unique by: trimmed and lower-cased (docs/product.md "Contact and newsletter"). */
export function newsletterKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The two links' tokens of one confirmation mail, raw (the table keeps their SHA-256 only). */
export interface NewsletterTokens {
  confirm: string;
  unsubscribe: string;
}

/**
 * A sign-up: the tokens for a confirmation mail, or null when none should go (the address is
 * subscribed already, or has had NEWSLETTER_MAILS_PER_DAY today). A new address gets a row; a
 * pending or unsubscribed one gets fresh tokens. One address at a time, so parallel sign-ups
 * cannot pass the count.
 */
export async function signUp(
  db: Db,
  email: string,
  today: string,
): Promise<NewsletterTokens | null> {
  const key = newsletterKey(email);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`newsletter:${key}`]);
    const { rows } = await tx.query<{
      confirmed_at: Date | null;
      unsubscribed_at: Date | null;
      mails_day: string | null;
      mails_sent: number;
    }>(
      `SELECT confirmed_at, unsubscribed_at, to_char(mails_day, 'YYYY-MM-DD') AS mails_day, mails_sent
       FROM newsletter_subscribers WHERE email_key = $1`,
      [key],
    );
    const row = rows[0];
    if (row && row.confirmed_at && !row.unsubscribed_at) return null;
    const sentToday = row && row.mails_day === today ? row.mails_sent : 0;
    if (sentToday >= NEWSLETTER_MAILS_PER_DAY) return null;
    const tokens = { confirm: randomToken(), unsubscribe: randomToken() };
    await tx.query(
      `INSERT INTO newsletter_subscribers (email_key, email, confirm_token_hash, confirm_expires_at,
         unsubscribe_token_hash, mails_day, mails_sent)
       VALUES ($1, $2, $3, now() + make_interval(hours => $5), $4, $6::date, 1)
       ON CONFLICT (email_key) DO UPDATE SET email = EXCLUDED.email,
         confirm_token_hash = EXCLUDED.confirm_token_hash,
         confirm_expires_at = EXCLUDED.confirm_expires_at,
         unsubscribe_token_hash = EXCLUDED.unsubscribe_token_hash,
         confirmed_at = NULL, unsubscribed_at = NULL,
         mails_day = EXCLUDED.mails_day, mails_sent = $7`,
      [
        key,
        email.trim(),
        hashToken(tokens.confirm),
        hashToken(tokens.unsubscribe),
        NEWSLETTER_CONFIRM_HOURS,
        today,
        sentToday + 1,
      ],
    );
    return tokens;
  });
}

/** Confirms the address of a confirm token: false when unknown, used or expired. */
export async function confirmSubscription(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE newsletter_subscribers
     SET confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE confirm_token_hash = $1 AND confirm_expires_at > now() AND unsubscribed_at IS NULL
     RETURNING email_key`,
    [hashToken(token)],
  );
  return rows.length > 0;
}

/** Unsubscribes the address of an unsubscribe token (no sign-in); false when unknown. */
export async function unsubscribe(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE newsletter_subscribers
     SET unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL,
       confirm_expires_at = NULL
     WHERE unsubscribe_token_hash = $1
     RETURNING email_key`,
    [hashToken(token)],
  );
  return rows.length > 0;
}
