/** docs/product.md §3/§9 AI picks: model names, recommendations, merging results and the Bets/Leans/Locks summaries. */
import { easternDate } from './dates';
import { shortDate, spreadText, teamName, usDate } from './display';
import type { AiResult, Matchup, MarketConsensus } from '../contracts/matchup';
import {
  aiOutcome,
  finalMargin,
  gradeMoneyline,
  gradeSpread,
  gradeTotal,
  sideSpread,
  spreadMargin,
  totalMargin,
  type Outcome,
} from './outcomes';
import { gradingPrice } from '../pricing/edgePricing';
import { profitUnits } from './odds';
import { startTimeText } from './status';
import { type Market } from './thresholds';
import { DEFAULT_CONFIDENCE } from './confidence';

export type RecommendationLabel = 'Bet' | 'Lean' | 'Lock' | 'Consensus';

/** The model's name, or 'Model {id}' when the result carries none. */
export function modelName(r: Pick<AiResult, 'prompt' | 'promptId'>): string {
  const name = r.prompt?.name.trim();
  return name ? name : `Model ${r.promptId}`;
}

const NUMERIC_RECOMMENDATION: Record<number, RecommendationLabel> = {
  1: 'Lean',
  2: 'Bet',
  3: 'Consensus',
};
const LABELS: readonly RecommendationLabel[] = ['Bet', 'Lean', 'Lock', 'Consensus'];

/** docs/product.md §3: 'Bet'/'Lean'/'Lock'/'Consensus' (any case) or 1=Lean, 2=Bet, 3=Consensus; anything else null. */
export function normalizeRecommendation(rec: unknown): RecommendationLabel | null {
  if (typeof rec === 'number') return NUMERIC_RECOMMENDATION[rec] ?? null;
  if (typeof rec !== 'string') return null;
  const text = rec.trim().toLowerCase();
  if (/^\d+$/.test(text)) return NUMERIC_RECOMMENDATION[Number(text)] ?? null;
  return LABELS.find((l) => l.toLowerCase() === text) ?? null;
}

const sameResult = (a: AiResult, b: AiResult): boolean =>
  a.promptId === b.promptId && a.matchupId === b.matchupId;

/** docs/product.md §3: an incoming result with the same promptId (for the matchup) replaces the earlier one in place; others are added. */
export function mergeAiResults(
  existing: readonly AiResult[],
  incoming: readonly AiResult[],
): AiResult[] {
  const merged = [...existing];
  for (const r of incoming) {
    const at = merged.findIndex((e) => sameResult(e, r));
    if (at >= 0) merged[at] = r;
    else merged.push(r);
  }
  return merged;
}

/** docs/product.md §4: unanimous when every prediction with a winner agrees and at least two have one. */
export function isUnanimous(results: readonly AiResult[]): boolean {
  const winners = results.flatMap((r) => (r.predictedWinner ? [r.predictedWinner] : []));
  return winners.length >= 2 && winners.every((w) => w === winners[0]);
}

export type PickGroup = 'bets' | 'leans' | 'locks';
export type BetType = 'moneyline' | 'spread' | 'over' | 'under';
export const BET_TYPES: readonly BetType[] = ['moneyline', 'spread', 'over', 'under'];

/**
 * A game row of the View Games dialog; margin is from the pick's side (null until graded).
 * `price` is the pick's price (-110 when none was posted, `priceAssumed`); `units` what one unit
 * at that price returned (0 while pending or on a push).
 */
export interface SummaryGame {
  id: string;
  gameTime: string;
  teamBet: string;
  confidenceRating: number;
  outcome: 'pending' | 'win' | 'loss';
  margin: number | null;
  price?: number;
  priceAssumed?: boolean;
  units?: number;
}

/** docs/product.md §3 summary row: count of picks, wins, concluded games only in totalGames; units at the prices taken. */
export interface SummaryRow {
  betType: BetType;
  count: number;
  wins: number;
  totalGames: number;
  games: SummaryGame[];
  /** Units won by one unit on each concluded pick at its price. */
  units?: number;
  /** Concluded picks graded at an assumed -110. */
  assumedPrices?: number;
}

/** docs/product.md §9: the AVG column of the models dialog is highlighted only from this many models. */
export const AVG_HIGHLIGHT_MIN_MODELS = 3;

/**
 * docs/product.md §9 groups: Bets = Bet or Consensus; Leans = Lean; Locks = Lock (edge labels,
 * domain/pricing/edgePricing.ts), or a spread/total Consensus from an older payload.
 */
