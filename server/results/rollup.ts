/**
 * results_daily, the roll-up both endpoints read, and results_bets, every AI bet one by one
 * (see 060_results.sql). Triggers mark the (game_date, sport) slices a ledger or game
 * change touches; refreshRollup recomputes exactly those slices from ai_results and matchups
 * with the rules of classify.ts, in one transaction, and gives each a new generation in
 * results_slices (061_results_slices.sql).
 */
import type { Db } from '../db/db';
import { BET_TYPE_ROWS, classifiedCtes, finishedStatuses } from './classify';
import { Params } from './params';

/** Column prefix of each bet type in results_daily, and how a classified row shows it. */
export const ROLLUP_TYPES = [
  {
    betType: 'moneyline',
    col: 'ml',
    side: 'ml_pick IS NOT NULL',
    cls: 'ml_cls',
    o: 'ml_o',
    dec: 'ml_dec',
  },
  {
    betType: 'spread',
    col: 'sp',
    side: 'sp_pick IS NOT NULL',
    cls: 'sp_cls',
    o: 'sp_o',
    dec: 'sp_dec',
  },
  {
    betType: 'over',
    col: 'ov',
    side: "tot_pick = 'Over'",
    cls: 'tot_cls',
    o: 'tot_o',
    dec: 'tot_dec',
  },
  {
    betType: 'under',
    col: 'un',
    side: "tot_pick = 'Under'",
    cls: 'tot_cls',
    o: 'tot_o',
    dec: 'tot_dec',
  },
] as const;

/** Units one unit returned: the price's profit on a win, -1 on a loss, 0 on a push. */
const unitsOf = (o: string, dec: string) =>
  `CASE ${o} WHEN 1 THEN ${dec} - 1 WHEN -1 THEN -1 ELSE 0 END`;

function aggregates(): string[] {
  const out: string[] = ['count(*)::int AS results'];
  const count = (name: string, cond: string) =>
    out.push(`count(*) FILTER (WHERE ${cond})::int AS ${name}`);
  for (const t of ROLLUP_TYPES) {
    const graded = `${t.side} AND ${t.o} IS NOT NULL`;
    count(`${t.col}_pick_n`, graded);
    count(`${t.col}_pick_w`, `${graded} AND ${t.o} = 1`);
    count(`${t.col}_pick_p`, `${graded} AND ${t.o} = 0`);
    for (const level of ['lean', 'bet'] as const) {
      count(`${t.col}_${level}_n`, `${graded} AND ${t.cls} = '${level}'`);
      count(`${t.col}_${level}_w`, `${graded} AND ${t.cls} = '${level}' AND ${t.o} = 1`);
      count(`${t.col}_${level}_p`, `${graded} AND ${t.cls} = '${level}' AND ${t.o} = 0`);
    }
    // Units at the price and priced picks beside each Total Results record.
    for (const level of ['lean', 'bet'] as const) {
      const priced = `${graded} AND ${t.cls} = '${level}' AND ${t.dec} IS NOT NULL`;
      out.push(
        `coalesce(sum(${unitsOf(t.o, t.dec)}) FILTER (WHERE ${priced}), 0) AS ${t.col}_${level}_u`,
      );
      count(`${t.col}_${level}_pn`, priced);
    }
    const bet = `${graded} AND ${t.cls} = 'bet' AND ${t.dec} IS NOT NULL`;
    count(`${t.col}_pb_n`, bet);
    count(`${t.col}_pb_w`, `${bet} AND ${t.o} = 1`);
    count(`${t.col}_pb_p`, `${bet} AND ${t.o} = 0`);
    out.push(
      `coalesce(sum(CASE ${t.o} WHEN 1 THEN ${t.dec} - 1 WHEN -1 THEN -1 ELSE 0 END) FILTER (WHERE ${bet}), 0) AS ${t.col}_pb_units`,
      `coalesce(sum(${t.dec}) FILTER (WHERE ${bet}), 0) AS ${t.col}_pb_odds`,
    );
  }
  count('consensus_n', 'consensus AND ml_o IS NOT NULL');
  count('consensus_w', 'consensus AND ml_o = 1');
  count('razor_n', 'razor AND ml_o IS NOT NULL');
  count('razor_w', 'razor AND ml_o = 1');
  count('consensus_p', 'consensus AND ml_o = 0');
  count('razor_p', 'razor AND ml_o = 0');
  for (const flag of ['consensus', 'razor']) {
    const priced = `${flag} AND ml_o IS NOT NULL AND ml_dec IS NOT NULL`;
    out.push(
      `coalesce(sum(${unitsOf('ml_o', 'ml_dec')}) FILTER (WHERE ${priced}), 0) AS ${flag}_u`,
    );
    count(`${flag}_pn`, priced);
  }
  const liveBets = ROLLUP_TYPES.map(
    (t) =>
      `count(*) FILTER (WHERE source = 'live' AND ${t.side} AND ${t.o} IS NOT NULL AND ${t.cls} = 'bet' AND ${t.dec} IS NOT NULL)`,
  );
  out.push(`(${liveBets.join(' + ')})::int AS live_pb_n`);
  count('live_ml_pick_n', "source = 'live' AND ml_pick IS NOT NULL AND ml_o IS NOT NULL");
  count('live_ml_pick_w', "source = 'live' AND ml_pick IS NOT NULL AND ml_o = 1");
  count('live_ml_pick_p', "source = 'live' AND ml_pick IS NOT NULL AND ml_o = 0");
  return out;
}

