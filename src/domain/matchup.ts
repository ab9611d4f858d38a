import { z } from 'zod';

/** A market pick's recommendation: the labels, or the numeric form (1=Lean, 2=Bet, 3=Consensus). */
export const recommendationSchema = z.union([z.enum(['Bet', 'Lean', 'Lock', 'Consensus']), z.number()]);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const sideSchema = z.enum(['Home', 'Away']);
export type Side = z.infer<typeof sideSchema>;

/** One model's prediction for one matchup (SPEC §3 aiResults item; promptId = model id). */
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
  createdAt: z.string().nullish(),
});
export type AiResult = z.infer<typeof aiResultSchema>;

export const marketConsensusSchema = z.object({
  pick: z.enum(['Home', 'Away', 'Over', 'Under']),
  recommendation: recommendationSchema.nullish(),
  confidence: z.number().nullish(),
});
export type MarketConsensus = z.infer<typeof marketConsensusSchema>;

/** SPEC §3 aiConsensus; a market below Lean has no entry (null). */
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
 * A game on the wire (SPEC §3 plus DESIGN §4's startsAt). `date` is yyyy-MM-dd and `time`
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
  date: z.string().nullish(),
  time: z.string().nullish(),
  startsAt: z.string().nullish(),
  status: z.string().nullish(),
  awayPitcher: z.string().nullish(),
  homePitcher: z.string().nullish(),
  aiResults: z.array(aiResultSchema).nullish(),
  aiConsensus: aiConsensusSchema.nullish(),
});
export type Matchup = z.infer<typeof matchupSchema>;
