/**
 * Edges a bettor can act on (docs/product.md "Edges"): a fair price for each side of a market
 * from a sharp book's line, its margin removed as the league's calibration chose (else the no-vig
 * median of all books), with the range the fair line's uncertainty allows; the models read
 * against it where they earned a weight; and the expected value of the best price the other books
 * offer at the same point, at the fair chance and at both ends of its range. One engine for the
 * server, the published picks, `npm run backtest:labels` and `npm run simulate:labels`.
 */
import { DEVIG_METHODS, devig, holdOf, type DevigMethod } from './devig';
import { expectedValue } from './edgePricing';
import { clampP, fairFirstSide, logit, type ModelView } from './modelBlend';
import {
  UNFITTED,
  fairLineFit,
  fairRange,
  type FairLineFit,
  type FairLineFits,
} from './fairLineCalibration';
import { americanToDecimal } from '../rules/odds';
import {
  marketSides,
  quoteOf,
  type BookPrices,
  type MarketSide,
  type PricedMarket,
} from './quotes';

export { marketSides, quoteOf, type BookPrices, type MarketSide, type PricedMarket };

/**
 * How the margin is removed: 'calibrated' (the default) takes each league's market's chosen
 * method and calibration (./fairLineCalibration.ts); a devig method names one for every market
 * (DEVIG_METHOD), its range still the four methods'.
 */
export const FAIR_LINE_METHODS = ['calibrated', ...DEVIG_METHODS] as const;
export type FairLineMethod = (typeof FAIR_LINE_METHODS)[number];

/** True when the text names a fair-line method. */
export function isFairLineMethod(value: unknown): value is FairLineMethod {
  return typeof value === 'string' && (FAIR_LINE_METHODS as readonly string[]).includes(value);
}

/** Where the fair line comes from and how the margin is removed. */
export interface PricingOptions {
  /** Book keys (The Odds API's) whose no-vig line is the fair line; the first present wins. */
  sharpBooks: readonly string[];
  method: FairLineMethod;
  /** Fits to use instead of the stored ones (`npm run backtest:labels -- --calibration`). */
  fits?: FairLineFits;
}

/** Pinnacle, Circa and LowVig: low-margin books that take sharp action (SHARP_BOOKS). */
export const DEFAULT_SHARP_BOOKS: readonly string[] = ['pinnacle', 'circasports', 'lowvig'];
export const DEFAULT_PRICING: PricingOptions = {
  sharpBooks: DEFAULT_SHARP_BOOKS,
  method: 'calibrated',
};

/** The fit a market is priced with: the league's calibration, or one named devig method. */
export function fitFor(
  method: FairLineMethod,
  league: string | null | undefined,
  market: PricedMarket,
  fits?: FairLineFits,
): FairLineFit {
  if (method === 'calibrated') return fairLineFit(league, market, fits);
  return { ...UNFITTED, method };
}

/**
 * A book whose own no-vig chance of a side is further than this from the fair line's, in
 * log-odds, has not moved with the market (or is wrong): its prices are left out of the best
 * price. 0.16 is 4 probability points at even money and 2.6 at 80/20: the same relative gap at
 * every price, so a longshot's quote is held to what an even side's is.
 */
export const STALE_GAP = 0.16;
/** A two-way margin at or above this (12%) is not a market; at or below 0 it pays both sides. */
export const MAX_HOLD = 0.12;

/** The first sharp book (in `sharpBooks` order) among a game's books, or null. */
export function sharpBookOf(
  books: readonly BookPrices[],
  sharpBooks: readonly string[],
): BookPrices | null {
  for (const key of sharpBooks) {
    const found = books.find((b) => b.book === key);
    if (found) return found;
  }
  return null;
}

