import { isFinished } from '@domain/rules/status';
import { MarketplaceEvent, userGroup } from '@domain/rules/hub';
import { noticeRecipients } from '../accounts';
import type { Queryable } from '../db/db';
import { openBettorsOfGame } from '../bets';
import { activeSubscriberIds } from '../handicappers';
import type { HubContext } from '../hub';
import { composeMail, type SendMail } from '../mail';
import { capperOfUser, insertNotification } from '../marketplace';

/** A started game, as the notice names it. */
export interface StartedGame {
  id: string;
  sport: string;
  awayTeam: string;
  homeTeam: string;
}

export interface GameStartDeps {
  db: Queryable;
  hub: Pick<HubContext, 'clients'>;
  mail: SendMail;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/** docs/product.md "Notifications": the Game Start notice's title. */
export const gameStartTitle = (g: StartedGame): string =>
  `Game started: ${g.awayTeam} @ ${g.homeTeam}`;

interface Recipient {
  user_id: string;
  email: string;
  first_name: string;
  by_mail: boolean;
  /** 'bet': an open bet of theirs is on the game; 'capper': a capper they follow has one. */
  reason: 'bet' | 'capper';
}

/**
 * Who hears that a game started: the accounts with an open bet on it, and the subscribers of each
 * capper among them (their followed games), as their Game Start setting allows; by mail too when
 * Email Notifications is on.
 */
async function recipients(db: Queryable, gameId: string): Promise<Recipient[]> {
  const bettors = await openBettorsOfGame(db, gameId);
  const reason = new Map<string, Recipient['reason']>(bettors.map((id) => [id, 'bet']));
  for (const bettor of bettors) {
    const capper = await capperOfUser(db, bettor);
    if (!capper) continue;
    for (const follower of await activeSubscriberIds(db, capper.id))
      if (!reason.has(follower)) reason.set(follower, 'capper');
  }
  if (reason.size === 0) return [];
  const users = await noticeRecipients(db, [...reason.keys()]);
  return users
    .filter((u) => u.gameStart)
    .map((u) => ({
      user_id: u.userId,
      email: u.email,
      first_name: u.firstName,
      by_mail: u.emailPicks,
      reason: reason.get(u.userId) ?? 'bet',
    }));
}

/**
 * Sends the Game Start notice of one game: at most once per user per game (game_start_notices
 * keeps who has had it), in the app, pushed live over the hub, and by mail. Returns how many
 * users it reached. A failure for one user is logged; the others still get theirs.
 */
export async function notifyGameStart(deps: GameStartDeps, game: StartedGame): Promise<number> {
  let sent = 0;
  for (const r of await recipients(deps.db, game.id)) {
    const claimed = await deps.db.query(
      `INSERT INTO game_start_notices (user_id, matchup_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [r.user_id, game.id],
    );
    if (claimed.rows.length === 0) continue;
    try {
      const title = gameStartTitle(game);
      const body =
        r.reason === 'bet'
          ? `${game.sport.toUpperCase()} · Your open bet on this game is live.`
          : `${game.sport.toUpperCase()} · A capper you follow has a pick on this game.`;
      const link = r.reason === 'bet' ? '/profile' : '/my-cappers';
      const notification = await insertNotification(deps.db, r.user_id, {
        kind: 'game_start',
        title,
        body,
        link,
      });
      await deps.hub.clients
        .group(userGroup(r.user_id))
        .send(MarketplaceEvent.ReceiveNotification, notification);
      if (r.by_mail)
        await deps.mail(
          composeMail({
            to: r.email,
            subject: title,
            name: r.first_name,
            blocks: [
              body,
              { link: `${deps.publicUrl}${link}` },
              {
                label: 'Turn these notices off under Settings, Notifications',
                link: `${deps.publicUrl}/settings?tab=notifications`,
              },
            ],
          }),
        );
      sent += 1;
    } catch (err) {
      deps.log.warn({ err, userId: r.user_id, matchupId: game.id }, 'game start notice failed');
    }
  }
  return sent;
}

/** How far back a start still gets its notice (a server that was down catches up this far). */
export const GAME_START_WINDOW_MS = 2 * 3_600_000;

/** The games that started in the window and are not finished, from the matchups' view. */
export async function startedGames(db: Queryable, now: Date): Promise<StartedGame[]> {
  const { rows } = await db.query<StartedGame & { status: string }>(
    `SELECT id, sport, away_team AS "awayTeam", home_team AS "homeTeam", status
     FROM matchup_view WHERE starts_at <= $1 AND starts_at > $2 ORDER BY starts_at, id`,
    [now, new Date(now.getTime() - GAME_START_WINDOW_MS)],
  );
  return rows.filter((g) => !isFinished(g.status));
}
