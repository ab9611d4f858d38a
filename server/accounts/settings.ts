import { DEFAULT_BANKROLL_SETTINGS, DEFAULT_NOTIFICATION_SETTINGS } from '@domain/rules/account';
import type { NotificationSettings, Settings, SettingsUpdate } from '@domain/contracts/account';
import { DEFAULT_TIME_ZONE } from '@domain/rules/locale';
import { centsToDecimal, dollarsToCents } from '@domain/rules/text';
import type { Queryable } from '../db/db';
import type { UserRow } from './users';

interface SettingsRow {
  username: string | null;
  bio: string | null;
  time_zone: string | null;
  language: string | null;
  in_app_picks: boolean | null;
  email_picks: boolean | null;
  game_start: boolean | null;
  marketing: boolean | null;
  /** numeric columns: read as their decimal text. */
  unit_size: string | number | null;
  starting_bankroll: string | number | null;
}

const dollars = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/** A user's settings: the stored rows, else the defaults (both notification rows may be absent). */
export async function readSettings(db: Queryable, user: UserRow): Promise<Settings> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT s.username, s.bio, s.time_zone, s.language, s.unit_size, s.starting_bankroll,
            p.in_app_picks, p.email_picks, p.game_start, p.marketing
     FROM (SELECT $1::uuid AS id) me
     LEFT JOIN user_settings s ON s.user_id = me.id
     LEFT JOIN notification_preferences p ON p.user_id = me.id`,
    [user.id],
  );
  const row = rows[0];
  const d = DEFAULT_NOTIFICATION_SETTINGS;
  return {
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      username: row?.username ?? '',
      bio: row?.bio ?? '',
    },
    account: {
      email: user.email,
      timeZone: (row?.time_zone ?? DEFAULT_TIME_ZONE) as Settings['account']['timeZone'],
      language: (row?.language ?? 'en') as Settings['account']['language'],
    },
    notifications: {
      email: row?.email_picks ?? d.email,
      newPicks: row?.in_app_picks ?? d.newPicks,
      gameStart: row?.game_start ?? d.gameStart,
      marketing: row?.marketing ?? d.marketing,
    },
    bankroll: {
      unitSize: dollars(row?.unit_size) ?? DEFAULT_BANKROLL_SETTINGS.unitSize,
      startingBankroll:
        dollars(row?.starting_bankroll) ?? DEFAULT_BANKROLL_SETTINGS.startingBankroll,
    },
  };
}

/**
 * Stores the sections given, in one transaction; the caller forgets the user's cached sessions.
 * The email is not among them: it changes only by a confirmed link (server/accounts/emailChange.ts).
 */
export async function writeSettings(
  tx: Queryable,
  userId: string,
  update: SettingsUpdate,
): Promise<void> {
  const { profile, account, notifications, bankroll } = update;
  if (profile) {
    await tx.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
      userId,
      profile.firstName,
      profile.lastName,
    ]);
    await tx.query(
      `INSERT INTO user_settings (user_id, username, bio) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, bio = EXCLUDED.bio`,
      [userId, profile.username, profile.bio],
    );
  }
  if (account) {
    await tx.query(
      `INSERT INTO user_settings (user_id, time_zone, language) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, language = EXCLUDED.language`,
      [userId, account.timeZone, account.language],
    );
  }
  if (notifications) await writeNotificationSettings(tx, userId, notifications);
  if (bankroll) {
    // Dollars to exact decimal text through integer cents (docs/product.md §9 "Money").
    const exact = (n: number) => centsToDecimal(dollarsToCents(n) ?? 0);
    await tx.query(
      `INSERT INTO user_settings (user_id, unit_size, starting_bankroll) VALUES ($1, $2::numeric, $3::numeric)
       ON CONFLICT (user_id) DO UPDATE SET unit_size = EXCLUDED.unit_size,
         starting_bankroll = EXCLUDED.starting_bankroll`,
      [userId, exact(bankroll.unitSize), exact(bankroll.startingBankroll)],
    );
  }
}

async function writeNotificationSettings(
  tx: Queryable,
  userId: string,
  n: NotificationSettings,
): Promise<void> {
  await tx.query(
    `INSERT INTO notification_preferences (user_id, in_app_picks, email_picks, game_start, marketing)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET in_app_picks = EXCLUDED.in_app_picks,
       email_picks = EXCLUDED.email_picks, game_start = EXCLUDED.game_start,
       marketing = EXCLUDED.marketing`,
    [userId, n.newPicks, n.email, n.gameStart, n.marketing],
  );
}

/** Whether the user wants mail at all ("Email Notifications"); applications and account notices ask this. */
export async function wantsMail(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ email_picks: boolean }>(
    'SELECT email_picks FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.email_picks ?? DEFAULT_NOTIFICATION_SETTINGS.email;
}

/** A user to tell something, with their Notifications settings (each on unless turned off). */
export interface NoticeRecipient {
  userId: string;
  email: string;
  firstName: string;
  /** New Picks: in-app notices of a followed capper's picks. */
  inAppPicks: boolean;
  /** Email Notifications: mail at all. */
  emailPicks: boolean;
  /** Game Start notices. */
  gameStart: boolean;
}

/**
 * The users of `ids` that still exist, each with their Notifications settings, for the modules
 * that tell them things (a capper's new picks, a game's start). In no particular order.
 */
export async function noticeRecipients(
  db: Queryable,
  ids: readonly string[],
): Promise<NoticeRecipient[]> {
  const { rows } = await db.query<{
    user_id: string;
    email: string;
    first_name: string;
    in_app_picks: boolean;
    email_picks: boolean;
    game_start: boolean;
  }>(
    `SELECT u.id::text AS user_id, u.email, u.first_name,
            coalesce(p.in_app_picks, true) AS in_app_picks,
            coalesce(p.email_picks, true) AS email_picks,
            coalesce(p.game_start, true) AS game_start
     FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
     WHERE u.id::text = ANY($1::text[])`,
    [[...ids]],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    firstName: r.first_name,
    inAppPicks: r.in_app_picks,
    emailPicks: r.email_picks,
    gameStart: r.game_start,
  }));
}
