/** The Bets/Leans/Locks summary rows as the wire carries them (the summaries: ../rules/aiPicks.ts). */
import { z } from 'zod';

export const summaryGameSchema = z.object({
  id: z.string(),
  gameTime: z.string(),
  teamBet: z.string(),
  confidenceRating: z.number(),
  outcome: z.enum(['pending', 'win', 'loss']),
  margin: z.number().nullable(),
  price: z.number().optional(),
  priceAssumed: z.boolean().optional(),
  units: z.number().optional(),
});
export const summaryRowSchema = z.object({
  betType: z.enum(['moneyline', 'spread', 'over', 'under']),
  count: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  totalGames: z.number().int().nonnegative(),
  games: z.array(summaryGameSchema),
  units: z.number().optional(),
  assumedPrices: z.number().int().nonnegative().optional(),
});
