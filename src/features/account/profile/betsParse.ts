import { z } from 'zod';
import { betGameSchema, type BetGame } from '@domain/contracts/betGames';
import { betModeSchema, betTypeSchema } from '@domain/contracts/slip';

/*
 * The lenient reading of GET /api/bets, with zod: loaded beside /profile rather than before its
 * first paint (./useBets.ts; docs/benchmarks.md, Lighthouse).
 */

// A saved pick as GET /api/bets returns it: docs/product.md §3's slip entry plus its grade. Read leniently
// (missing texts become '') so one odd row never hides the rest of the history.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const savedBetSchema = z.object({
  id: z.string(),
  units: z.number().catch(1),
  reasoning: text,
  matchupId: text,
  homeTeam: text,
  awayTeam: text,
  betMode: betModeSchema.catch('single'),
  team: text,
  moneyLine: text,
  spread: text,
  total: text,
  teaserPoints: z.number().nullish(),
  includedMatchups: z.array(z.string()).catch([]),
  individualBets: z.array(z.string()).catch([]),
  status: z.enum(['pending', 'win', 'loss', 'push']).catch('pending'),
  createdAt: z.string(),
  profit: z.number().nullable().catch(null),
  clv: z.number().nullable().catch(null),
  /** The American price the pick was taken at (a parlay's combined, a teaser's from the card). */
  price: z.number().nullable().optional().catch(null),
  /** The book whose price was taken (docs/product.md §9); null: the posted price. */
  book: z.string().nullable().optional().catch(null),
  // Not part of the product rules' slip entry; read when the server includes them.
  betType: betTypeSchema.optional().catch(undefined),
  sport: z.string().optional().catch(undefined),
  /** When it was graded: the bankroll chart moves then (docs/product.md §9 "Bet tracker"). */
  gradedAt: z.string().nullish().catch(null),
  /** A bet imported from a CSV: the file's own Event and Bet texts. */
  imported: z.object({ event: z.string(), bet: z.string() }).optional().catch(undefined),
});

export type SavedBet = z.infer<typeof savedBetSchema>;

/** The rows of a {bets: [...]} body that parse; anything else yields an empty list. */
export function parseBets(body: unknown): SavedBet[] {
  const list = (body as { bets?: unknown } | null)?.bets;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = savedBetSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The open bets' games from a GET /api/bets body, by matchup id (one odd game never hides the rest). */
export function parseGames(body: unknown): Map<string, BetGame> {
  const list = (body as { games?: unknown } | null)?.games;
  const games = new Map<string, BetGame>();
  if (!Array.isArray(list)) return games;
  for (const item of list) {
    const parsed = betGameSchema.safeParse(item);
    if (parsed.success) games.set(parsed.data.matchupId, parsed.data);
  }
  return games;
}
