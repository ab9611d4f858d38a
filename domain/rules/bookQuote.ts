/**
 * A book's price of one side, and the game as the slip takes it at that price (docs/product.md §9
 * "Price taken"). A book is named by its key ('fanduel'), as GET /api/matchups/{id}/odds lists it,
 * never by its title; the title is what a bettor reads. Which book is best for a single is the
 * engine's rule (domain/pricing/fairLine.ts); a parlay's or teaser's one book is ./slip.ts's
 * comboQuotes. The server checks a shown price against the same book's current one within
 * PRICE_TOLERANCE_POINTS (docs/design.md §3).
 */
import type { Matchup } from '../contracts/matchup';
import { formatAmerican, impliedProbability } from './odds';

type BetType = 'MoneyLine' | 'Spread' | 'Total';
type Picked = 'Home' | 'Away' | 'Over' | 'Under';

/** A side's price at one book: its key and title, the American price and the point (null on money lines). */
export interface BookQuote {
  book: string;
  title: string;
  price: number;
  point: number | null;
}

/** One book's lines of a game, as GET /api/matchups/{id}/odds lists them: its key, its title, its prices. */
export interface BookLines {
  book: string;
  title: string;
  awayMoneyLine?: number | null;
  homeMoneyLine?: number | null;
  awaySpread?: number | null;
  homeSpread?: number | null;
  awaySpreadPrice?: number | null;
  homeSpreadPrice?: number | null;
  totalPoints?: number | null;
  overPrice?: number | null;
  underPrice?: number | null;
}

const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);
const isPrice = (n: number | null | undefined): n is number => isNum(n) && Math.abs(n) >= 100;

/** The book's price and point of one side, or null when the book does not post it. */
export function bookSide(lines: BookLines, betType: BetType, selection: Picked): BookQuote | null {
  const home = selection === 'Home';
  let price: number | null | undefined;
  let point: number | null = null;
  if (betType === 'MoneyLine') {
    if (selection !== 'Home' && selection !== 'Away') return null;
    price = home ? lines.homeMoneyLine : lines.awayMoneyLine;
  } else if (betType === 'Spread') {
    if (selection !== 'Home' && selection !== 'Away') return null;
    price = home ? lines.homeSpreadPrice : lines.awaySpreadPrice;
    const own = home ? lines.homeSpread : lines.awaySpread;
    const other = home ? lines.awaySpread : lines.homeSpread;
    point = isNum(own) ? own : isNum(other) ? -other : null;
    if (point === null) return null;
  } else {
    if (selection !== 'Over' && selection !== 'Under') return null;
    price = selection === 'Over' ? lines.overPrice : lines.underPrice;
    point = isNum(lines.totalPoints) ? lines.totalPoints : null;
    if (point === null) return null;
  }
  return isPrice(price) ? { book: lines.book, title: lines.title, price, point } : null;
}

/** The side at the book with this key, or null when the game has no such book or it does not post the side. */
export function quoteAt(
  books: readonly BookLines[],
  key: string,
  betType: BetType,
  selection: Picked,
): BookQuote | null {
  const lines = books.find((b) => b.book === key);
  return lines ? bookSide(lines, betType, selection) : null;
}

/** The game with the quoted side's price and point in place of the posted ones, so every text and price reads the book's. */
export function withQuote(
  m: Matchup,
  betType: BetType,
  selection: Picked,
  quote: Pick<BookQuote, 'price' | 'point'> | null | undefined,
): Matchup {
  if (!quote) return m;
  if (betType === 'MoneyLine')
    return selection === 'Home'
      ? { ...m, homeMoneyLine: quote.price }
      : { ...m, awayMoneyLine: quote.price };
  if (betType === 'Spread' && quote.point !== null)
    return selection === 'Home'
      ? { ...m, homeSpread: quote.point, awaySpread: -quote.point, homeSpreadPrice: quote.price }
      : { ...m, awaySpread: quote.point, homeSpread: -quote.point, awaySpreadPrice: quote.price };
  if (betType === 'Total' && quote.point !== null)
    return selection === 'Over'
      ? { ...m, totalPoints: quote.point, overPrice: quote.price }
      : { ...m, totalPoints: quote.point, underPrice: quote.price };
  return m;
}

/**
 * docs/product.md §9 "Price taken": how far, in points of break-even chance, a book's current
 * price may be from the price the slip showed for the bet to be saved at the shown price. Half a
 * point: a bet shown at +204 (32.89%) is saved at +204 while the book stands between +200 and
 * +208; a move past it, either way, is refused as a moved price.
 */
export const PRICE_TOLERANCE_POINTS = 0.5;

/** True when `current` is within PRICE_TOLERANCE_POINTS of `shown` (both American). */
export function priceWithinTolerance(shown: number, current: number): boolean {
  const gap = Math.abs(impliedProbability(current) - impliedProbability(shown)) * 100;
  return gap <= PRICE_TOLERANCE_POINTS + 1e-9;
}

/** docs/product.md §9: the refusal of a price that moved past the tolerance since it was shown. */
export const priceMovedMessage = (leg: string, title: string, shown: number, now: number): string =>
  `Price moved: ${leg} is ${formatAmerican(now)} at ${title} now, not ${formatAmerican(shown)}. Add it again at the new price.`;

/** docs/product.md §9: the refusal of a spread or total whose point moved since it was shown. */
export const lineMovedMessage = (leg: string, title: string, now: number): string =>
  `Line moved: ${title} now offers ${now}, not the line shown for ${leg}. Add it again at the new line.`;
