/** The few rows AI Bet Performance lists one by one: the latest graded bets and the upcoming bets. */
import { DEFAULT_CONFIDENCE } from '@/domain/aiPicks';
import {
  UPCOMING_LIMIT,
  betPickText,
  betUnits,
  confidenceBand,
  matchupLabel,
  type LedgerSource,
  type PerformanceBetType,
  type RecentAiBet,
  type UpcomingPrediction,
} from '@/domain/performance';
import type { Outcome } from '@/domain/outcomes';
import type { Db } from '../db/db';
import { BET_TYPE_ROWS, classifiedCtes, finishedStatuses } from './classify';
import { Params } from './params';

interface BetRow {
  matchup_id: string;
  model_id: string;
  model_name: string;
  source: LedgerSource;
  confidence: number | null;
  date: string;
  starts_at: Date | string;
  sport: string;
  home_team: string;
  away_team: string;
  home_line: number | null;
  away_line: number | null;
  total_points: number | null;
  bet_type: PerformanceBetType;
  side: 'Home' | 'Away' | 'Over' | 'Under';
  o: number | null;
  price: number;
}

const OUTCOME: Record<string, Outcome> = { '1': 'win', '-1': 'loss', '0': 'push' };

function pick(r: BetRow): string {
  return betPickText(
    { homeTeam: r.home_team, awayTeam: r.away_team, homeSpread: r.home_line, awaySpread: r.away_line, totalPoints: r.total_points },
    r.bet_type,
    r.side,
  );
}

async function gradedBetRows(db: Db, where: string[], params: unknown[], tail: string): Promise<BetRow[]> {
  const finished = await finishedStatuses(db, where.join(' AND '), params);
  const p = new Params();
  for (const v of params) p.add(v);
  const ctes = classifiedCtes(p, { where: where.join(' AND '), finished });
  const { rows } = await db.query<BetRow>(
    `WITH ${ctes}, bets AS (
       SELECT c.matchup_id, c.model_id, a.name AS model_name, c.source, c.confidence,
         to_char(c.game_date, 'YYYY-MM-DD') AS date, c.starts_at, c.sport, c.home_team, c.away_team,
         c.home_line, c.away_line, c.total_points, b.bet_type, b.side, b.o, b.price, b.ord
       FROM cls c CROSS JOIN LATERAL ${BET_TYPE_ROWS}
       JOIN ai_models a ON a.id = c.model_id
       WHERE b.side IS NOT NULL AND b.cls = 'bet' AND b.dec IS NOT NULL
         AND b.o IS NOT NULL
     )
     ${tail}`,
    p.values,
  );
  return rows;
}

export interface RecentFilter {
  from: string | null;
  sport: string | null;
  limit: number;
  /** Per-date rows of the roll-up (date and graded bet counts ml_n, sp_n, ov_n, un_n). */
  byDate: readonly Record<string, unknown>[];
}

/**
 * The latest graded AI bets. The roll-up tells from which date on there are enough of them, so
 * only those days' games are classified again here.
 */
export async function recentBets(db: Db, filter: RecentFilter): Promise<RecentAiBet[]> {
  const dates = [...filter.byDate]
    .map((r) => ({ date: String(r.date), n: ['ml_n', 'sp_n', 'ov_n', 'un_n'].reduce((s, k) => s + Number(r[k] ?? 0), 0) }))
    .filter((d) => d.n > 0)
    .sort((a, b) => b.date.localeCompare(a.date));
  if (dates.length === 0) return [];
  let seen = 0;
  let cutoff = dates[dates.length - 1]?.date ?? '';
  for (const d of dates) {
    seen += d.n;
    if (seen >= filter.limit) {
      cutoff = d.date;
      break;
    }
  }
  // Between the cutoff and the last day with a graded bet: upcoming games are never scanned.
  const where = ['m.game_date BETWEEN $1::date AND $2::date'];
  const params: unknown[] = [cutoff, dates[0]?.date ?? cutoff];
  if (filter.sport) {
    params.push(filter.sport);
    where.push(`m.sport = $${params.length}`);
  }
  const rows = await gradedBetRows(
    db,
    where,
    params,
    `SELECT * FROM bets ORDER BY date DESC, starts_at DESC, matchup_id, model_id, ord LIMIT ${Math.trunc(filter.limit)}`,
  );
  return rows.map((r) => {
    const outcome = OUTCOME[String(r.o)] ?? 'pending';
    return {
      id: `${r.matchup_id}:${r.model_id}:${r.bet_type}`,
      date: r.date,
      sport: r.sport,
      matchup: matchupLabel(r.away_team, r.home_team),
      modelId: r.model_id,
      modelName: r.model_name,
      betType: r.bet_type,
      pick: pick(r),
      odds: r.price,
      result: outcome === 'win' ? 'Win' : 'Loss',
      push: outcome === 'push',
      units: Math.round(betUnits(outcome, r.price) * 100) / 100,
      source: r.source,
    };
  });
}

/**
 * Each model's AI bets on games that have not started, soonest first (at most UPCOMING_LIMIT
 * each), from results_pending (current after any roll-up read).
 */
export async function upcomingBets(
  db: Db,
  filter: { sport: string | null; now: Date },
): Promise<Map<string, UpcomingPrediction[]>> {
  const params: unknown[] = [filter.now.toISOString()];
  if (filter.sport) params.push(filter.sport);
  const { rows } = await db.query<BetRow>(
    `SELECT * FROM (
       SELECT p.matchup_id, p.model_id, p.source, p.confidence, to_char(p.game_date, 'YYYY-MM-DD') AS date,
         p.starts_at, p.sport, p.home_team, p.away_team, p.home_line, p.away_line, p.total_points, p.bet_type,
         p.side, p.price, row_number() OVER (PARTITION BY p.model_id ORDER BY p.starts_at, p.matchup_id, p.ord) AS n
       FROM results_pending p
       WHERE p.starts_at > $1 AND NOT p.finished ${filter.sport ? 'AND p.sport = $2' : ''}
     ) ranked WHERE n <= ${UPCOMING_LIMIT} ORDER BY model_id, n`,
    params,
  );
  const out = new Map<string, UpcomingPrediction[]>();
  for (const r of rows) {
    const list = out.get(r.model_id) ?? [];
    list.push({
      id: `${r.matchup_id}:${r.model_id}:${r.bet_type}`,
      date: r.date,
      startsAt: new Date(r.starts_at).toISOString(),
      sport: r.sport,
      matchup: matchupLabel(r.away_team, r.home_team),
      betType: r.bet_type,
      pick: pick(r),
      odds: r.price,
      confidence: confidenceBand(r.confidence),
      confidencePercent: r.confidence ?? DEFAULT_CONFIDENCE,
    });
    out.set(r.model_id, list);
  }
  return out;
}
