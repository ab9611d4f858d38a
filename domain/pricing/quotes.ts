/**
 * A book's prices as the sides of a market (docs/product.md "Edges"): the light part of the edge
 * engine (./fairLine.ts), which the Books dialog reads without loading the engine itself.
 */
import { validAmerican } from './devig';

export type PricedMarket = 'moneyline' | 'spread' | 'total';
export type MarketSide = 'Home' | 'Away' | 'Over' | 'Under';

/** One book's current prices of a game (American odds and points; null where not posted). */
export interface BookPrices {
  book: string;
  title: string;
  awayMoneyLine: number | null;
  homeMoneyLine: number | null;
  awaySpread: number | null;
  homeSpread: number | null;
  awaySpreadPrice: number | null;
  homeSpreadPrice: number | null;
  totalPoints: number | null;
  overPrice: number | null;
  underPrice: number | null;
  updatedAt: string;
}

/** The two sides of a market at one book: prices and points (first: Home or Over). */
interface Quote {
  prices: [number, number];
  points: [number | null, number | null];
}

const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/** The sides of a market, first then second. */
export function marketSides(market: PricedMarket): readonly [MarketSide, MarketSide] {
  return market === 'total' ? ['Over', 'Under'] : ['Home', 'Away'];
}

/** A book's two prices of a market, or null when it does not post both (or their points disagree). */
export function quoteOf(b: BookPrices, market: PricedMarket): Quote | null {
  if (market === 'moneyline') {
    if (!validAmerican(b.homeMoneyLine) || !validAmerican(b.awayMoneyLine)) return null;
    return { prices: [b.homeMoneyLine, b.awayMoneyLine], points: [null, null] };
  }
  if (market === 'spread') {
    if (!validAmerican(b.homeSpreadPrice) || !validAmerican(b.awaySpreadPrice)) return null;
    if (!isNum(b.homeSpread) || !isNum(b.awaySpread) || b.homeSpread !== -b.awaySpread) return null;
    return { prices: [b.homeSpreadPrice, b.awaySpreadPrice], points: [b.homeSpread, b.awaySpread] };
  }
  if (!validAmerican(b.overPrice) || !validAmerican(b.underPrice) || !isNum(b.totalPoints))
    return null;
  return { prices: [b.overPrice, b.underPrice], points: [b.totalPoints, b.totalPoints] };
}
