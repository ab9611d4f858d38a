import type { SavedBet } from '@domain/contracts/bets';
import { MarketplaceEvent, userGroup } from '@domain/rules/hub';
import { NOTIFICATIONS_PAGE, picksPostedTitle } from '@domain/rules/marketplace';
import type { AppNotification, CapperPick } from '@domain/contracts/marketplace';
import { noticeRecipients } from '../accounts';
import type { Queryable } from '../db/db';
import { activeSubscriberIds } from '../handicappers';
import type { HubContext } from '../hub';
import { composeMail, type SendMail } from '../mail';
import { capperOfUser, gameOf } from './picks';

interface NotificationRow {
  id: string;
  kind: AppNotification['kind'];
  title: string;
  body: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

export async function listNotifications(
  db: Queryable,
  userId: string,
): Promise<{ notifications: AppNotification[]; unread: number }> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT id::text AS id, kind, title, body, link, created_at, read_at FROM notifications
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATIONS_PAGE}`,
    [userId],
  );
  const unread = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return { notifications: rows.map(toNotification), unread: unread.rows[0]?.n ?? 0 };
}

/** Marks the user's notifications read: the ids given, or all of them. Others' ids are ignored. */
export async function markRead(db: Queryable, userId: string, ids?: string[]): Promise<void> {
  if (ids === undefined) {
    await db.query(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    );
    return;
  }
  if (ids.length === 0) return;
  await db.query(
    'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND id = ANY($2::bigint[])',
    [userId, ids],
  );
}

export async function insertNotification(
  db: Queryable,
  userId: string,
  n: Pick<AppNotification, 'kind' | 'title' | 'body' | 'link'>,
): Promise<AppNotification> {
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, kind, title, body, link) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text AS id, kind, title, body, link, created_at, read_at`,
    [userId, n.kind, n.title, n.body, n.link],
  );
  const row = rows[0];
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}

interface SubscriberRow {
  user_id: string;
  email: string;
  first_name: string;
  in_app: boolean;
  by_mail: boolean;
}

export interface AnnounceDeps {
  db: Queryable;
  hub: HubContext;
  mail: SendMail;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * A capper posted picks: every subscriber gets, as their Notifications settings allow, an in-app
 * notification pushed live to their connections, the picks on My Cappers (pushed too), and a mail.
 * Failures are logged per subscriber; the picks are saved whatever happens here.
 */
export async function announcePicks(
  deps: AnnounceDeps,
  capperUserId: string,
  bets: SavedBet[],
): Promise<number> {
  if (bets.length === 0) return 0;
  const capper = await capperOfUser(deps.db, capperUserId);
  if (!capper) return 0;
  const subscribers = await activeSubscriberIds(deps.db, capper.id);
  const rows: SubscriberRow[] = (await noticeRecipients(deps.db, subscribers)).map((r) => ({
    user_id: r.userId,
    email: r.email,
    first_name: r.firstName,
    in_app: r.inAppPicks,
    by_mail: r.inAppPicks && r.emailPicks,
  }));
  const title = picksPostedTitle(capper.name, bets.length);
  const games = bets.map((b) => `${b.sport.toUpperCase()} · ${gameOf(b)}`);
  const picks: CapperPick[] = bets.map((bet) => ({
    id: bet.id,
    handicapperId: capper.id,
    handicapperName: capper.name,
    sport: bet.sport,
    game: gameOf(bet),
    postedAt: bet.createdAt,
    startsAt: null,
    locked: false,
    pick: bet,
  }));
  await Promise.all(
    rows.map(async (sub) => {
      try {
        if (sub.in_app) {
          const notification = await insertNotification(deps.db, sub.user_id, {
            kind: 'capper_pick',
            title,
            body: games.join('\n'),
            link: '/my-cappers',
          });
          const group = deps.hub.clients.group(userGroup(sub.user_id));
          await group.send(MarketplaceEvent.ReceiveNotification, notification);
          for (const pick of picks) await group.send(MarketplaceEvent.ReceiveCapperPick, pick);
        }
        if (sub.by_mail) {
          await deps.mail(
            composeMail({
              to: sub.email,
              subject: title,
              name: sub.first_name,
              blocks: [
                `${title}:`,
                { list: games },
                { label: 'See them on My Cappers', link: `${deps.publicUrl}/my-cappers` },
                'Change which notices you get under Settings → Notifications.',
              ],
            }),
          );
        }
      } catch (err) {
        deps.log.warn({ err, userId: sub.user_id, capper: capper.id }, 'pick notification failed');
      }
    }),
  );
  return rows.length;
}