const AGGREGATES = aggregates();
const BET_COLUMNS = `matchup_id, model_id, bet_type, ord, side, price, outcome, confidence, game_date, sport, starts_at,
  finished, home_team, away_team, home_line, away_line, total_points, source, price_assumed`;
const COLUMNS = AGGREGATES.map((a) => a.slice(a.lastIndexOf(' AS ') + 4));

/** Whether any slice waits to be recomputed (one index probe; the common case is no). */
async function anyDirty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ dirty: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM results_dirty) AS dirty',
  );
  return rows[0]?.dirty === true;
}

/**
 * Recomputes every dirty slice; returns how many slices. Safe to call from several instances at
 * once on PostgreSQL (an advisory lock serialises them; a slice marked while one runs is kept
 * for the next call).
 */
export async function refreshRollup(db: Db): Promise<number> {
  if (!(await anyDirty(db))) return 0;
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727060)');
    const { rows: slices } = await tx.query<{ d: string; sport: string }>(
      `DELETE FROM results_dirty RETURNING to_char(game_date, 'YYYY-MM-DD') AS d, sport`,
    );
    if (slices.length === 0) return 0;
    const dates = slices.map((s) => s.d);
    const sports = slices.map((s) => s.sport);
    await tx.query(
      `INSERT INTO results_slices (game_date, sport, generation)
       SELECT d, s, nextval('results_generation') FROM unnest($1::date[], $2::text[]) AS t (d, s)
       ON CONFLICT (game_date, sport) DO UPDATE SET generation = EXCLUDED.generation`,
      [dates, sports],
    );
    const inSlices = `(m.game_date, m.sport) IN (SELECT * FROM unnest($1::date[], $2::text[]))`;
    for (const table of ['results_daily', 'results_bets']) {
      await tx.query(
        `DELETE FROM ${table} WHERE (game_date, sport) IN (SELECT * FROM unnest($1::date[], $2::text[]))`,
        [dates, sports],
      );
    }
    const finished = await finishedStatuses(tx, inSlices, [dates, sports]);
    const p = new Params();
    p.add(dates);
    p.add(sports);
    const ctes = classifiedCtes(p, { where: inSlices, sports, finished });
    const finishedParam = p.add(finished);
    await tx.query(
      `WITH ${ctes},
       daily AS (
         INSERT INTO results_daily (game_date, sport, model_id, ${COLUMNS.join(', ')})
         SELECT game_date, sport, model_id, ${AGGREGATES.join(',\n           ')}
         FROM cls GROUP BY game_date, sport, model_id
       )
       INSERT INTO results_bets (${BET_COLUMNS})
       SELECT c.matchup_id, c.model_id, b.bet_type, b.ord, b.side, b.price, b.o, c.confidence, c.game_date, c.sport,
         c.starts_at, c.status = ANY(${finishedParam}::text[]), c.home_team, c.away_team, c.home_line, c.away_line,
         c.total_points, c.source, b.assumed
       FROM cls c CROSS JOIN LATERAL ${BET_TYPE_ROWS}
       WHERE c.is_ai AND b.side IS NOT NULL AND b.cls = 'bet' AND b.dec IS NOT NULL`,
      p.values,
    );
    return slices.length;
  });
}

