/**
 * AI Bet Performance and the AI models list (docs/product.md §2 "AI Bet Performance", §3 "Model summary"):
 * which AI picks count as bets and how they are priced and graded (the wire shapes of
 * GET /api/total-results and GET /api/ai-performance: ../contracts/performance.ts; their sums:
 * performanceSummary.ts; the models list: ../contracts/aiModels.ts).
 *
 * An AI bet: for every stored AI result and every market, the pick its predicted scores make
 * (resultEdges) when that pick classifies as a Bet by docs/product.md §9's thresholds (classifyEdge) —
 * the same Bet classification Total Results counts. Every bet is priced at its own pick's posted
 * price: a spread or total without one at -110, flagged as assumed; a
 * moneyline pick without a valid price (100 ≤ |odds| ≤ 10000) is not a bet here (it cannot be
 * placed). Baseline models (domain/pricing/edgePricing.ts) make no AI bets. One unit per bet. A bet is graded once
 * the game is final with both scores (docs/product.md §4): a win earns the price's profit, a loss costs one
 * unit, a push returns the stake (0 units) and is shown apart from the win rate (W-L-P; figures.ts).
 */
import { DEFAULT_CONFIDENCE } from './confidence';
import { spreadText, teamName } from './display';
import type { AiResult, Matchup, Side } from '../contracts/matchup';
import { americanToDecimal, profitUnits } from './odds';
import { averageOdds, roi, winRate } from './figures';
import { gradeMoneyline, gradeSpread, gradeTotal, sideSpread, type Outcome } from './outcomes';
import { gradingPrice, modelKind } from '../pricing/edgePricing';
import { validAmerican } from '../pricing/devig';
import { classifyEdge, resultEdges } from './thresholds';

/** How many graded bets the recent-bets table lists, and upcoming predictions per model. */
export const PERIODS = ['7d', '30d', '90d', 'ytd', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export const PERFORMANCE_BET_TYPES = ['moneyline', 'spread', 'over', 'under'] as const;
export type PerformanceBetType = (typeof PERFORMANCE_BET_TYPES)[number];

/**
 * The displayed statistics of some graded bets (../contracts/performance.ts's betStatsSchema
 * reads exactly this shape; declared here, free of zod, for the rules that compute it).
 */
export interface BetStats {
  /** Graded bets (wins + losses + pushes). */
  totalBets: number;
  wins: number;
  losses: number;
  pushes: number;
  /** Wins / (wins + losses) ×100, one decimal; pushes apart (domain/rules/figures.ts). Null when none is decided. */
  winRate: number | null;
  /** Units won / units staked ×100, one decimal (one unit a bet, pushes included). Null without bets. */
  roi: number | null;
  /** Profit in units, two decimals. */
  units: number;
  /** The average price as American odds (mean of the decimal odds); null without bets. */
  avgOdds: number | null;
}

export const RECENT_BETS_LIMIT = 20;
export const UPCOMING_LIMIT = 10;

const PERIOD_DAYS: Record<Exclude<Period, 'ytd' | 'all'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

/**
 * The first Eastern date (yyyy-MM-dd) a period covers, given today's: 7d/30d/90d are that many
 * calendar days ending today, ytd starts on 1 January, all has no start (null).
 */
export function periodStart(period: Period, today: string): string | null {
  if (period === 'all') return null;
  if (period === 'ytd') return `${today.slice(0, 4)}-01-01`;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1, d - (PERIOD_DAYS[period] - 1)));
  return start.toISOString().slice(0, 10);
}

/** The price of a moneyline bet, or null when the line cannot be bet (missing, |odds| < 100 or > 10000). */
export function validPrice(american: number | null | undefined): number | null {
  return validAmerican(american) ? american : null;
}

/** Units a one-unit bet returns: the price's profit on a win, -1 on a loss, 0 on a push or pending. */
export function betUnits(outcome: Outcome, price: number): number {
  if (outcome === 'win') return profitUnits(price, 1);
  return outcome === 'loss' ? -1 : 0;
}

/** docs/product.md §3 upcoming prediction confidence: High from the default confidence (75) up, else Medium. */
export function confidenceBand(confidence: number | null | undefined): 'High' | 'Medium' {
  return (confidence ?? DEFAULT_CONFIDENCE) >= DEFAULT_CONFIDENCE ? 'High' : 'Medium';
}

/** One AI bet (see the module comment): the pick, its price and its outcome. */
export interface AiBet {
  betType: PerformanceBetType;
  /** 'Home' / 'Away' for moneyline and spread, 'Over' / 'Under' for totals. */
  side: Side | 'Over' | 'Under';
  price: number;
  /** No price was posted for the pick: -110 was assumed. */
  priceAssumed: boolean;
  outcome: Outcome;
  units: number;
}

