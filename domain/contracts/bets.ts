/** Saved bets on the wire (docs/design.md §3 POST/GET /api/bets); grading them: ../rules/bets.ts. */
import { z } from 'zod';
import { betGameSchema } from './betGames';
import { betModeSchema, betTypeSchema, selectionSchema } from './slip';

const outcomeSchema = z.enum(['pending', 'win', 'loss', 'push']);

/** A saved leg as GET/POST /api/bets return it: what was taken, what it is graded on, its grade and CLV. */
export const savedLegSchema = z.object({
  matchupId: z.string(),
  betType: betTypeSchema,
  selection: selectionSchema,
  price: z.number(),
  line: z.number().nullable(),
  gradedLine: z.number().nullable(),
  /** The book whose price the leg took; null: the posted price (docs/product.md §9). */
  book: z.string().nullable().optional(),
  status: outcomeSchema,
  closingPrice: z.number().nullable(),
  closingLine: z.number().nullable(),
  clv: z.number().nullable(),
});
export type SavedLeg = z.infer<typeof savedLegSchema>;

/**
 * A saved pick on the wire: docs/product.md §3's slip entry as the server rebuilt it from the lines taken,
 * plus its grade. teaserPoints only on teasers, betType only on singles.
 */
export const savedBetSchema = z.object({
  id: z.string(),
  units: z.number(),
  reasoning: z.string(),
  matchupId: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  betMode: betModeSchema,
  team: z.string(),
  moneyLine: z.string(),
  spread: z.string(),
  total: z.string(),
  teaserPoints: z.number().optional(),
  includedMatchups: z.array(z.string()),
  individualBets: z.array(z.string()),
  status: outcomeSchema,
  createdAt: z.string(),
  gradedAt: z.string().nullable(),
  price: z.number().nullable(),
  /** The book of the price taken: a single's, a combo's when every leg is at one book. */
  book: z.string().nullable().optional(),
  /** False: a bet its owner tracks; true (or absent): a handicapper's pick posted to subscribers. */
  published: z.boolean().optional(),
  profit: z.number().nullable(),
  clv: z.number().nullable(),
  betType: betTypeSchema.optional(),
  sport: z.string(),
  legs: z.array(savedLegSchema),
  /** A bet imported from a CSV: the file's Event and Bet texts (it has no legs). */
  imported: z.object({ event: z.string(), bet: z.string() }).optional(),
});
export type SavedBet = z.infer<typeof savedBetSchema>;

/** POST /api/bets answer. */
export const saveBetsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bets: z.array(savedBetSchema),
});
/** Most bets one page of GET /api/bets holds. */
export const MAX_BETS_PAGE = 500;

/**
 * GET /api/bets?limit=&before= : without `limit`, every bet (the original answer); with it, the
 * newest `limit` bets older than the bet whose id is `before` (none: from the newest).
 */
export const betsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.` })
    .int(`Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.`)
    .min(1, `Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.`)
    .max(MAX_BETS_PAGE, `Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.`)
    .optional(),
  before: z.string().trim().min(1).max(200).optional(),
});

/**
 * GET /api/bets answer: newest first. A page (`limit` asked) also says where the next one starts:
 * `nextBefore` is the id to send as `before`, null on the last page; absent without `limit`.
 */
export const betsResponseSchema = z.object({
  bets: z.array(savedBetSchema),
  nextBefore: z.string().nullable().optional(),
  /** The games of the open bets listed, as they stand now (domain/contracts/betGames.ts). */
  games: z.array(betGameSchema).optional(),
});
