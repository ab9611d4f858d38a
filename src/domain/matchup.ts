import { z } from 'zod';

/** A market pick's recommendation: the labels, or the numeric form (1=Lean, 2=Bet, 3=Consensus). */
export const recommendationSchema = z.union([
  z.enum(['Bet', 'Lean', 'Lock', 'Consensus']),
  z.number(),
]);

export const sideSchema = z.enum(['Home', 'Away']);
export type Side = z.infer<typeof sideSchema>;

/** A model's pick in one market and the calibrated probability that this exact pick wins. */
export const sidePickSchema = z.object({
  pick: sideSchema,
  /** Calibrated chance the pick wins (a push counts as not winning), 0-1. */
  probability: z.number(),
  /** Chance of a push on a whole line (the stake comes back), 0-1. */
  push: z.number().nullish(),
});
export const totalPickSchema = z.object({
  pick: z.enum(['Over', 'Under']),
  probability: z.number(),
  push: z.number().nullish(),
});

/** One pick per market with its own probability (moneyline: win; spread: cover; total: over/under). */
export const resultMarketsSchema = z.object({
  moneyline: sidePickSchema.nullish(),
  spread: sidePickSchema.nullish(),
  total: totalPickSchema.nullish(),
});
export type ResultMarkets = z.infer<typeof resultMarketsSchema>;

/**
 * One model's prediction for one matchup (docs/product.md §3 aiResults item; promptId = model id).
 * `confidence` is the moneyline pick's probability × 100; `markets` carries each market's own.
 */
export const aiResultSchema = z.object({
  matchupId: z.string(),
  promptId: z.string(),
  prompt: z.object({ id: z.string(), name: z.string() }).nullish(),
  predictedWinner: sideSchema.nullish(),
  confidence: z.number().nullish(),
  homeScore: z.number().nullish(),
  awayScore: z.number().nullish(),
  summary: z.string().nullish(),
  analysis: z.string().nullish(),
  markets: resultMarketsSchema.nullish(),
  createdAt: z.string().nullish(),
});
export type AiResult = z.infer<typeof aiResultSchema>;

/**
 * One market's consensus pick. `probability` is the ensemble's calibrated chance that the pick
 * wins, `confidence` = probability × 100, `marketProbability` the no-vig chance from the posted
 * prices of that market, `price` the posted American price of the pick (null: unknown, -110
 * assumed and said so), and `edge` the expected value per unit staked at that price. A pick with
 * edge ≤ 0 has no recommendation.
 */
export const marketConsensusSchema = z.object({
  pick: z.enum(['Home', 'Away', 'Over', 'Under']),
  recommendation: recommendationSchema.nullish(),
  confidence: z.number().nullish(),
  probability: z.number().nullish(),
  marketProbability: z.number().nullish(),
  price: z.number().nullish(),
  edge: z.number().nullish(),
});
export type MarketConsensus = z.infer<typeof marketConsensusSchema>;

/** docs/product.md §3 aiConsensus; a market below Lean has no entry (null). */
export const aiConsensusSchema = z.object({
  summary: z.string().nullish(),
  homeScore: z.number().nullish(),
  awayScore: z.number().nullish(),
  moneyline: marketConsensusSchema.nullish(),
  spread: marketConsensusSchema.nullish(),
  total: marketConsensusSchema.nullish(),
});
export type AiConsensus = z.infer<typeof aiConsensusSchema>;

/**
 * A game on the wire (docs/product.md §3 plus docs/design.md §4's startsAt). `date` is yyyy-MM-dd and `time`
 * 'h:mm a', both US Eastern; `startsAt` is ISO 8601 UTC. Lines are American odds and points.
 */
export const matchupSchema = z.object({
  id: z.string(),
  sport: z.string(),
  awayTeam: z.string().nullish(),
  homeTeam: z.string().nullish(),
  awayScore: z.number().nullish(),
  homeScore: z.number().nullish(),
  awayMoneyLine: z.number().nullish(),
  homeMoneyLine: z.number().nullish(),
  awaySpread: z.number().nullish(),
  homeSpread: z.number().nullish(),
  totalPoints: z.number().nullish(),
  /** American prices of each market's sides; null when unknown. */
  homeSpreadPrice: z.number().nullish(),
  awaySpreadPrice: z.number().nullish(),
  overPrice: z.number().nullish(),
  underPrice: z.number().nullish(),
  date: z.string().nullish(),
  time: z.string().nullish(),
  startsAt: z.string().nullish(),
  status: z.string().nullish(),
  /** Live game state: 'Q3', 'Top 7th', '2nd', 'OT' (null before the start); clock '4:12' or null. */
  period: z.string().nullish(),
  clock: z.string().nullish(),
  awayPitcher: z.string().nullish(),
  homePitcher: z.string().nullish(),
  aiResults: z.array(aiResultSchema).nullish(),
  aiConsensus: aiConsensusSchema.nullish(),
});
export type Matchup = z.infer<typeof matchupSchema>;