/** The AI bets one result makes on one matchup (0 to 3: one per market at most; none for a baseline). */
export function aiBets(m: Matchup, r: AiResult): AiBet[] {
  if (modelKind(r.promptId) !== 'ai') return [];
  const edges = resultEdges(m, r);
  const bets: AiBet[] = [];
  const isBet = (market: 'moneyline' | 'spread' | 'total', edge: number) =>
    classifyEdge(m.sport, market, edge) === 'bet';
  if (edges.moneyline && isBet('moneyline', edges.moneyline.edge)) {
    const side = edges.moneyline.pick;
    const price = validPrice(side === 'Home' ? m.homeMoneyLine : m.awayMoneyLine);
    if (price !== null) {
      const outcome = gradeMoneyline(m, side);
      bets.push({
        betType: 'moneyline',
        side,
        price,
        priceAssumed: false,
        outcome,
        units: betUnits(outcome, price),
      });
    }
  }
  if (edges.spread && isBet('spread', edges.spread.edge)) {
    const side = edges.spread.pick;
    const outcome = gradeSpread(m, side);
    const { price, assumed } = gradingPrice(
      side === 'Home' ? m.homeSpreadPrice : m.awaySpreadPrice,
    );
    bets.push({
      betType: 'spread',
      side,
      price,
      priceAssumed: assumed,
      outcome,
      units: betUnits(outcome, price),
    });
  }
  if (edges.total && isBet('total', edges.total.edge)) {
    const side = edges.total.pick;
    const outcome = gradeTotal(m, side);
    const { price, assumed } = gradingPrice(side === 'Over' ? m.overPrice : m.underPrice);
    bets.push({
      betType: side === 'Over' ? 'over' : 'under',
      side,
      price,
      priceAssumed: assumed,
      outcome,
      units: betUnits(outcome, price),
    });
  }
  return bets;
}

/** 'Away @ Home', with docs/product.md §5's fallbacks for a missing name. */
export function matchupLabel(
  awayTeam: string | null | undefined,
  homeTeam: string | null | undefined,
): string {
  return `${teamName(awayTeam, 'Away')} @ ${teamName(homeTeam, 'Home')}`;
}

/** The pick as shown: 'Lakers ML', 'Lakers -3.5', 'Over 221.5'. */
export function betPickText(
  m: Pick<Matchup, 'homeTeam' | 'awayTeam' | 'homeSpread' | 'awaySpread' | 'totalPoints'>,
  betType: PerformanceBetType,
  side: Side | 'Over' | 'Under',
): string {
  if (betType === 'over' || betType === 'under') {
    return `${betType === 'over' ? 'Over' : 'Under'} ${m.totalPoints ?? ''}`.trim();
  }
  const s: Side = side === 'Away' ? 'Away' : 'Home';
  const team = teamName(s === 'Home' ? m.homeTeam : m.awayTeam, s);
  return betType === 'moneyline' ? `${team} ML` : `${team} ${spreadText(sideSpread(m, s))}`;
}

/** Sums of graded bets, as the server rolls them up. */
export interface BetTotals {
  wins: number;
  losses: number;
  pushes: number;
  units: number;
  /** Sum of the decimal odds of the bets (for the average price). */
  decimalOdds: number;
}

export const EMPTY_BET_TOTALS: BetTotals = {
  wins: 0,
  losses: 0,
  pushes: 0,
  units: 0,
  decimalOdds: 0,
};

/** Adds one graded bet to running totals (pending bets are not counted). */
export function addBet(t: BetTotals, bet: Pick<AiBet, 'outcome' | 'price' | 'units'>): BetTotals {
  if (bet.outcome === 'pending') return t;
  return {
    wins: t.wins + (bet.outcome === 'win' ? 1 : 0),
    losses: t.losses + (bet.outcome === 'loss' ? 1 : 0),
    pushes: t.pushes + (bet.outcome === 'push' ? 1 : 0),
    units: t.units + bet.units,
    decimalOdds: t.decimalOdds + americanToDecimal(bet.price),
  };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The displayed statistics of some graded bets. */
export function betStats(t: BetTotals): BetStats {
  const totalBets = t.wins + t.losses + t.pushes;
  return {
    totalBets,
    wins: t.wins,
    losses: t.losses,
    pushes: t.pushes,
    winRate: winRate(t.wins, t.losses),
    roi: roi(t.units, totalBets),
    units: round2(t.units),
    avgOdds: averageOdds(t.decimalOdds, totalBets),
  };
}

/**
 * The best sport of some per-sport totals: the most units, then the higher win rate, then the
 * sport name; null when no sport has a graded bet.
 */
export function bestSport(bySport: ReadonlyMap<string, BetTotals>): string | null {
  let best: { sport: string; stats: BetStats } | null = null;
  for (const [sport, totals] of bySport) {
    const stats = betStats(totals);
    if (stats.totalBets === 0) continue;
    if (
      !best ||
      stats.units > best.stats.units ||
      (stats.units === best.stats.units &&
        ((stats.winRate ?? 0) > (best.stats.winRate ?? 0) ||
          (stats.winRate === best.stats.winRate && sport < best.sport)))
    ) {
      best = { sport, stats };
    }
  }
  return best?.sport ?? null;
}
