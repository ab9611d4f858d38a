/**
 * A book's price of one side, and the game as the slip takes it at that price (docs/product.md §9).
 * Which book is best is the engine's rule (domain/pricing/fairLine.ts); the server takes the same
 * book's current price when the pick is saved (docs/design.md §3).
 */
import type { Matchup } from '../contracts/matchup';

type BetType = 'MoneyLine' | 'Spread' | 'Total';
type Pick = 'Home' | 'Away' | 'Over' | 'Under';

/** A side's price at one book: its title, the American price and the point (null on money lines). */
export interface BookQuote {
  book: string;
  price: number;
  point: number | null;
}

/** One book's lines of a game, as GET /api/matchups/{id}/odds lists them. */
export interface BookLines {
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
export function bookSide(lines: BookLines, betType: BetType, selection: Pick): BookQuote | null {
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
  return isPrice(price) ? { book: lines.title, price, point } : null;
}

/** The game with the quoted side's price and point in place of the posted ones, so every text and price reads the book's. */
export function withQuote(
  m: Matchup,
  betType: BetType,
  selection: Pick,
  quote: BookQuote | null | undefined,
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
