import { z } from 'zod';
import { DEVIG_METHODS } from '../pricing/devig';
import { QUOTE_SIDES, type QuoteSide } from './quoteSides';

export type { QuoteSide } from './quoteSides';

/** A market pick's recommendation: the labels, or the numeric form (1=Lean, 2=Bet, 3=Consensus). */
export const recommendationSchema = z.union([
  z.enum(['Bet', 'Lean', 'Lock', 'Consensus']),
  z.number(),
]);

export const sideSchema = z.enum(['Home', 'Away']);
export type Side = z.infer<typeof sideSchema>;

/**
 * What a market's probability was read from: the model's calibrated chance of the first side
 * (home, over) given no push, and the weight its record earns against a price (the anchor's w).
 */
export const anchorInputSchema = z.object({ model: z.number(), weight: z.number() });

/** A model's pick in one market and the calibrated probability that this exact pick wins. */
export const sidePickSchema = z.object({
  pick: sideSchema,
  /** Calibrated chance the pick wins (a push counts as not winning), 0-1. */
  probability: z.number(),
  /** Chance of a push on a whole line (the stake comes back), 0-1. */
  push: z.number().nullish(),
  anchor: anchorInputSchema.nullish(),
});
export const totalPickSchema = z.object({
  pick: z.enum(['Over', 'Under']),
  probability: z.number(),
  push: z.number().nullish(),
  anchor: anchorInputSchema.nullish(),
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
 * The best price of a side across the books: the book's key (what a bet saves) and title (what
 * the card shows), the price and point; its last move on the odds route (the card leaves it out).
 */
export const bestPriceSchema = z.object({
  book: z.string(),
  title: z.string(),
  price: z.number(),
  point: z.number().nullable(),
  updatedAt: z.string().nullish(),
});

/** Where a market's fair line comes from: a sharp book (its key) or the books' median (null). */
export const fairReferenceSchema = z.object({
  book: z.string().nullable(),
  title: z.string(),
  method: z.enum(DEVIG_METHODS),
  /** Whether a logistic calibration (fitted per league and market) followed the devig. */
  calibrated: z.boolean().nullish(),
  /** The source's margin on the market (0.025 = 2.5%). */
  hold: z.number(),
});

/**
 * One market's consensus pick (docs/product.md "Edges"). `fairProbability` is the chance the
 * pick wins given no push (the AI models read against the fair line), `marketProbability` the fair
 * line's own no-vig chance (also given no push), `pushProbability` the chance of a push on a
 * whole line; `bestPrice` the best price of the pick among the books at the reference's point;
 * `edge` = fairProbability × decimal(bestPrice) − 1; `price` = bestPrice's. `probability` and
 * `confidence` (× 100) repeat the fair chance. A pick with edge ≤ 0 or no price has no
 * recommendation; a labelled pick carries `stake`, a quarter-Kelly suggestion in units.
 */
export const marketConsensusSchema = z.object({
  pick: z.enum(['Home', 'Away', 'Over', 'Under']),
  recommendation: recommendationSchema.nullish(),
  confidence: z.number().nullish(),
  probability: z.number().nullish(),
  fairProbability: z.number().nullish(),
  marketProbability: z.number().nullish(),
  pushProbability: z.number().nullish(),
  /** The pick's spread or total at the reference; null for a moneyline. */
  point: z.number().nullish(),
  price: z.number().nullish(),
  bestPrice: bestPriceSchema.nullish(),
  edge: z.number().nullish(),
  /** The edge at the low and high end of the fair chance's range; the label follows edgeLow. */
  edgeLow: z.number().nullish(),
  edgeHigh: z.number().nullish(),
  stake: z.number().nullish(),
  /** Staked together with this market of the same game (the other side of one risk); stake 0. */
  stakedWith: z.enum(['moneyline', 'spread']).nullish(),
  reference: fairReferenceSchema.nullish(),
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

const bookPrice = z.number().nullable();
const bookPoint = z.number().nullable();
/** One book's current prices of a game (American odds and points; null where not posted). */
export const bookPricesSchema = z.object({
  book: z.string(),
  title: z.string(),
  awayMoneyLine: bookPrice,
  homeMoneyLine: bookPrice,
  awaySpread: bookPoint,
  homeSpread: bookPoint,
  awaySpreadPrice: bookPrice,
  homeSpreadPrice: bookPrice,
  totalPoints: bookPoint,
  overPrice: bookPrice,
  underPrice: bookPrice,
  updatedAt: z.string(),
});
export const pricingSchema = z.object({
  sharpBooks: z.array(z.string()),
  method: z.enum(['calibrated', ...DEVIG_METHODS]),
});

/**
 * A game on the wire (docs/product.md §3 plus docs/design.md §4's startsAt). `date` is yyyy-MM-dd and `time`
 * 'h:mm a', both US Eastern; `startsAt` is ISO 8601 UTC. Lines are American odds and points.
 * What the hub sends (lists and pushes) is the game's card (server/matchups/wire.ts `toCard`,
 * docs/architecture.md "The wire"): its consensus priced on the server, each market's pick with
 * its best price's book, edge, range, label and stake, and no `books`, `pricing` or `aiResults`
 * (those are the server's priced form; the odds and predictions routes serve them on demand).
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
  /**
   * Before the start, each side's best price among the books at the card's point, by the book's
   * key (docs/product.md §9 "Price taken"): the price the card shows for that side, and the one a
   * click puts in the slip. Null for a side no book prices; absent once the game has started.
   */
  quotes: z
    .object(
      Object.fromEntries(QUOTE_SIDES.map((side) => [side, bestPriceSchema.nullable()])) as Record<
        QuoteSide,
        z.ZodNullable<typeof bestPriceSchema>
      >,
    )
    .nullish(),
  /** Every book's current prices (the edge engine's input on the server; frozen at the start). */
  books: z.array(bookPricesSchema).nullish(),
  /** The fair line's settings: sharp books in order of preference and the devig method. */
  pricing: pricingSchema.nullish(),
});
export type Matchup = z.infer<typeof matchupSchema>;

/** A book on the odds route: its prices and whether the card's pricing left it out as stale. */
const listedBookSchema = bookPricesSchema.extend({
  /** Its own no-vig line is more than 4 points from the fair line's in some market: left out of that market's best prices. */
  stale: z.boolean(),
  staleMarkets: z.array(z.enum(['moneyline', 'spread', 'total'])),
});
const sideBestSchema = bestPriceSchema.nullable();
const marketFairSchema = z.object({
  reference: fairReferenceSchema,
  points: z.tuple([z.number().nullable(), z.number().nullable()]),
  fair: z.tuple([z.number(), z.number()]),
});

/**
 * GET /api/matchups/{id}/odds (server/matchups/booksRoutes.ts): every book's prices of one game
 * with the stale and best flags of the pricing its card shows, asked for when a dialog or the
 * slip needs them (the matchups list carries the card only, docs/architecture.md "The wire").
 */
export const matchupOddsSchema = z.object({
  matchupId: z.string(),
  /** The sharp book the fair line comes from (not a candidate for the best price), or null. */
  reference: bookPricesSchema.nullable(),
  sharpBooks: z.array(z.string()),
  method: pricingSchema.shape.method,
  /**
   * 'books' while the card is priced from the books; 'posted' once the game has started and the
   * sharp book has not moved since: the card then reads its posted closing line, no book is a
   * best price and none is stale.
   */
  pricedFrom: z.enum(['books', 'posted']),
  /** Every other book, by title. */
  books: z.array(listedBookSchema),
  /**
   * Each market's fair line as the card reads it (null when no book prices the market): where
   * it comes from, and each side's point and no-vig chance (first side Home or Over).
   */
  markets: z.object({
    moneyline: marketFairSchema.nullable(),
    spread: marketFairSchema.nullable(),
    total: marketFairSchema.nullable(),
  }),
  /** Per side the best price the card's pricing takes (the posted line's when pricedFrom is 'posted'). */
  best: z.object({
    homeMoneyLine: sideBestSchema,
    awayMoneyLine: sideBestSchema,
    homeSpread: sideBestSchema,
    awaySpread: sideBestSchema,
    over: sideBestSchema,
    under: sideBestSchema,
  }),
});
export type MatchupOdds = z.infer<typeof matchupOddsSchema>;

/**
 * GET /api/matchups/{id}/predictions: each model's result for one game (the Models dialog, the
 * AI Analysis block) and the consensus's summary, asked for when the card opens them.
 */
export const matchupPredictionsSchema = z.object({
  matchupId: z.string(),
  summary: z.string().nullable(),
  results: z.array(aiResultSchema),
});
export type MatchupPredictions = z.infer<typeof matchupPredictionsSchema>;
