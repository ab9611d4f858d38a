/**
 * docs/product.md §9 "Total Results thresholds" (margins, for Total Results) and the priced
 * consensus of the matchup cards (edge against the price, src/domain/edge.ts).
 */
import { teamName } from './display';
import type { AiConsensus, AiResult, Matchup, MarketConsensus } from './matchup';
import { sideSpread } from './outcomes';
import {
  NO_EDGE_TEXT,
  edgeLabel,
  expectedValue,
  gradingPrice,
  modelKind,
  noVigShare,
  validAmerican,
} from './edgePricing';
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
const FALLBACK_CONFIDENCE = 75;

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

const isNum = (n: number | null | undefined): n is number =>
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

/** Lean / bet / null per market for one AI result (docs/product.md §4 "Total Results classification"). */
export function classifyResult(m: Matchup, r: AiResult): Record<Market, EdgeClass | null> {
  const edges = resultEdges(m, r);
  const classify = (market: Market): EdgeClass | null => {
    const e = edges[market];
    return e ? classifyEdge(m.sport, market, e.edge) : null;
  };
  return { moneyline: classify('moneyline'), spread: classify('spread'), total: classify('total') };
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (n: number): number => Math.round(n * 10) / 10;
const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/**
 * One AI result's chance that the first side of a market wins (Home, or Over) and that the
 * market pushes, from its per-market pick; a moneyline without one falls back on the predicted
 * winner and its confidence. Null when the result says nothing about the market.
 */
function firstSideChance(r: AiResult, market: Market): { first: number; push: number } | null {
  const own = r.markets?.[market];
  if (own && isNum(own.probability)) {
    const push = isNum(own.push) ? own.push : 0;
    const first = own.pick === 'Home' || own.pick === 'Over';
    return { first: first ? own.probability : 1 - push - own.probability, push };
  }
  if (market !== 'moneyline' || !r.predictedWinner || !isNum(r.confidence)) return null;
  const p = r.confidence / 100;
  return { first: r.predictedWinner === 'Home' ? p : 1 - p, push: 0 };
}

/** The posted prices of a market's two sides (Home/Over first); null where none is posted. */
export function marketPrices(m: Matchup, market: Market): [number | null, number | null] {
  const of = (n: number | null | undefined) => (isNum(n) ? n : null);
  if (market === 'moneyline') return [of(m.homeMoneyLine), of(m.awayMoneyLine)];
  if (market === 'spread') return [of(m.homeSpreadPrice), of(m.awaySpreadPrice)];
  return [of(m.overPrice), of(m.underPrice)];
}

/**
 * The priced consensus of one market (issue 16 item 2): the AI models' mean chance of each side
 * (baselines left out), the no-vig market chance from the posted prices, and the expected value
 * per unit at the posted price (-110 assumed for a spread or total without one; a moneyline
 * without valid prices has no edge). The pick is the side with the positive edge; with none it
 * is the likelier side, with no label. The label is edgeLabel's, so a card shows at most one.
 */
export function marketConsensus(
  m: Matchup,
  results: readonly AiResult[],
  market: Market,
): MarketConsensus | null {
  if (market === 'spread' && sideSpread(m, 'Home') == null) return null;
  if (market === 'total' && !isNum(m.totalPoints)) return null;
  const chances = results
    .filter((r) => modelKind(r.promptId) === 'ai')
    .flatMap((r) => {
      const c = firstSideChance(r, market);
      return c ? [c] : [];
    });
  if (chances.length === 0) return null;
  const push = mean(chances.map((c) => c.push));
  const first = mean(chances.map((c) => c.first));
  const sides = market === 'total' ? (['Over', 'Under'] as const) : (['Home', 'Away'] as const);
  const [posted0, posted1] = marketPrices(m, market);
  const priced = (posted: number | null): number | null =>
    market === 'moneyline' ? (validAmerican(posted) ? posted : null) : gradingPrice(posted).price;
  const options = [
    { pick: sides[0], probability: first, price: priced(posted0), posted: posted0, other: posted1 },
    {
      pick: sides[1],
      probability: 1 - push - first,
      price: priced(posted1),
      posted: posted1,
      other: posted0,
    },
  ].map((o) => ({
    ...o,
    edge: o.price === null ? null : expectedValue(o.probability, push, o.price),
  }));
  const [a, b] = options as [(typeof options)[number], (typeof options)[number]];
  const byEdge = (a.edge ?? -Infinity) >= (b.edge ?? -Infinity) ? a : b;
  const chosen = (byEdge.edge ?? 0) > 0 ? byEdge : a.probability >= b.probability ? a : b;
  const spreadOrTotal = market !== 'moneyline';
  const marketProbability = noVigShare(chosen.posted, chosen.other) ?? (spreadOrTotal ? 0.5 : null);
  return {
    pick: chosen.pick,
    recommendation: edgeLabel(chosen.edge),
    confidence: round1(chosen.probability * 100),
    probability: round4(chosen.probability),
    marketProbability: marketProbability === null ? null : round4(marketProbability),
    price: validAmerican(chosen.posted) ? chosen.posted : null,
    edge: chosen.edge === null ? null : round4(chosen.edge),
  };
}

/** The consensus a matchup's results produce, or null with no usable AI result. */
export function consensusForMatchup(m: Matchup, results: readonly AiResult[]): AiConsensus | null {
  const ai = results.filter((r) => modelKind(r.promptId) === 'ai');
  const scored = ai.filter((r) => isNum(r.homeScore) && isNum(r.awayScore));
  if (scored.length === 0) return null;
  const homeScore = round1(mean(scored.map((r) => r.homeScore ?? 0)));
  const awayScore = round1(mean(scored.map((r) => r.awayScore ?? 0)));
  const moneyline = marketConsensus(m, ai, 'moneyline');
  const spread = marketConsensus(m, ai, 'spread');
  const total = marketConsensus(m, ai, 'total');
  return {
    summary: consensusSummary(m, scored.length, homeScore, awayScore, moneyline),
    homeScore,
    awayScore,
    moneyline,
    spread,
    total,
  };
}

/** '+4.1%' / '−2.0%': an edge as a signed percentage of the stake. */
export function edgeText(edge: number): string {
  const pct = Math.round(edge * 1000) / 10;
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(1)}%`;
}

function consensusSummary(
  m: Matchup,
  count: number,
  homeScore: number,
  awayScore: number,
  moneyline: MarketConsensus | null,
): string {
  const models = count === 1 ? '1 model' : `${count} models`;
  const away = teamName(m.awayTeam, 'Away');
  const home = teamName(m.homeTeam, 'Home');
  const lead = `${models} project ${away} ${awayScore} – ${home} ${homeScore}.`;
  if (!moneyline) return `${lead} No moneyline recommendation.`;
  const team = moneyline.pick === 'Home' ? home : away;
  const chance = `${moneyline.confidence ?? FALLBACK_CONFIDENCE}% to win`;
  if (!moneyline.recommendation || !isNum(moneyline.edge)) {
    return `${lead} Moneyline: ${team} ${chance}. ${NO_EDGE_TEXT}.`;
  }
  return `${lead} Moneyline: ${String(moneyline.recommendation)} ${team} (${chance}, edge ${edgeText(moneyline.edge)}).`;
}
