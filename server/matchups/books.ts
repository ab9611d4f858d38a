import { z } from 'zod';
import type { Queryable } from '../db/db';
import type { BookLines } from './types';

// Every bookmaker's prices of a game (issue 19 item 5), kept beside the consensus lines.

const price = z.number().int().nullable();
const point = z.number().nullable();

/** One book's current prices of a game, as GET /api/matchups/{id}/odds lists them. */
export const bookOddsSchema = z.object({
  book: z.string(),
  title: z.string(),
  awayMoneyLine: price,
  homeMoneyLine: price,
  awaySpread: point,
  homeSpread: point,
  awaySpreadPrice: price,
  homeSpreadPrice: price,
  totalPoints: point,
  overPrice: price,
  underPrice: price,
  updatedAt: z.string(),
});
export type BookOdds = z.infer<typeof bookOddsSchema>;

/** The best price of each side across the books, with the book that posts it (null: nobody does). */
const bestSchema = z
  .object({ price: z.number().int(), book: z.string(), point: z.number().nullable() })
  .nullable();
export const matchupOddsSchema = z.object({
  matchupId: z.string(),
  books: z.array(bookOddsSchema),
  best: z.object({
    homeMoneyLine: bestSchema,
    awayMoneyLine: bestSchema,
    homeSpread: bestSchema,
    awaySpread: bestSchema,
    over: bestSchema,
    under: bestSchema,
  }),
});
export type MatchupOdds = z.infer<typeof matchupOddsSchema>;

/** Replaces a game's book prices with the ones just reported. */
export async function saveBooks(
  tx: Queryable,
  matchupId: string,
  books: readonly BookLines[],
  at: Date,
): Promise<void> {
  await tx.query(`DELETE FROM matchup_book_odds WHERE matchup_id = $1`, [matchupId]);
  if (books.length === 0) return;
  const params: unknown[] = [matchupId, at];
  const tuples = books.map((b) => {
    const first = params.length + 1;
    params.push(
      b.book,
      b.title,
      b.awayMoneyLine,
      b.homeMoneyLine,
      b.awaySpread,
      b.homeSpread,
      b.totalPoints,
      b.homeSpreadPrice ?? null,
      b.awaySpreadPrice ?? null,
      b.overPrice ?? null,
      b.underPrice ?? null,
    );
    return `($1, ${Array.from({ length: 11 }, (_, i) => `$${first + i}`).join(', ')}, $2)`;
  });
  await tx.query(
    `INSERT INTO matchup_book_odds (matchup_id, book, title, away_money_line, home_money_line, away_spread, home_spread,
       total_points, home_spread_price, away_spread_price, over_price, under_price, updated_at)
     VALUES ${tuples.join(', ')} ON CONFLICT (matchup_id, book) DO NOTHING`,
    params,
  );
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** A game's book prices, by book title. */
export async function listBooks(db: Queryable, matchupId: string): Promise<BookOdds[]> {
  const { rows } = await db.query<{
    book: string;
    title: string;
    away_money_line: number | null;
    home_money_line: number | null;
    away_spread: number | string | null;
    home_spread: number | string | null;
    total_points: number | string | null;
    home_spread_price: number | null;
    away_spread_price: number | null;
    over_price: number | null;
    under_price: number | null;
    updated_at: Date | string;
  }>(`SELECT * FROM matchup_book_odds WHERE matchup_id = $1 ORDER BY title, book`, [matchupId]);
  return rows.map((r) => ({
    book: r.book,
    title: r.title,
    awayMoneyLine: r.away_money_line,
    homeMoneyLine: r.home_money_line,
    awaySpread: num(r.away_spread),
    homeSpread: num(r.home_spread),
    awaySpreadPrice: r.away_spread_price,
    homeSpreadPrice: r.home_spread_price,
    totalPoints: num(r.total_points),
    overPrice: r.over_price,
    underPrice: r.under_price,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

type Best = MatchupOdds['best'][keyof MatchupOdds['best']];

// Higher American odds pay more on either side of zero (+150 > +120 > -105 > -110).
function best(
  books: BookOdds[],
  priceOf: (b: BookOdds) => number | null,
  pointOf: (b: BookOdds) => number | null,
): Best {
  let out: Best = null;
  for (const b of books) {
    const p = priceOf(b);
    if (p === null) continue;
    if (!out || p > out.price) out = { price: p, book: b.title, point: pointOf(b) };
  }
  return out;
}

/** The books of a game and the best price of each side among them. */
export function matchupOdds(matchupId: string, books: BookOdds[]): MatchupOdds {
  return {
    matchupId,
    books,
    best: {
      homeMoneyLine: best(
        books,
        (b) => b.homeMoneyLine,
        () => null,
      ),
      awayMoneyLine: best(
        books,
        (b) => b.awayMoneyLine,
        () => null,
      ),
      homeSpread: best(
        books,
        (b) => b.homeSpreadPrice,
        (b) => b.homeSpread,
      ),
      awaySpread: best(
        books,
        (b) => b.awaySpreadPrice,
        (b) => b.awaySpread,
      ),
      over: best(
        books,
        (b) => b.overPrice,
        (b) => b.totalPoints,
      ),
      under: best(
        books,
        (b) => b.underPrice,
        (b) => b.totalPoints,
      ),
    },
  };
}
