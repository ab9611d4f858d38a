/**
 * docs/product.md §9 "Total Results thresholds": the margins that classify a result for Total
 * Results. The priced consensus of the matchup cards is domain/pricing/consensus.ts.
 */
import type { AiResult, Matchup } from '../contracts/matchup';
import { sideSpread } from './outcomes';
import { sportFamily, type SportFamily } from './sports';

export type Market = 'moneyline' | 'spread' | 'total';
export const MARKETS: readonly Market[] = ['moneyline', 'spread', 'total'];

/** A lean is leanMin ≤ edge < leanMax; a bet is edge ≥ betMin (points). */
export interface Threshold {
  leanMin: number;
  leanMax: number;
  betMin: number;
}

/**
 * Every number of docs/product.md §9, by sport family and market. The product rules give no default spread or total
 * lean range, so the default family uses basketball's there (its bet minimums match basketball's).
 * NCAAB spread leans stop under 3 while bets start at 4: an edge in [3, 4) is neither.
 */
export const THRESHOLDS: Readonly<Record<SportFamily, Readonly<Record<Market, Threshold>>>> = {
  basketball: {
    moneyline: { leanMin: 5, leanMax: 9, betMin: 9 },
    spread: { leanMin: 1.5, leanMax: 4, betMin: 4 },
    total: { leanMin: 5, leanMax: 10, betMin: 10 },
  },
  ncaab: {
    moneyline: { leanMin: 3.5, leanMax: 7, betMin: 7 },
    spread: { leanMin: 1, leanMax: 3, betMin: 4 },
    total: { leanMin: 4, leanMax: 7, betMin: 7 },
  },
  football: {
    moneyline: { leanMin: 4, leanMax: 8, betMin: 8 },
    spread: { leanMin: 2, leanMax: 5, betMin: 5 },
    total: { leanMin: 6, leanMax: 10, betMin: 10 },
  },
  hockey: {
    moneyline: { leanMin: 1, leanMax: 2.5, betMin: 2.5 },
    spread: { leanMin: 0.5, leanMax: 1.5, betMin: 1.5 },
    total: { leanMin: 2, leanMax: 3.5, betMin: 3.5 },
  },
  baseball: {
    moneyline: { leanMin: 2, leanMax: 3, betMin: 3 },
    spread: { leanMin: 1, leanMax: 2, betMin: 2 },
    total: { leanMin: 2.5, leanMax: 4, betMin: 4 },
  },
  default: {
    moneyline: { leanMin: 5, leanMax: 9, betMin: 9 },
    spread: { leanMin: 1.5, leanMax: 4, betMin: 4 },
    total: { leanMin: 5, leanMax: 10, betMin: 10 },
  },
};

/** docs/product.md §9 Razor bet: confidence 85 or higher; also the Lock confidence of docs/design.md §5. */
export const RAZOR_CONFIDENCE = 85;
/** docs/product.md §9 Consensus bet: at least this many results share the pick. */
export const CONSENSUS_MIN_RESULTS = 2;
/** docs/product.md §9: confidence when a result gives none. */
export const FALLBACK_CONFIDENCE = 75;

export type EdgeClass = 'lean' | 'bet';

/** The thresholds for a sport's family and market. */
export function thresholdFor(sport: string, market: Market): Threshold {
  return THRESHOLDS[sportFamily(sport)][market];
}

/** Lean when leanMin ≤ edge < leanMax, bet when edge ≥ betMin, else null. */
export function classifyEdge(sport: string, market: Market, edge: number): EdgeClass | null {
  const t = thresholdFor(sport, market);
  if (!Number.isFinite(edge)) return null;
  if (edge >= t.betMin) return 'bet';
  if (edge >= t.leanMin && edge < t.leanMax) return 'lean';
  return null;
}

export type SidePick = 'Home' | 'Away';
export type TotalSide = 'Over' | 'Under';
export interface MarketEdge<P extends string = string> {
  pick: P;
  /** Points in favour of the pick (never negative except a moneyline winner the scores contradict). */
  edge: number;
}
export interface ResultEdges {
  moneyline: MarketEdge<SidePick> | null;
  spread: MarketEdge<SidePick> | null;
  total: MarketEdge<TotalSide> | null;
}

export const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/**
 * One result's pick and edge per market: moneyline = predicted margin of the predicted winner;
 * spread = predicted margin beyond the spread for the side it favours; total = predicted total
 * minus totalPoints (Over when positive), only when totalPoints is present. Needs both predicted scores.
 */
export function resultEdges(m: Matchup, r: AiResult): ResultEdges {
  const none: ResultEdges = { moneyline: null, spread: null, total: null };
  if (!isNum(r.homeScore) || !isNum(r.awayScore)) return none;
  const homeMargin = r.homeScore - r.awayScore;

  const winner: SidePick | null =
    r.predictedWinner ?? (homeMargin > 0 ? 'Home' : homeMargin < 0 ? 'Away' : null);
  const moneyline = winner
    ? { pick: winner, edge: winner === 'Home' ? homeMargin : -homeMargin }
    : null;

  const homeLine = sideSpread(m, 'Home');
  let spread: MarketEdge<SidePick> | null = null;
  if (homeLine != null) {
    const cover = homeMargin + homeLine;
    if (cover !== 0)
      spread = cover > 0 ? { pick: 'Home', edge: cover } : { pick: 'Away', edge: -cover };
  }

  let total: MarketEdge<TotalSide> | null = null;
  if (isNum(m.totalPoints)) {
    const diff = r.homeScore + r.awayScore - m.totalPoints;
    if (diff !== 0)
      total = diff > 0 ? { pick: 'Over', edge: diff } : { pick: 'Under', edge: -diff };
  }
  return { moneyline, spread, total };
}

/**
 * Lean / bet / null per market for one AI result (docs/product.md §4 "Total Results classification").
 * @internal The rule as stated; server/results/classify.ts is its SQL form.
 */
export function classifyResult(m: Matchup, r: AiResult): Record<Market, EdgeClass | null> {
  const edges = resultEdges(m, r);
  const classify = (market: Market): EdgeClass | null => {
    const e = edges[market];
    return e ? classifyEdge(m.sport, market, e.edge) : null;
  };
  return { moneyline: classify('moneyline'), spread: classify('spread'), total: classify('total') };
}
