import { roi, winRate } from '@/domain/figures';
import { MIN_RANKED_PICKS } from '@/domain/marketplace';
import type { Queryable } from '../db/db';

/**
 * A capper's record: win rate, units and ROI over graded picks (win, loss, push) at the prices
 * taken; `picks` counts every pick posted, `pending` those not graded yet. Win rate and ROI are
 * null when there is nothing to rate.
 */
export interface CapperRecord {
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  picks: number;
  winRate: number | null;
  roi: number | null;
  units: number;
  risked: number;
  clv: number | null;
  sampleSize: 'small' | 'ok';
}

export interface RecordTotals {
  wins: number;
  losses: number;
  pushes: number;
  pending?: number;
  units: number;
  risked: number;
  clv: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Shapes raw totals with the one definition of each figure (src/domain/figures.ts). Units and
 * risked are given to 0.01 and ROI is computed from exactly those, so it recomputes from the API.
 */
export function toRecord(t: RecordTotals): CapperRecord {
  const graded = t.wins + t.losses + t.pushes;
  const pending = t.pending ?? 0;
  const units = round2(t.units);
  const risked = round2(t.risked);
  return {
    wins: t.wins,
    losses: t.losses,
    pushes: t.pushes,
    pending,
    picks: graded + pending,
    winRate: winRate(t.wins, t.losses),
    roi: roi(units, risked),
    units,
    risked,
    clv: t.clv === null ? null : round1(t.clv),
    sampleSize: graded < MIN_RANKED_PICKS ? 'small' : 'ok',
  };
}

export const EMPTY_TOTALS: RecordTotals = {
  wins: 0,
  losses: 0,
  pushes: 0,
  pending: 0,
  units: 0,
  risked: 0,
  clv: null,
};

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
  units: number | string;
  risked: number | string;
  clv: number | string | null;
}

/**
 * Totals per user from graded rows of the bets table. The bets table belongs to the bets module
 * and may not exist yet (or lack clv), so its presence is checked rather than assumed.
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
            ${clv} AS clv
     FROM bets WHERE ${columns.has('published') ? 'published AND ' : ''}user_id::text = ANY($1::text[]) GROUP BY user_id`,
    [userIds],
  );
  for (const row of rows) {
    totals.set(row.user_id, {
      wins: row.wins,
      losses: row.losses,
      pushes: row.pushes,
      pending: row.pending,
      units: Number(row.units),
      risked: Number(row.risked),
      clv: row.clv === null ? null : Number(row.clv),
    });
  }
  return totals;
}
