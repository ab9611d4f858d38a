/**
 * The live state of the games an open bet is on (docs/product.md §9 "Bet tracker"): GET /api/bets
 * sends it beside the bets, read from the matchups store, and Betting History and the profile
 * show it as "Q3 4:12 · 55-60", "Final 99-102" or "Starts 7:30 PM EST" (the account's zone).
 */
import { z } from 'zod';

/** One game of an open bet, as GET /api/bets sends it in `games`. */
export const betGameSchema = z.object({
  matchupId: z.string(),
  sport: z.string(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  status: z.string(),
  /** ISO instant of the start. */
  startsAt: z.string(),
  period: z.string().nullable(),
  clock: z.string().nullable(),
  awayScore: z.number().nullable(),
  homeScore: z.number().nullable(),
});
export type BetGame = z.infer<typeof betGameSchema>;
