/**
 * AI Bet Performance's sums (docs/product.md §2 "AI Bet Performance"): the graded AI bets of
 * domain/rules/performance.ts rolled up per bet type, sport, date, model and ledger source.
 */
import type { AiResult, Matchup } from '../contracts/matchup';
import {
  EMPTY_BET_TOTALS,
  addBet,
  aiBets,
  bestSport,
  betStats,
  PERFORMANCE_BET_TYPES,
  type AiBet,
  type BetStats,
  type BetTotals,
  type PerformanceBetType,
} from './performance';
import type {
  LedgerSource,
  MarketPerformance,
  PerformancePoint,
  SourceCounts,
} from '../contracts/performance';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A model's insight lines: one per bet type with bets, 'W-L-P, N% win rate, ±U units'. */
export function modelInsights(
  markets: readonly MarketPerformance[],
): { title: string; stats: string }[] {
  const titles: Record<PerformanceBetType, string> = {
    moneyline: 'Moneyline bets',
    spread: 'Spread bets',
    over: 'Over bets',
    under: 'Under bets',
  };
  return markets
    .filter((m) => m.totalBets > 0)
    .map((m) => ({
      title: titles[m.betType],
      stats: `${m.wins}-${m.losses}-${m.pushes}, ${m.winRate === null ? 'no decided bets' : `${m.winRate}% win rate`}, ${m.units >= 0 ? '+' : ''}${m.units} units`,
    }));
}

/** Per bet type totals. */
export type TotalsByType = Record<PerformanceBetType, BetTotals>;

const emptyByType = (): TotalsByType => ({
  moneyline: EMPTY_BET_TOTALS,
  spread: EMPTY_BET_TOTALS,
  over: EMPTY_BET_TOTALS,
  under: EMPTY_BET_TOTALS,
});

/** One bet type's card from its totals overall and per sport. */
export function marketPerformance(
  betType: PerformanceBetType,
  total: BetTotals,
  bySport: ReadonlyMap<string, BetTotals>,
): MarketPerformance {
  return { betType, ...betStats(total), bestSport: bestSport(bySport) };
}

/** The four bet types summed. */
export function sumTypes(t: TotalsByType): BetTotals {
  return PERFORMANCE_BET_TYPES.reduce(
    (a, k) => ({
      wins: a.wins + t[k].wins,
      losses: a.losses + t[k].losses,
      pushes: a.pushes + t[k].pushes,
      units: a.units + t[k].units,
      decimalOdds: a.decimalOdds + t[k].decimalOdds,
    }),
    EMPTY_BET_TOTALS,
  );
}

/** Cumulative units per bet type, one point per date with a graded bet, oldest first. */
export function cumulativeSeries(byDate: ReadonlyMap<string, TotalsByType>): PerformancePoint[] {
  const running: Record<PerformanceBetType, number> = {
    moneyline: 0,
    spread: 0,
    over: 0,
    under: 0,
  };
  const points: PerformancePoint[] = [];
  for (const date of [...byDate.keys()].sort()) {
    const day = byDate.get(date) ?? emptyByType();
    if (betStats(sumTypes(day)).totalBets === 0) continue;
    for (const t of PERFORMANCE_BET_TYPES) running[t] += day[t].units;
    points.push({
      date,
      moneyline: round2(running.moneyline),
      spread: round2(running.spread),
      over: round2(running.over),
      under: round2(running.under),
    });
  }
  return points;
}

/** What AI Bet Performance shows, computed from matchups directly. */
export interface PerformanceSummary {
  markets: MarketPerformance[];
  series: PerformancePoint[];
  models: Map<string, { stats: BetStats; bestSport: string | null; markets: MarketPerformance[] }>;
  sources: SourceCounts;
}

function addTo<K>(map: Map<K, TotalsByType>, key: K, bet: AiBet): void {
  const entry = map.get(key) ?? emptyByType();
  entry[bet.betType] = addBet(entry[bet.betType], bet);
  map.set(key, entry);
}

const pick = (map: ReadonlyMap<string, TotalsByType>, t: PerformanceBetType) =>
  new Map([...map].map(([k, v]) => [k, v[t]]));

/**
 * The statement of AI Bet Performance over some matchups (already filtered by period and sport):
 * every graded AI bet of every result, summed per bet type, sport, date, model and ledger source.
 * @internal The reference the SQL roll-up of server/results is checked against (tests/server/results/equality.test.ts) and the results bench baseline.
 */
export function summarizeAiBets(
  matchups: readonly Matchup[],
  sourceOf: (r: AiResult) => LedgerSource = () => 'live',
): PerformanceSummary {
  const total = emptyByType();
  const bySport = new Map<string, TotalsByType>();
  const byDate = new Map<string, TotalsByType>();
  const byModel = new Map<string, TotalsByType>();
  const byModelSport = new Map<string, Map<string, TotalsByType>>();
  const sources: SourceCounts = { live: 0, history: 0, demo: 0 };
  for (const m of matchups) {
    for (const r of m.aiResults ?? []) {
      for (const bet of aiBets(m, r)) {
        if (bet.outcome === 'pending') continue;
        total[bet.betType] = addBet(total[bet.betType], bet);
        addTo(bySport, m.sport, bet);
        addTo(byDate, m.date ?? '', bet);
        addTo(byModel, r.promptId, bet);
        const own = byModelSport.get(r.promptId) ?? new Map<string, TotalsByType>();
        addTo(own, m.sport, bet);
        byModelSport.set(r.promptId, own);
        sources[sourceOf(r)] += 1;
      }
    }
  }
  const models = new Map<
    string,
    { stats: BetStats; bestSport: string | null; markets: MarketPerformance[] }
  >();
  for (const [id, totals] of byModel) {
    const sports = byModelSport.get(id) ?? new Map<string, TotalsByType>();
    models.set(id, {
      stats: betStats(sumTypes(totals)),
      bestSport: bestSport(new Map([...sports].map(([k, v]) => [k, sumTypes(v)]))),
      markets: PERFORMANCE_BET_TYPES.map((t) => marketPerformance(t, totals[t], pick(sports, t))),
    });
  }
  return {
    markets: PERFORMANCE_BET_TYPES.map((t) => marketPerformance(t, total[t], pick(bySport, t))),
    series: cumulativeSeries(byDate),
    models,
    sources,
  };
}
