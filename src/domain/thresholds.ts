/** SPEC §9 "Total Results thresholds" and DESIGN §5 consensus, as one table and pure functions. */
import { teamName } from './display';
import type { AiConsensus, AiResult, Matchup, MarketConsensus } from './matchup';
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
 * Every number of SPEC §9, by sport family and market. SPEC gives no default spread or total
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

/** SPEC §9 Razor bet: confidence 85 or higher; also the Lock confidence of DESIGN §5. */
export const RAZOR_CONFIDENCE = 85;
/** SPEC §9 Consensus bet: at least this many results share the pick. */
export const CONSENSUS_MIN_RESULTS = 2;
/** SPEC §9: confidence when a result gives none. */
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

/** Lean / bet / null per market for one AI result (SPEC §4 "Total Results classification"). */
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

/**
 * DESIGN §5 consensus of one market. The pick is the side most results take (a tie has no pick);
 * the mean edge is over every result with an edge, those on the other side counting negative, so
 * a split field is weaker than a united one.
 */
export function marketConsensus(
  m: Matchup,
  results: readonly AiResult[],
  market: Market,
): MarketConsensus | null {
  const entries = results.flatMap((r) => {
    const e = resultEdges(m, r)[market];
    return e ? [{ r, e }] : [];
  });
  if (entries.length === 0) return null;
  const counts = new Map<string, number>();
  for (const { e } of entries) counts.set(e.pick, (counts.get(e.pick) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top || (second && second[1] === top[1])) return null;
  const pick = top[0] as MarketConsensus['pick'];

  const takers = entries.filter(({ e }) => e.pick === pick);
  const meanEdge = mean(entries.map(({ e }) => (e.pick === pick ? e.edge : -e.edge)));
  const level = classifyEdge(m.sport, market, meanEdge);
  if (!level) return null;

  const confidence = mean(takers.map(({ r }) => r.confidence ?? FALLBACK_CONFIDENCE));
  const betMin = thresholdFor(m.sport, market).betMin;
  const consensus =
    level === 'bet' &&
    takers.length >= CONSENSUS_MIN_RESULTS &&
    takers.every(({ e }) => e.edge >= betMin);
  const recommendation =
    consensus && market === 'moneyline' && confidence >= RAZOR_CONFIDENCE
      ? 'Lock'
      : consensus
        ? 'Consensus'
        : level === 'bet'
          ? 'Bet'
          : 'Lean';
  return { pick, recommendation, confidence: round1(confidence) };
}

/** The consensus a matchup's results produce (DESIGN §5), or null with no usable result. */
export function consensusForMatchup(m: Matchup, results: readonly AiResult[]): AiConsensus | null {
  const scored = results.filter((r) => isNum(r.homeScore) && isNum(r.awayScore));
  if (scored.length === 0) return null;
  const homeScore = round1(mean(scored.map((r) => r.homeScore ?? 0)));
  const awayScore = round1(mean(scored.map((r) => r.awayScore ?? 0)));
  const moneyline = marketConsensus(m, scored, 'moneyline');
  const spread = marketConsensus(m, scored, 'spread');
  const total = marketConsensus(m, scored, 'total');
  return {
    summary: consensusSummary(m, scored.length, homeScore, awayScore, moneyline),
    homeScore,
    awayScore,
    moneyline,
    spread,
    total,
  };
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
  return `${lead} Moneyline: ${String(moneyline.recommendation)} ${team} (${moneyline.confidence ?? FALLBACK_CONFIDENCE}% confidence).`;
}
