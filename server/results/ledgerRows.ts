/**
 * The rows AI Bet Performance lists one by one, from results_bets (current after any roll-up
 * read): the latest graded AI bets and each model's upcoming bets.
 */
import { DEFAULT_CONFIDENCE } from '@domain/rules/confidence';
import {
  UPCOMING_LIMIT,
  betPickText,
  betUnits,
  confidenceBand,
  matchupLabel,
} from '@domain/rules/performance';
import type { LedgerSource, RecentAiBet, UpcomingPrediction } from '@domain/contracts/performance';
import type { PerformanceBetType } from '@domain/rules/performance';
import type { Outcome } from '@domain/rules/outcomes';
import type { Db } from '../db/db';
import { DEMO_PROVIDER } from '../feed';
import { Params } from './params';

interface BetRow {
  matchup_id: string;
  model_id: string;
  model_name: string | null;
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
  outcome: number | null;
  price: number;
  price_assumed: boolean;
}

const COLUMNS = `b.matchup_id, b.model_id, (SELECT a.name FROM ai_model_view a WHERE a.id = b.model_id) AS model_name,
  CASE WHEN (SELECT m.provider FROM matchup_view m WHERE m.id = b.matchup_id) = '${DEMO_PROVIDER}' THEN 'demo' ELSE b.source END AS source,
  b.confidence, to_char(b.game_date, 'YYYY-MM-DD') AS date, b.starts_at, b.sport, b.home_team, b.away_team,
  b.home_line, b.away_line, b.total_points, b.bet_type, b.side, b.outcome, b.price, b.price_assumed`;

const OUTCOME: Record<string, Outcome> = { '1': 'win', '-1': 'loss', '0': 'push' };

function pick(r: BetRow): string {
  return betPickText(
    {
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      homeSpread: r.home_line,
      awaySpread: r.away_line,
      totalPoints: r.total_points,
    },
    r.bet_type,
    r.side,
  );
}

export interface RecentFilter {
  from: string | null;
  sport: string | null;
  limit: number;
}

/** The latest graded AI bets: newest date, then latest start, then matchup, model and bet type. */
export async function recentBets(db: Db, filter: RecentFilter): Promise<RecentAiBet[]> {
  const p = new Params();
  const where = ['b.outcome IS NOT NULL'];
  if (filter.from) where.push(`b.game_date >= ${p.add(filter.from)}::date`);
  if (filter.sport) where.push(`b.sport = ${p.add(filter.sport)}`);
  const { rows } = await db.query<BetRow>(
    `SELECT ${COLUMNS} FROM results_bets b WHERE ${where.join(' AND ')}
     ORDER BY b.game_date DESC, b.starts_at DESC, b.matchup_id, b.model_id, b.ord
     LIMIT ${p.add(Math.trunc(filter.limit))}`,
    p.values,
  );
  return rows.map((r) => {
    const outcome = OUTCOME[String(r.outcome)] ?? 'pending';
    return {
      id: `${r.matchup_id}:${r.model_id}:${r.bet_type}`,
      date: r.date,
      sport: r.sport,
      matchup: matchupLabel(r.away_team, r.home_team),
      modelId: r.model_id,
      modelName: r.model_name ?? `Model ${r.model_id}`,
      betType: r.bet_type,
      pick: pick(r),
      odds: r.price,
      oddsAssumed: r.price_assumed,
      result: outcome === 'win' ? 'Win' : 'Loss',
      push: outcome === 'push',
      units: Math.round(betUnits(outcome, r.price) * 100) / 100,
      source: r.source,
    };
  });
}

/** Each model's AI bets on games that have not started, soonest first (at most UPCOMING_LIMIT each). */
export async function upcomingBets(
  db: Db,
  filter: { sport: string | null; now: Date },
): Promise<Map<string, UpcomingPrediction[]>> {
  const p = new Params();
  const where = [
    'b.outcome IS NULL',
    `b.starts_at > ${p.add(filter.now.toISOString())}`,
    'NOT b.finished',
  ];
  if (filter.sport) where.push(`b.sport = ${p.add(filter.sport)}`);
  const { rows } = await db.query<BetRow>(
    `SELECT * FROM (
       SELECT ${COLUMNS}, row_number() OVER (PARTITION BY b.model_id ORDER BY b.starts_at, b.matchup_id, b.ord) AS n
       FROM results_bets b WHERE ${where.join(' AND ')}
     ) ranked WHERE n <= ${UPCOMING_LIMIT} ORDER BY model_id, n`,
    p.values,
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
      oddsAssumed: r.price_assumed,
      confidence: confidenceBand(r.confidence),
      confidencePercent: r.confidence ?? DEFAULT_CONFIDENCE,
    });
    out.set(r.model_id, list);
  }
  return out;
}