/** The fair line of one market: its source, the first side's point, and the no-vig chances. */
export interface MarketReference {
  /** The sharp book's key, or null for the median of the books. */
  book: string | null;
  title: string;
  /** The first side's point (home spread or total); null for a moneyline. */
  point: number | null;
  /** No-vig chances of the first and second side, each conditional on no push. */
  fair: [number, number];
  /** The least and greatest fair chance of the first side the fair line's uncertainty allows. */
  range: [number, number];
  /** The source's margin (the sharp book's; the median's of the books used). */
  hold: number;
  /** The devig method used, and whether a logistic calibration followed it. */
  method: DevigMethod;
  calibrated: boolean;
  /** When the sharp book last moved (null for the median of the books). */
  updatedAt: string | null;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * The fair line of a market: the sharp book's no-vig line when it posts the market, else the
 * median no-vig line of the other books at their most common point. Null when nobody prices it.
 */
export function marketReference(
  books: readonly BookPrices[],
  market: PricedMarket,
  options: PricingOptions = DEFAULT_PRICING,
  league?: string | null,
): MarketReference | null {
  // The same books read again (a game's card beside its consensus) are not priced twice: the
  // reference is a pure function of the books, market, options and league.
  let known = references.get(books);
  if (!known) references.set(books, (known = new Map<string, KnownReference>()));
  const key = `${market}|${league ?? ''}`;
  const hit = known.get(key);
  if (hit && hit.options === options) return hit.reference;
  const reference = readReference(books, market, options, league);
  known.set(key, { options, reference });
  return reference;
}

interface KnownReference {
  options: PricingOptions;
  reference: MarketReference | null;
}
const references = new WeakMap<readonly BookPrices[], Map<string, KnownReference>>();

function readReference(
  books: readonly BookPrices[],
  market: PricedMarket,
  options: PricingOptions,
  league?: string | null,
): MarketReference | null {
  const fit = fitFor(options.method, league, market, options.fits);
  const sharp = sharpBookOf(books, options.sharpBooks);
  const sharpQuote = sharp ? quoteOf(sharp, market) : null;
  const sharpFair = sharpQuote ? fairRange(fit, ...sharpQuote.prices) : null;
  if (sharp && sharpQuote && sharpFair) {
    return {
      book: sharp.book,
      title: sharp.title,
      point: sharpQuote.points[0],
      fair: [sharpFair.fair, 1 - sharpFair.fair],
      range: [sharpFair.low, sharpFair.high],
      hold: holdOf(...sharpQuote.prices),
      method: fit.method,
      calibrated: fit.calibration !== null,
      updatedAt: sharp.updatedAt,
    };
  }
  const quotes = books
    .filter((b) => b !== sharp)
    .flatMap((b) => {
      const q = quoteOf(b, market);
      return q && holdOf(...q.prices) > 0 && holdOf(...q.prices) < MAX_HOLD ? [q] : [];
    });
  if (quotes.length === 0) return null;
  const point = modalPoint(quotes.map((q) => q.points[0]));
  const atPoint = quotes.filter((q) => q.points[0] === point);
  // Without a sharp book the books' own margins are removed as they are (no calibration was
  // fitted to them); the range is the four methods' medians.
  const medianBy = (method: DevigMethod): number | null => {
    const fairs = atPoint.flatMap((q) => {
      const f = devig(...q.prices, method);
      return f ? [f[0]] : [];
    });
    return fairs.length ? median(fairs) : null;
  };
  const first = medianBy(fit.method);
  if (first === null) return null;
  const all = DEVIG_METHODS.flatMap((m) => {
    const f = medianBy(m);
    return f === null ? [] : [f];
  });
  return {
    book: null,
    title: atPoint.length === 1 ? 'One book' : `Median of ${String(atPoint.length)} books`,
    point,
    fair: [first, 1 - first],
    range: [Math.min(first, ...all), Math.max(first, ...all)],
    hold: median(atPoint.map((q) => holdOf(...q.prices))),
    method: fit.method,
    calibrated: false,
    updatedAt: null,
  };
}

// The most common point (ties: the one listed first); null stays null (moneylines).
function modalPoint(points: readonly (number | null)[]): number | null {
  const counts = new Map<number | null, number>();
  for (const p of points) counts.set(p, (counts.get(p) ?? 0) + 1);
  let best: number | null = points[0] ?? null;
  let bestCount = 0;
  for (const [p, c] of counts)
    if (c > bestCount) {
      best = p;
      bestCount = c;
    }
  return best;
}

/**
 * Whether a book's market has not moved with the fair line: posted at the reference's point and
 * either its margin is outside (0, 12%), its own no-vig chance of the first side is more than
 * STALE_GAP from the fair one in log-odds, or it last moved more than STALE_MS before the sharp book did. A
 * book at another point is not compared (and not a candidate).
 */
export function isStaleQuote(b: BookPrices, market: PricedMarket, ref: MarketReference): boolean {
  const q = quoteOf(b, market);
  if (!q || q.points[0] !== ref.point) return false;
  const hold = holdOf(...q.prices);
  if (hold <= 0 || hold >= MAX_HOLD) return true;
  const own = devig(...q.prices, ref.method);
  if (!own) return true;
  const gap = Math.abs(logit(clampP(own[0])) - logit(clampP(ref.fair[0])));
  return gap > STALE_GAP || isStaleTime(b, ref);
}

/**
 * A book that has not moved for this long while the sharp book has is stale whatever its prices
 * say: its line is left over from an older market.
 */
export const STALE_MS = 60 * 60_000;

function isStaleTime(b: BookPrices, ref: MarketReference): boolean {
  if (ref.updatedAt === null) return false;
  const own = Date.parse(b.updatedAt);
  const sharp = Date.parse(ref.updatedAt);
  return Number.isFinite(own) && Number.isFinite(sharp) && sharp - own > STALE_MS;
}

/** The best price of a side: which book, its price and point, and when the book last moved. */
export interface BestPrice {
  book: string;
  title: string;
  price: number;
  point: number | null;
  updatedAt: string;
}

/**
 * The best price of one side (0 = first, 1 = second) among the books that post the market at the
 * reference's point, leaving out the reference book itself (the line we price against is not one
 * we point at: against its own no-vig it is worth minus its margin) and stale books.
 */
export function bestPriceOf(
  books: readonly BookPrices[],
  market: PricedMarket,
  side: 0 | 1,
  ref: MarketReference,
): BestPrice | null {
  let best: BestPrice | null = null;
  let bestDecimal = 0;
  for (const b of books) {
    if (ref.book !== null && b.book === ref.book) continue;
    const q = quoteOf(b, market);
    if (!q || q.points[0] !== ref.point || isStaleQuote(b, market, ref)) continue;
    const price = q.prices[side];
    const decimal = americanToDecimal(price);
    if (decimal > bestDecimal) {
      bestDecimal = decimal;
      best = { book: b.book, title: b.title, price, point: q.points[side], updatedAt: b.updatedAt };
    }
  }
  return best;
}

/** Expected profit per unit at an American price for a chance of winning given no push (the one EV, expectedValue). */
export function edgeAt(fairProbability: number, american: number): number {
  return expectedValue(fairProbability, 0, american);
}

/** One side of a market, priced. */
export interface SidePricing {
  side: MarketSide;
  /** The side's point at the reference (spread or total), null for a moneyline. */
  point: number | null;
  /** The fair chance the side wins given no push (the models read against the fair line). */
  fairProbability: number;
  /** The fair line's own no-vig chance of the side, given no push. */
  marketProbability: number;
  pushProbability: number;
  bestPrice: BestPrice | null;
  /** Expected profit per unit at the best price given no push: fair × decimal − 1. */
  edge: number | null;
  /** The edge at the low and the high end of the fair chance's range (edgeLow ≤ edge ≤ edgeHigh). */
  edgeLow: number | null;
  edgeHigh: number | null;
}

/** A market priced: its fair line, each side, and the books left out as stale. */
export interface MarketPricing {
  market: PricedMarket;
  reference: MarketReference;
  sides: [SidePricing, SidePricing];
  stale: string[];
}

/**
 * Prices both sides of a market from a game's books: the fair line, the models read against it,
 * and the best price with its edge. Null when no book prices the market.
 */
export function priceMarket(
  books: readonly BookPrices[],
  market: PricedMarket,
  options: PricingOptions = DEFAULT_PRICING,
  models: readonly ModelView[] = [],
  pushProbability = 0,
  league?: string | null,
): MarketPricing | null {
  const reference = marketReference(books, market, options, league);
  if (!reference) return null;
  const first = fairFirstSide(reference.fair[0], models);
  // The range moves with the models as the fair chance does.
  const low = Math.min(first, fairFirstSide(reference.range[0], models));
  const high = Math.max(first, fairFirstSide(reference.range[1], models));
  const fairs = [first, 1 - first] as const;
  const ranges = [
    [low, high],
    [1 - high, 1 - low],
  ] as const;
  const names = marketSides(market);
  const side = (i: 0 | 1): SidePricing => {
    const bestPrice = bestPriceOf(books, market, i, reference);
    const fairProbability = fairs[i];
    const [lo, hi] = ranges[i];
    return {
      side: names[i],
      point:
        market === 'moneyline' || reference.point === null
          ? null
          : i === 0 || market === 'total'
            ? reference.point
            : -reference.point + 0, // + 0: a pick'em's other side is 0, not -0
      fairProbability,
      marketProbability: reference.fair[i],
      pushProbability,
      bestPrice,
      edge: bestPrice ? edgeAt(fairProbability, bestPrice.price) : null,
      edgeLow: bestPrice ? edgeAt(lo, bestPrice.price) : null,
      edgeHigh: bestPrice ? edgeAt(hi, bestPrice.price) : null,
    };
  };
  const stale = books.filter((b) => isStaleQuote(b, market, reference)).map((b) => b.book);
  return { market, reference, sides: [side(0), side(1)], stale };
}

/** The books stale in any market of a game (left out of every best price of that market). */
export function staleMarkets(
  books: readonly BookPrices[],
  options: PricingOptions = DEFAULT_PRICING,
  league?: string | null,
): Map<string, PricedMarket[]> {
  const out = new Map<string, PricedMarket[]>();
  for (const market of ['moneyline', 'spread', 'total'] as const) {
    const ref = marketReference(books, market, options, league);
    if (!ref) continue;
    for (const b of books) {
      if (!isStaleQuote(b, market, ref)) continue;
      out.set(b.book, [...(out.get(b.book) ?? []), market]);
    }
  }
  return out;
}
