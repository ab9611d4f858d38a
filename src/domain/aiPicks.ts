/** SPEC §3/§9 AI picks: model names, recommendations, merging results and the Bets/Leans/Locks summaries. */
import { z } from 'zod';
import { easternDate } from './dates';
import { shortDate, spreadText, teamName, usDate } from './display';
import type { AiResult, Matchup, MarketConsensus } from './matchup';
import {
  aiOutcome,
  finalMargin,
  gradeMoneyline,
  gradeSpread,
  gradeTotal,
  sideSpread,
  spreadMargin,
  totalMargin,
} from './outcomes';
import { startTimeText } from './status';
import { consensusForMatchup, type Market } from './thresholds';

/** SPEC §9: confidence when a result gives none. */
export const DEFAULT_CONFIDENCE = 75;

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

/** SPEC §3: 'Bet'/'Lean'/'Lock'/'Consensus' (any case) or 1=Lean, 2=Bet, 3=Consensus; anything else null. */
export function normalizeRecommendation(rec: unknown): RecommendationLabel | null {
  if (typeof rec === 'number') return NUMERIC_RECOMMENDATION[rec] ?? null;
  if (typeof rec !== 'string') return null;
  const text = rec.trim().toLowerCase();
  if (/^\d+$/.test(text)) return NUMERIC_RECOMMENDATION[Number(text)] ?? null;
  return LABELS.find((l) => l.toLowerCase() === text) ?? null;
}

const sameResult = (a: AiResult, b: AiResult): boolean =>
  a.promptId === b.promptId && a.matchupId === b.matchupId;

/** SPEC §3: an incoming result with the same promptId (for the matchup) replaces the earlier one in place; others are added. */
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

/** SPEC §4: unanimous when every prediction with a winner agrees and at least two have one. */
export function isUnanimous(results: readonly AiResult[]): boolean {
  const winners = results.flatMap((r) => (r.predictedWinner ? [r.predictedWinner] : []));
  return winners.length >= 2 && winners.every((w) => w === winners[0]);
}

export type PickGroup = 'bets' | 'leans' | 'locks';
export type BetType = 'moneyline' | 'spread' | 'over' | 'under';
export const BET_TYPES: readonly BetType[] = ['moneyline', 'spread', 'over', 'under'];

/** A game row of the View Games dialog; margin is from the pick's side (null until graded). */
export interface SummaryGame {
  id: string;
  gameTime: string;
  teamBet: string;
  confidenceRating: number;
  outcome: 'pending' | 'win' | 'loss';
  margin: number | null;
}

/** SPEC §3 summary row: count of picks, wins, concluded games only in totalGames. */
export interface SummaryRow {
  betType: BetType;
  count: number;
  wins: number;
  totalGames: number;
  games: SummaryGame[];
}

export const summaryGameSchema = z.object({
  id: z.string(),
  gameTime: z.string(),
  teamBet: z.string(),
  confidenceRating: z.number(),
  outcome: z.enum(['pending', 'win', 'loss']),
  margin: z.number().nullable(),
});
export const summaryRowSchema = z.object({
  betType: z.enum(['moneyline', 'spread', 'over', 'under']),
  count: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  totalGames: z.number().int().nonnegative(),
  games: z.array(summaryGameSchema),
});

/** SPEC §9: the AVG column of the models dialog is highlighted only from this many models. */
export const AVG_HIGHLIGHT_MIN_MODELS = 3;

/** SPEC §9 groups: Bets = Bet or Consensus; Leans = Lean; Locks = moneyline Lock, or spread/total Consensus. */
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
      return market === 'moneyline' ? rec === 'Lock' : rec === 'Consensus';
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
        outcome: aiOutcome(gradeTotal(m, c.pick)),
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
      outcome: aiOutcome(moneyline ? gradeMoneyline(m, side) : gradeSpread(m, side)),
      margin: moneyline ? finalMargin(m, side) : spreadMargin(m, side),
    },
  };
}

/**
 * SPEC §9 summary of one group: a row per bet type; games de-duplicated by team plus date
 * (MM/dd/yyyy), the most confident kept, sorted by confidence descending. Matchups without a
 * stored consensus get one computed from their results.
 */
export function summarizePicks(
  matchups: readonly Matchup[],
  group: PickGroup,
  now: Date,
): SummaryRow[] {
  const candidates: Candidate[] = [];
  for (const m of matchups) {
    const consensus = m.aiConsensus ?? consensusForMatchup(m, m.aiResults ?? []);
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
    return {
      betType,
      count: games.length,
      wins: games.filter((g) => g.outcome === 'win').length,
      totalGames: games.filter((g) => g.outcome !== 'pending').length,
      games,
    };
  });
}
