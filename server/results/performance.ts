/**
 * GET /api/ai-performance from the roll-up (cards, series, models, sources) and, for the few
 * rows it lists, from the ledger itself (recent graded bets, upcoming bets). Which picks are
 * bets: domain/rules/performance.ts (Bet-classified picks with a valid price).
 */
import { easternDate } from '@domain/rules/dates';
import { modelKind } from '@domain/pricing/edgePricing';
import {
  EMPTY_BET_TOTALS,
  RECENT_BETS_LIMIT,
  bestSport,
  betStats,
  periodStart,
  PERFORMANCE_BET_TYPES,
  type BetTotals,
  type PerformanceBetType,
  type Period,
} from '@domain/rules/performance';
import type {
  AiPerformanceResponse,
  MarketPerformance,
  ModelPerformance,
} from '@domain/contracts/performance';
import {
  cumulativeSeries,
  marketPerformance,
  modelInsights,
  sumTypes,
  type TotalsByType,
} from '@domain/rules/performanceSummary';
import type { Db } from '../db/db';
import { baselineIds } from './classify';
import { Params } from './params';
import { DEMO_PROVIDER } from '../feed';
import { modelInfos } from '../models';
import { recentBets, upcomingBets } from './ledgerRows';
import { readFresh } from './rollup';

export interface PerformanceFilter {
  period: Period;
  sport: string | null;
  now: Date;
}

const COL: Record<PerformanceBetType, string> = {
  moneyline: 'ml',
  spread: 'sp',
  over: 'ov',
  under: 'un',
};
const FIELDS = ['n', 'w', 'p', 'units', 'odds'] as const;

interface GroupRow extends Record<string, unknown> {
  g_date: number;
  g_sport: number;
  g_model: number;
  date: string | null;
  sport: string | null;
  model_id: string | null;
}

function totalsOf(row: GroupRow, type: PerformanceBetType): BetTotals {
  const v = (f: string) => Number(row[`${COL[type]}_${f}`] ?? 0);
  const n = v('n');
  return {
    wins: v('w'),
    pushes: v('p'),
    losses: n - v('w') - v('p'),
    units: v('units'),
    decimalOdds: v('odds'),
  };
}

function byType(row: GroupRow | undefined): TotalsByType {
  const out = {} as TotalsByType;
  for (const t of PERFORMANCE_BET_TYPES) out[t] = row ? totalsOf(row, t) : EMPTY_BET_TOTALS;
  return out;
}

function markets(total: GroupRow | undefined, bySport: readonly GroupRow[]): MarketPerformance[] {
  return PERFORMANCE_BET_TYPES.map((t) =>
    marketPerformance(
      t,
      byType(total)[t],
      new Map(bySport.map((r) => [r.sport ?? '', totalsOf(r, t)])),
    ),
  );
}

async function groups(db: Db, from: string | null, sport: string | null): Promise<GroupRow[]> {
  const p = new Params();
  // Baseline models are not AI models: they make no AI bets (domain/pricing/edgePricing.ts).
  const where: string[] = [`model_id <> ALL(${p.add(baselineIds())}::text[])`];
  if (from) where.push(`game_date >= ${p.add(from)}::date`);
  if (sport) where.push(`sport = ${p.add(sport)}`);
  const sums = PERFORMANCE_BET_TYPES.flatMap((t) =>
    FIELDS.map(
      (f) =>
        `sum(${COL[t]}_pb_${f})${f === 'units' || f === 'odds' ? '::float8' : '::int'} AS ${COL[t]}_${f}`,
    ),
  );
  return readFresh<GroupRow>(
    db,
    `SELECT GROUPING(game_date) AS g_date, GROUPING(sport) AS g_sport, GROUPING(model_id) AS g_model,
       to_char(game_date, 'YYYY-MM-DD') AS date, sport, model_id, sum(live_pb_n)::int AS live_n,
       ${sums.join(', ')}
     FROM results_daily
     WHERE ${where.join(' AND ')}
     GROUP BY GROUPING SETS ((), (game_date), (sport), (model_id), (model_id, sport))`,
    p.values,
  );
}

/** Graded AI bets on games of the demo feed in the period and sport, and how many were live calls. */
async function demoBets(
  db: Db,
  from: string | null,
  sport: string | null,
): Promise<{ n: number; live: number }> {
  const p = new Params();
  const where = ['b.outcome IS NOT NULL', `m.provider = ${p.add(DEMO_PROVIDER)}`];
  if (from) where.push(`b.game_date >= ${p.add(from)}::date`);
  if (sport) where.push(`b.sport = ${p.add(sport)}`);
  const { rows } = await db.query<{ n: number; live: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE b.source = 'live')::int AS live
     FROM results_bets b JOIN matchup_view m ON m.id = b.matchup_id WHERE ${where.join(' AND ')}`,
    p.values,
  );
  return rows[0] ?? { n: 0, live: 0 };
}

/** The AI Bet Performance page for a period and sport (null = all). */
export async function aiPerformance(
  db: Db,
  filter: PerformanceFilter,
): Promise<AiPerformanceResponse> {
  const today = easternDate(filter.now);
  const from = periodStart(filter.period, today);
  const rows = await groups(db, from, filter.sport);
  // GROUPING() is 1 for a column rolled up in that row's grouping set.
  const is = (r: GroupRow, date: number, sport: number, model: number) =>
    r.g_date === date && r.g_sport === sport && r.g_model === model;
  const total = rows.find((r) => is(r, 1, 1, 1));
  const bySport = rows.filter((r) => is(r, 1, 0, 1));
  const byDate = rows.filter((r) => is(r, 0, 1, 1));
  const byModel = rows.filter((r) => is(r, 1, 1, 0));
  const byModelSport = rows.filter((r) => is(r, 1, 0, 0));

  const infos = await modelInfos(db);
  const listed = infos
    .filter((m) => modelKind(m.id) === 'ai')
    .filter(
      (m) =>
        !filter.sport ||
        m.sports.includes(filter.sport) ||
        byModel.some((r) => r.model_id === m.id),
    );
  const upcoming = await upcomingBets(db, { sport: filter.sport, now: filter.now });
  const models: ModelPerformance[] = listed.map((info) => {
    const own = byModel.find((r) => r.model_id === info.id);
    const ownSports = byModelSport.filter((r) => r.model_id === info.id);
    const cards = markets(own, ownSports);
    return {
      modelId: info.id,
      modelName: info.name,
      description: info.description,
      ...betStats(sumTypes(byType(own))),
      bestSport: bestSport(new Map(ownSports.map((r) => [r.sport ?? '', sumTypes(byType(r))]))),
      markets: cards,
      upcoming: upcoming.get(info.id) ?? [],
      insights: modelInsights(cards),
    };
  });

  const graded = betStats(sumTypes(byType(total))).totalBets;
  // Every row's origin (domain/contracts/performance.ts ledgerSourceSchema): a demo game is Demo, live or not.
  const demo = await demoBets(db, from, filter.sport);
  const live = Number(total?.live_n ?? 0) - demo.live;
  return {
    period: filter.period,
    sport: filter.sport ?? 'all',
    from,
    to: today,
    markets: markets(total, bySport),
    series: cumulativeSeries(new Map(byDate.map((r) => [String(r.date), byType(r)]))),
    recentBets: await recentBets(db, { from, sport: filter.sport, limit: RECENT_BETS_LIMIT }),
    models,
    sources: { live, history: graded - live - demo.n, demo: demo.n },
  };
}
