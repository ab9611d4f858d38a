import type { Sport } from '@domain/rules/sports';
import type { Lines } from '../types';
import { toAmerican, type MarginShape } from './margins';
import { pregameChances, type Chances, type Points, type View } from './market';

// A book's prices from a view of a game's chances (./market.ts): its margin on each market, spread
// over the sides as its shapes say (./margins.ts).

/** A bookmaker's margin on each market, as overround (sum of implied probabilities - 1). */
export interface Vig {
  moneyline: number;
  spread: number;
  total: number;
}

/** The market's standard margins: 4.5% on the moneyline, -110/-110 (4.76%) on spreads and totals. */
export const STANDARD_VIG: Vig = { moneyline: 0.045, spread: 0.0476, total: 0.0476 };

/**
 * Two sides' fair chances (summing to 1) as American prices with an overround. The margin is
 * spread in proportion to each side's chance (multiplicative devig gives the chances back); a
 * heavy favourite's implied chance is held at (p + 1) / 2 (the long shot takes the rest of the
 * margin), so no price runs away (never the -11030 of an additive margin).
 */
export function pricePair(p: number, overround: number): [number, number] {
  const fav = Math.max(p, 1 - p);
  const favImplied = Math.min(fav * (1 + overround), (fav + 1) / 2);
  const dogImplied = 1 + overround - favImplied;
  return p >= 0.5
    ? [toAmerican(favImplied), toAmerican(dogImplied)]
    : [toAmerican(dogImplied), toAmerican(favImplied)];
}

/** How a book spreads its margin in each market (./margins). */
export type Shapes = Record<keyof Vig, MarginShape>;

/** The margin in proportion to each side's chance, in every market. */
export const PROPORTIONAL: Shapes = { moneyline: pricePair, spread: pricePair, total: pricePair };

/** A side more certain than this is not offered in play (the book takes the market down). */
export const LIVE_CERTAIN = 0.97;

/**
 * Prices of a set of chances with a book's margins, spread over the sides as the book's shapes
 * say; a market the book does not offer is null.
 */
export function priceChances(
  c: Chances,
  vig: Vig,
  certain = 1,
  shapes: Shapes = PROPORTIONAL,
): Required<Lines> {
  const offered = (p: number): boolean => Math.max(p, 1 - p) <= certain && Number.isFinite(p);
  const [homeMoneyLine, awayMoneyLine] =
    c.moneyline && offered(c.homeWin) ? shapes.moneyline(c.homeWin, vig.moneyline) : [null, null];
  const [homeSpreadPrice, awaySpreadPrice] = offered(c.homeCover)
    ? shapes.spread(c.homeCover, vig.spread)
    : [null, null];
  const [overPrice, underPrice] = offered(c.over) ? shapes.total(c.over, vig.total) : [null, null];
  return {
    homeMoneyLine,
    awayMoneyLine,
    homeSpread: c.homeSpread,
    awaySpread: -c.homeSpread + 0,
    totalPoints: c.totalPoints,
    homeSpreadPrice,
    awaySpreadPrice,
    overPrice,
    underPrice,
  };
}

/** A book's lines and prices for one view of the game: moneyline, spread (or run/puck line), total. */
export function priceGame(
  sport: Sport,
  raw: View,
  vig: Vig = STANDARD_VIG,
  at?: Partial<Points>,
  shapes: Shapes = PROPORTIONAL,
): Required<Lines> {
  return priceChances(pregameChances(sport, raw, at), vig, 1, shapes);
}
