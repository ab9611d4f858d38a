import type { OpeningLines } from '@domain/contracts/oddsHistory';
import type { Queryable } from '../db/db';

/**
 * The opening spread of each game of `ids` that has one: its first odds snapshot with both
 * spreads, for the table view's open → current (GET /api/matchups/opening-lines).
 */
export async function openingSpreads(
  db: Queryable,
  ids: readonly string[],
): Promise<OpeningLines['spreads']> {
  const { rows } = await db.query<{
    matchup_id: string;
    away_spread: number | string;
    home_spread: number | string;
    taken_at: Date;
  }>(
    `SELECT DISTINCT ON (matchup_id) matchup_id, away_spread, home_spread, taken_at FROM odds_snapshots
     WHERE matchup_id = ANY($1::text[]) AND home_spread IS NOT NULL AND away_spread IS NOT NULL
     ORDER BY matchup_id, taken_at, id`,
    [[...ids]],
  );
  return rows.map((r) => ({
    matchupId: r.matchup_id,
    awaySpread: Number(r.away_spread),
    homeSpread: Number(r.home_spread),
    takenAt: r.taken_at.toISOString(),
  }));
}
