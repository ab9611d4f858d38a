import { z } from 'zod';
import { pricingBooks } from '@domain/pricing/consensus';
import {
  DEFAULT_PRICING,
  priceMarket,
  sharpBookOf,
  staleMarkets,
  type PricedMarket,
} from '@domain/pricing/fairLine';
import { bookPricesSchema, type Matchup, type MatchupOdds } from '@domain/contracts/matchup';
import type { Queryable } from '../db/db';
import { LINE_COLUMN_LIST, lineValues, linesFromDb, type LineCells } from './rows';
import { LINE_KEYS, type BookLines } from './types';

// Every bookmaker's prices of a game, kept beside the consensus lines.

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** One book's current prices of a game, as GET /api/matchups/{id}/odds lists them. */
export type BookOdds = z.infer<typeof bookPricesSchema>;

// Whether two lists of a game's books hold the same books at the same prices.
function samePrices(stored: readonly BookOdds[], reported: readonly BookLines[]): boolean {
  if (stored.length !== reported.length) return false;
  const byKey = new Map(stored.map((b) => [b.book, b]));
  return reported.every((r) => {
    const s = byKey.get(r.book);
    return (
      s !== undefined &&
      s.title === r.title &&
      LINE_KEYS.every((k) => (s[k] ?? null) === (r[k] ?? null))
    );
  });
}

/**
 * Replaces a game's book prices with the ones just reported; true when any price changed (a
 * book that moves is an odds change: the edge engine reads every book).
 */
export async function saveBooks(
  tx: Queryable,
  matchupId: string,
  books: readonly BookLines[],
  at: Date,
): Promise<boolean> {
  const stored = await listBooks(tx, matchupId);
  if (samePrices(stored, books)) return false;
  await tx.query(`DELETE FROM matchup_book_odds WHERE matchup_id = $1`, [matchupId]);
  if (books.length === 0) return true;
  // A book keeps the time it last moved (the edge engine leaves out a book far behind the sharp
  // one): its own time when the feed gives one, the stored one while its prices stand, else now.
  const before = new Map(stored.map((b) => [b.book, b]));
  const movedAt = (b: BookLines): Date => {
    const prior = before.get(b.book);
    if (prior && samePrices([prior], [b])) return new Date(prior.updatedAt);
    const own = b.updatedAt === undefined ? NaN : new Date(b.updatedAt).getTime();
    return Number.isFinite(own) ? new Date(Math.min(own, at.getTime())) : at;
  };
  const params: unknown[] = [matchupId];
  const tuples = books.map((b) => {
    const first = params.length + 1;
    params.push(b.book, b.title, ...lineValues(b), movedAt(b));
    const cells = Array.from({ length: 3 + LINE_KEYS.length }, (_, i) => `$${first + i}`);
    return `($1, ${cells.join(', ')})`;
  });
  await tx.query(
    `INSERT INTO matchup_book_odds (matchup_id, book, title, ${LINE_COLUMN_LIST}, updated_at)
     VALUES ${tuples.join(', ')} ON CONFLICT (matchup_id, book) DO NOTHING`,
    params,
  );
  return true;
}

interface BookDbRow extends LineCells {
  book: string;
  title: string;
  updated_at: Date | string;
}

/** A game's book prices, by book title. */
export async function listBooks(db: Queryable, matchupId: string): Promise<BookOdds[]> {
  const { rows } = await db.query<BookDbRow>(
    `SELECT * FROM matchup_book_odds WHERE matchup_id = $1 ORDER BY title, book`,
    [matchupId],
  );
  return rows.map(bookFromDb);
}

function bookFromDb(r: BookDbRow): BookOdds {
  return {
    book: r.book,
    title: r.title,
    ...linesFromDb(r),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The book prices of many games at once, by matchup id. */
export async function listBooksMany(
  db: Queryable,
  matchupIds: readonly string[],
): Promise<Map<string, BookOdds[]>> {
  const out = new Map<string, BookOdds[]>();
  if (matchupIds.length === 0) return out;
  const { rows } = await db.query<BookDbRow & { matchup_id: string }>(
    `SELECT * FROM matchup_book_odds WHERE matchup_id = ANY($1::text[]) ORDER BY title, book`,
    [matchupIds],
  );
  for (const r of rows) {
    const list = out.get(r.matchup_id) ?? [];
    list.push(bookFromDb(r));
    out.set(r.matchup_id, list);
  }
  return out;
}

/**
 * The books of a game as its card was priced (docs/product.md "Edges"): the sharp reference
 * apart, every other book with its stale markets, and the best price of each side, from the same
 * books the card's consensus reads (domain/pricing/consensus.ts `pricingBooks`). Once the game has
 * started without the sharp book moving, the card reads its posted closing line: then no book is
 * stale or best, and `best` is that line's.
 */
export function matchupOdds(matchup: Matchup, now: number = Date.now()): MatchupOdds {
  const books = matchup.books ?? [];
  const pricing = matchup.pricing ?? DEFAULT_PRICING;
  const priced = pricingBooks(matchup, now);
  const fromBooks = priced === matchup.books;
  const reference = fromBooks ? sharpBookOf(books, pricing.sharpBooks) : null;
  const stale = fromBooks
    ? staleMarkets(books, pricing, matchup.sport)
    : new Map<string, PricedMarket[]>();
  const markets = {
    moneyline: priceMarket(priced, 'moneyline', pricing, [], 0, matchup.sport),
    spread: priceMarket(priced, 'spread', pricing, [], 0, matchup.sport),
    total: priceMarket(priced, 'total', pricing, [], 0, matchup.sport),
  };
  const best = (market: PricedMarket) => {
    const of = (i: 0 | 1) => markets[market]?.sides[i].bestPrice ?? null;
    return [of(0), of(1)] as const;
  };
  const fairOf = (market: PricedMarket) => {
    const m = markets[market];
    if (!m) return null;
    const { reference, sides } = m;
    return {
      reference: {
        book: reference.book,
        title: reference.title,
        method: reference.method,
        calibrated: reference.calibrated,
        hold: round4(reference.hold),
      },
      points: [sides[0].point, sides[1].point] as [number | null, number | null],
      fair: [round4(sides[0].fairProbability), round4(sides[1].fairProbability)] as [
        number,
        number,
      ],
    };
  };
  const [homeMoneyLine, awayMoneyLine] = best('moneyline');
  const [homeSpread, awaySpread] = best('spread');
  const [over, under] = best('total');
  return {
    matchupId: matchup.id,
    reference,
    sharpBooks: [...pricing.sharpBooks],
    method: pricing.method,
    pricedFrom: fromBooks ? 'books' : 'posted',
    books: books
      .filter((b) => b !== reference)
      .map((b) => {
        const markets = stale.get(b.book) ?? [];
        return { ...b, stale: markets.length > 0, staleMarkets: markets };
      }),
    markets: { moneyline: fairOf('moneyline'), spread: fairOf('spread'), total: fairOf('total') },
    best: { homeMoneyLine, awayMoneyLine, homeSpread, awaySpread, over, under },
  };
}
