import type { Queryable } from '../db/db';

/**
 * The accounts with an open bet on a game (the bet's game ids as domain/rules/betGames.ts
 * betGameIds reads them): whom a Game Start notice goes to (server/notifications/gameStart.ts).
 */
export async function openBettorsOfGame(db: Queryable, matchupId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id::text AS user_id FROM bets
     WHERE status = 'pending'
       AND ((bet_mode = 'single' AND matchup_id = $1)
         OR (bet_mode <> 'single' AND $1 = ANY(included_matchups)))`,
    [matchupId],
  );
  return rows.map((r) => r.user_id);
}
