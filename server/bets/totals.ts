import type { Queryable } from '../db/db';

/**
 * A capper's record totals: the sums over their graded picks, as totalsByUser reads them
 * (server/handicappers/records.ts makes a record of them).
 */
export interface RecordTotals {
  wins: number;
  losses: number;
  pushes: number;
  pending?: number;
  units: number;
  risked: number;
  clv: number | null;
  /** The prices of the graded picks (American odds). */
  prices?: number[];
  /** The sports of the picks. */
  sports?: string[];
}

async function betsColumns(db: Queryable): Promise<Set<string> | null> {
  const { rows } = await db.query<{ attname: string }>(
    `SELECT attname FROM pg_attribute
     WHERE attrelid = to_regclass('bets') AND attnum > 0 AND NOT attisdropped`,
  );
  return rows.length ? new Set(rows.map((r) => r.attname)) : null;
}

interface TotalsRow {
  user_id: string;
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  units: number;
  risked: number;
  clv: number | null;
  prices: number[] | null;
  sports: string[] | null;
}

/**
 * A capper's record totals per user from the graded rows of the bets table (published picks
 * only), with the prices of the graded ones (for the ROI's interval) and the sports picked. The table may not exist yet (or lack clv), so its presence is checked, not assumed.
 */
export async function totalsByUser(
  db: Queryable,
  userIds: string[],
): Promise<Map<string, RecordTotals>> {
  const totals = new Map<string, RecordTotals>();
  if (userIds.length === 0) return totals;
  const columns = await betsColumns(db);
  if (!columns) return totals;
  const clv = columns.has('clv')
    ? "avg(clv) FILTER (WHERE status IN ('win', 'loss', 'push') AND clv IS NOT NULL)"
    : 'NULL';
  const { rows } = await db.query<TotalsRow>(
    `SELECT user_id::text AS user_id,
            count(*) FILTER (WHERE status = 'win')::int AS wins,
            count(*) FILTER (WHERE status = 'loss')::int AS losses,
            count(*) FILTER (WHERE status = 'push')::int AS pushes,
            count(*) FILTER (WHERE status = 'pending')::int AS pending,
            coalesce(sum(profit_units) FILTER (WHERE status IN ('win', 'loss', 'push')), 0) AS units,
            coalesce(sum(units) FILTER (WHERE status IN ('win', 'loss', 'push')), 0) AS risked,
            ${clv} AS clv,
            array_agg(price) FILTER (WHERE status IN ('win', 'loss', 'push') AND price IS NOT NULL) AS prices,
            array_agg(DISTINCT sport) FILTER (WHERE sport <> '') AS sports
     FROM bets WHERE ${columns.has('published') ? 'published AND ' : ''}user_id::text = ANY($1::text[]) GROUP BY user_id`,
    [userIds],
  );
  for (const row of rows) {
    totals.set(row.user_id, {
      wins: row.wins,
      losses: row.losses,
      pushes: row.pushes,
      pending: row.pending,
      units: row.units,
      risked: row.risked,
      clv: row.clv,
      prices: row.prices ?? [],
      sports: row.sports ?? [],
    });
  }
  return totals;
}
