/**
 * The bet slip's wire schemas (docs/product.md §3/§7): legs, slip entries and the POST /api/bets
 * body. Their shapes are declared zod-free in ../rules/slip.ts, which the root store and the
 * slip's rules read; each schema here reads exactly its shape.
 */
import { z } from 'zod';
import {
  MAX_LEGS,
  MAX_LEGS_MESSAGE,
  MAX_UNITS,
  UNITS_MESSAGE,
  MAX_UNITS_MESSAGE,
  type SlipBetType,
  type Selection,
  type BetMode,
  type EntryLeg,
  type SlipEntry,
} from '../rules/slip';
import { TEASER_POINTS } from '../rules/teaserCard';

export const betTypeSchema = z.enum([
  'MoneyLine',
  'Spread',
  'Total',
]) satisfies z.ZodType<SlipBetType>;
export const selectionSchema = z.enum([
  'Home',
  'Away',
  'Over',
  'Under',
]) satisfies z.ZodType<Selection>;
export const betModeSchema = z.enum(['single', 'parlay', 'teaser']) satisfies z.ZodType<BetMode>;

export const teaserPointsSchema = z
  .number()
  .refine(
    (n) => (TEASER_POINTS as readonly number[]).includes(n),
    'Teaser points must be 4, 5, 6, 7, 10 or 13',
  );

/** A book's key as GET /api/matchups/{id}/odds names it ('fanduel'), never its title. */
export const bookSchema = z.string().trim().min(1).max(80);
/** An American price the slip showed. */
const shownPriceSchema = z
  .number()
  .refine(
    (n) => Number.isFinite(n) && Math.abs(n) >= 100,
    'A price is American odds: -100 or below, +100 or above',
  );

/**
 * One leg of an entry as the server grades it: the game, the market, the side picked, the key of
 * the book whose current price it takes (absent or null: the posted price), and the price and
 * point the slip showed (docs/product.md §9 "Price taken").
 */
export const entryLegSchema = z.object({
  matchupId: z.string().min(1),
  betType: betTypeSchema,
  selection: selectionSchema,
  book: bookSchema.nullable().optional(),
  price: shownPriceSchema.nullable().optional(),
  point: z.number().nullable().optional(),
}) satisfies z.ZodType<EntryLeg>;

/** docs/product.md §3 bet slip entry; status and createdAt are filled on saving. */
export const slipEntrySchema = z.object({
  id: z.string().min(1).max(64),
  units: z.number().positive(UNITS_MESSAGE).max(MAX_UNITS, MAX_UNITS_MESSAGE),
  reasoning: z.string().max(2000),
  matchupId: z.string().min(1),
  homeTeam: z.string(),
  awayTeam: z.string(),
  betMode: betModeSchema,
  team: z.string(),
  moneyLine: z.string(),
  spread: z.string(),
  total: z.string(),
  teaserPoints: teaserPointsSchema.optional(),
  includedMatchups: z.array(z.string()).max(MAX_LEGS, MAX_LEGS_MESSAGE),
  individualBets: z.array(z.string()).max(MAX_LEGS, MAX_LEGS_MESSAGE),
  /** Optional on the wire: each leg in machine form (a single has one), for grading. */
  legs: z.array(entryLegSchema).min(1).max(MAX_LEGS, MAX_LEGS_MESSAGE).optional(),
  /** The price the browser showed (American); the server prices from its own lines. */
  price: z.number().nullable().optional(),
  /** True when a leg's price was not posted and -110 was assumed (docs/product.md §9). */
  priceAssumed: z.boolean().optional(),
  /** The key of the book of the price taken: a single's leg's, a combo's one book (docs/product.md §9). */
  book: bookSchema.nullable().optional(),
  /** That book's title, as the slip shows it (the server names the book from its own records). */
  bookTitle: z.string().max(80).nullable().optional(),
  /** The earliest start of the entry's games (ISO 8601), for the browser's closing check. */
  startsAt: z.string().nullable().optional(),
  status: z.enum(['pending', 'win', 'loss', 'push']).optional(),
  createdAt: z.string().optional(),
}) satisfies z.ZodType<SlipEntry>;

/**
 * docs/product.md §7 POST /bets body. `publish` is a handicapper's choice: true (their default)
 * posts the picks to subscribers, false tracks them privately; a bettor's bets are always their
 * own (docs/product.md §10).
 */
export const saveBetsRequestSchema = z.object({
  bets: z.array(slipEntrySchema).min(1),
  publish: z.boolean().optional(),
});
export type SaveBetsRequest = z.infer<typeof saveBetsRequestSchema>;
