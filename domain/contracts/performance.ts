/**
 * The wire shapes of GET /api/total-results and GET /api/ai-performance (which AI picks count as
 * bets and how they are graded: ../rules/performance.ts).
 */
import { z } from 'zod';
import { aggregatedResultRowSchema } from './records';
import { PERFORMANCE_BET_TYPES, PERIODS, type BetStats } from '../rules/performance';

export const periodSchema = z.enum(PERIODS);
export const performanceBetTypeSchema = z.enum(PERFORMANCE_BET_TYPES);

export const betStatsSchema = z.object({
  /** Graded bets (wins + losses + pushes). */
  totalBets: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  /** Wins / (wins + losses) ×100, one decimal; pushes apart (domain/rules/figures.ts). Null when none is decided. */
  winRate: z.number().nullable(),
  /** Units won / units staked ×100, one decimal (one unit a bet, pushes included). Null without bets. */
  roi: z.number().nullable(),
  /** Profit in units, two decimals. */
  units: z.number(),
  /** The average price as American odds (mean of the decimal odds); null without bets. */
  avgOdds: z.number().int().nullable(),
}) satisfies z.ZodType<BetStats>;

// ---- GET /api/total-results ----

/** GET /api/total-results?sport=all|nba|…&date=yyyy-MM-dd (date required: one day at a time). */
export const totalResultsResponseSchema = z.object({ rows: z.array(aggregatedResultRowSchema) });
export type TotalResultsResponse = z.infer<typeof totalResultsResponseSchema>;

// ---- GET /api/ai-performance ----

/** One market's card: docs/product.md §3 model summary fields for all AI bets of that bet type. */
export const marketPerformanceSchema = betStatsSchema.extend({
  betType: performanceBetTypeSchema,
  bestSport: z.string().nullable(),
});
export type MarketPerformance = z.infer<typeof marketPerformanceSchema>;

/** Cumulative units per bet type at the end of a date (only dates with a graded bet). */
export const performancePointSchema = z.object({
  date: z.string(),
  moneyline: z.number(),
  spread: z.number(),
  over: z.number(),
  under: z.number(),
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;

/**
 * Where a record row comes from (its origin, shown beside it): 'history' = a walk-forward
 * prediction on an imported historical game; 'demo' = any prediction on a game of the simulated
 * demo feed; 'live' = made before a real game started.
 */
export const ledgerSourceSchema = z.enum(['live', 'history', 'demo']);
export type LedgerSource = z.infer<typeof ledgerSourceSchema>;

/** A graded AI bet (docs/product.md §3 recent bet); a push shows as a Loss with 0 units and push true. */
export const recentAiBetSchema = z.object({
  id: z.string(),
  date: z.string(),
  sport: z.string(),
  matchup: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  betType: performanceBetTypeSchema,
  pick: z.string(),
  odds: z.number(),
  /** No price was posted: the odds are an assumed -110 (shown as such). */
  oddsAssumed: z.boolean(),
  result: z.enum(['Win', 'Loss']),
  push: z.boolean(),
  units: z.number(),
  /** Its origin: Imported history, Demo or Live (ledgerSourceSchema). */
  source: ledgerSourceSchema,
});
export type RecentAiBet = z.infer<typeof recentAiBetSchema>;

/** An ungraded AI bet on a game that has not started (docs/product.md §3 upcoming prediction). */
export const upcomingPredictionSchema = z.object({
  id: z.string(),
  date: z.string(),
  startsAt: z.string(),
  sport: z.string(),
  matchup: z.string(),
  betType: performanceBetTypeSchema,
  pick: z.string(),
  odds: z.number(),
  oddsAssumed: z.boolean(),
  confidence: z.enum(['High', 'Medium']),
  confidencePercent: z.number(),
});
export type UpcomingPrediction = z.infer<typeof upcomingPredictionSchema>;

/** docs/product.md §3 model summary for one model over the period, its markets and upcoming bets. */
export const modelPerformanceSchema = betStatsSchema.extend({
  modelId: z.string(),
  modelName: z.string(),
  description: z.string(),
  bestSport: z.string().nullable(),
  markets: z.array(marketPerformanceSchema),
  upcoming: z.array(upcomingPredictionSchema),
  insights: z.array(z.object({ title: z.string(), stats: z.string() })),
});
export type ModelPerformance = z.infer<typeof modelPerformanceSchema>;

/** Graded AI bets by origin, so imported history and demo games are labelled as such. */
export const sourceCountsSchema = z.object({
  live: z.number().int().nonnegative(),
  history: z.number().int().nonnegative(),
  demo: z.number().int().nonnegative(),
});
export type SourceCounts = z.infer<typeof sourceCountsSchema>;

/** GET /api/ai-performance?period=7d|30d|90d|ytd|all&sport=all|nba|… */
export const aiPerformanceResponseSchema = z.object({
  period: periodSchema,
  sport: z.string(),
  /** First date covered (yyyy-MM-dd, Eastern), null for all; `to` is today. */
  from: z.string().nullable(),
  to: z.string(),
  markets: z.array(marketPerformanceSchema),
  series: z.array(performancePointSchema),
  recentBets: z.array(recentAiBetSchema),
  models: z.array(modelPerformanceSchema),
  sources: sourceCountsSchema,
});
export type AiPerformanceResponse = z.infer<typeof aiPerformanceResponseSchema>;
