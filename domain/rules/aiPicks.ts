/** docs/product.md §3/§9 AI picks: model names, recommendations, merging results, the summary grid's rows. */
import type { AiResult } from '../contracts/matchup';

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

export type BetType = 'moneyline' | 'spread' | 'over' | 'under';

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