/**
 * A read of the roll-up that checks for dirty slices in the same round trip: when some slice
 * was dirty it refreshes and reads again, so the answer is always current. A prepared
 * statement: the endpoints' reads are a few fixed texts, and planning them was most of a
 * small read's time.
 */
export async function readFresh<T extends object>(
  db: Db,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const { rows } = await db.prepared<T & { dirty: boolean; present: boolean | null }>(
    `SELECT d.dirty, q.* FROM (SELECT EXISTS (SELECT 1 FROM results_dirty) AS dirty) d
     LEFT JOIN LATERAL (SELECT true AS present, s.* FROM (${sql}) s) q ON true`,
    params,
  );
  if (rows[0]?.dirty) {
    await refreshRollup(db);
    return (await db.prepared<T>(sql, params)).rows;
  }
  return rows.filter((r) => r.present === true);
}

/** Which roll-up slices a read covers, and the generation of an answer kept from an earlier read. */
export interface SliceVersion {
  /** A condition on results_slices s (game_date, sport), with the read's own parameters. */
  where: string;
  /** The generation an answer kept from before was read at; null when none is kept. */
  known: number | null;
}

export interface VersionedRead<T> {
  rows: T[];
  /** The covered slices' generation as of this read (0 when never recomputed). */
  generation: number;
  /** The generation is still `known`: the kept answer is current, and no rows were read. */
  unchanged: boolean;
}

/**
 * readFresh for an answer that may be kept: one round trip checks for dirty slices, reads the
 * covered slices' generation and, only when that differs from `known`, the rows, all in one
 * snapshot (rows and generation always belong together). The generation of several slices is
 * their max: refreshes hold one advisory lock (PGlite has one connection), so generations are
 * handed out in commit order and the max rises whenever any covered slice is recomputed.
 */
export async function readFreshVersioned<T extends object>(
  db: Db,
  sql: string,
  params: unknown[],
  version: SliceVersion,
): Promise<VersionedRead<T>> {
  const statement = `SELECT p.dirty, p.generation, q.*
    FROM (SELECT EXISTS (SELECT 1 FROM results_dirty) AS dirty,
            (SELECT coalesce(max(s.generation), 0)::float8 FROM results_slices s WHERE ${version.where}) AS generation) p
    LEFT JOIN LATERAL (SELECT true AS present, r.* FROM (${sql}) r
                       WHERE p.generation IS DISTINCT FROM $${params.length + 1}::float8) q ON true`;
  const attempt = async () => {
    const { rows } = await db.prepared<
      T & { dirty: boolean; generation: number; present: boolean | null }
    >(statement, [...params, version.known]);
    const generation = rows[0]?.generation ?? 0;
    const read = {
      rows: rows.filter((r) => r.present === true),
      generation,
      unchanged: generation === version.known,
    };
    return { dirty: rows[0]?.dirty === true, read };
  };
  const first = await attempt();
  if (!first.dirty) return first.read;
  await refreshRollup(db);
  return (await attempt()).read;
}