export function inPickGroup(
  group: PickGroup,
  market: Market,
  rec: RecommendationLabel | null,
): boolean {
  switch (group) {
    case 'bets':
      return rec === 'Bet' || rec === 'Consensus';
    case 'leans':
      return rec === 'Lean';
    case 'locks':
      return rec === 'Lock' || (market !== 'moneyline' && rec === 'Consensus');
  }
}

interface Candidate {
  betType: BetType;
  key: string;
  game: SummaryGame;
}

function candidate(m: Matchup, market: Market, c: MarketConsensus, now: Date): Candidate | null {
  const date = usDate(m.date ?? m.startsAt);
  const time = startTimeText(m);
  const gameTime = !m.date || m.date === easternDate(now) ? time : `${shortDate(m.date)} ${time}`;
  const confidenceRating = c.confidence ?? DEFAULT_CONFIDENCE;
  const { price, assumed } = gradingPrice(c.price);
  // The units a unit at the pick's price returned; a push gives the stake back (docs/product.md §9 still counts it a loss).
  const priced = (outcome: Outcome) => ({
    outcome: aiOutcome(outcome),
    price,
    priceAssumed: assumed,
    units: outcome === 'win' ? profitUnits(price, 1) : outcome === 'loss' ? -1 : 0,
  });
  const base = { gameTime, confidenceRating };
  if (market === 'total') {
    if (c.pick !== 'Over' && c.pick !== 'Under') return null;
    const betType: BetType = c.pick === 'Over' ? 'over' : 'under';
    const matchupName = `${teamName(m.awayTeam, 'Away')} @ ${teamName(m.homeTeam, 'Home')}`;
    return {
      betType,
      key: `${matchupName}|${date}`,
      game: {
        ...base,
        id: `${m.id}:${betType}`,
        teamBet: `${c.pick} ${m.totalPoints ?? ''}`.trim(),
        ...priced(gradeTotal(m, c.pick)),
        margin: totalMargin(m, c.pick),
      },
    };
  }
  if (c.pick !== 'Home' && c.pick !== 'Away') return null;
  const side = c.pick;
  const team = teamName(side === 'Home' ? m.homeTeam : m.awayTeam, side);
  const moneyline = market === 'moneyline';
  return {
    betType: market,
    key: `${team}|${date}`,
    game: {
      ...base,
      id: `${m.id}:${market}`,
      teamBet: moneyline ? `${team} ML` : `${team} ${spreadText(sideSpread(m, side))}`,
      ...priced(moneyline ? gradeMoneyline(m, side) : gradeSpread(m, side)),
      margin: moneyline ? finalMargin(m, side) : spreadMargin(m, side),
    },
  };
}

/**
 * docs/product.md §9 summary of one group: a row per bet type; games de-duplicated by team plus date
 * (MM/dd/yyyy), the most confident kept, sorted by confidence descending. Each game's consensus
 * is the one the server priced (docs/architecture.md "The wire"); a game without one has no pick.
 */
export function summarizePicks(
  matchups: readonly Matchup[],
  group: PickGroup,
  now: Date,
): SummaryRow[] {
  const candidates: Candidate[] = [];
  for (const m of matchups) {
    const consensus = m.aiConsensus;
    if (!consensus) continue;
    for (const market of ['moneyline', 'spread', 'total'] as const) {
      const c = consensus[market];
      if (!c || !inPickGroup(group, market, normalizeRecommendation(c.recommendation))) continue;
      const found = candidate(m, market, c, now);
      if (found) candidates.push(found);
    }
  }
  // Stable sort, so equally confident games keep matchup order.
  candidates.sort((a, b) => b.game.confidenceRating - a.game.confidenceRating);
  return BET_TYPES.map((betType) => {
    const seen = new Set<string>();
    const games: SummaryGame[] = [];
    for (const c of candidates) {
      if (c.betType !== betType || seen.has(c.key)) continue;
      seen.add(c.key);
      games.push(c.game);
    }
    const concluded = games.filter((g) => g.outcome !== 'pending');
    return {
      betType,
      count: games.length,
      wins: games.filter((g) => g.outcome === 'win').length,
      totalGames: concluded.length,
      games,
      units: Math.round(concluded.reduce((u, g) => u + (g.units ?? 0), 0) * 100) / 100,
      assumedPrices: concluded.filter((g) => g.priceAssumed).length,
    };
  });
}
