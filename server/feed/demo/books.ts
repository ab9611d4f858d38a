import type { Sport } from '@/domain/sports';
import type { BookLines } from '../../matchups/types';
import { priceGame } from './market';
import type { Expectation } from './model';
import { LEAGUES } from './model';
import { Random } from './random';

// Five simulated sportsbooks (issue 19 item 5). Each prices the market's view of a game with its
// own margins and a small opinion of its own, so their lines and prices differ the way real books'
// do: the same spread at -105 here and -115 there, now and then a half point apart.

interface Book {
  book: string;
  title: string;
  /** Overrounds: moneyline 3.5-5.5%, spreads and totals about -108 to -112 a side. */
  vig: { moneyline: number; spread: number; total: number };
}

export const DEMO_BOOKS: readonly Book[] = [
  {
    book: 'draftkings',
    title: 'DraftKings',
    vig: { moneyline: 0.045, spread: 0.0476, total: 0.0476 },
  },
  { book: 'fanduel', title: 'FanDuel', vig: { moneyline: 0.042, spread: 0.0455, total: 0.0476 } },
  { book: 'betmgm', title: 'BetMGM', vig: { moneyline: 0.052, spread: 0.0476, total: 0.0476 } },
  { book: 'caesars', title: 'Caesars', vig: { moneyline: 0.048, spread: 0.0498, total: 0.0498 } },
  {
    book: 'betrivers',
    title: 'BetRivers',
    vig: { moneyline: 0.037, spread: 0.0435, total: 0.0455 },
  },
];

/** Each book's opinion differs from the market's by this share of the market's own noise. */
const BOOK_NOISE = 0.3;

/** The five books' lines for a game, from the market's current view of it. */
export function booksFor(
  seed: number,
  sport: Sport,
  gameId: string,
  view: Expectation,
): BookLines[] {
  const sd = LEAGUES[sport].marketNoise * BOOK_NOISE;
  return DEMO_BOOKS.map((b) => {
    const rng = new Random(seed, 'book', gameId, b.book);
    const own = { home: view.home + rng.normal(0, sd), away: view.away + rng.normal(0, sd) };
    return { book: b.book, title: b.title, ...priceGame(sport, own, b.vig) };
  });
}
