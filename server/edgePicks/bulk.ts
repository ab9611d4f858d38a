import type { Queryable } from '../db/db';

// Many published picks in one statement, their grade and closing value with them: for loading a
// record at once (the growth benchmark's 100,000 picks, docs/benchmarks.md) where the module's own
// path writes one pick, one grade and one close at a time as games go by. Same table, same rules:
// a pick is never rewritten (ON CONFLICT DO NOTHING), and the insert is no update, so the
// append-only trigger has nothing to refuse.

export interface PublishedPickRow {
  publishedAt: Date;
  matchupId: string;
  sport: string;
  market: 'moneyline' | 'spread' | 'total';
  side: 'Home' | 'Away' | 'Over' | 'Under';
  point: number | null;
  book: string;
  bookTitle: string;
  price: number;
  fairProbability: number;
  edge: number;
  label: 'Lean' | 'Bet' | 'Lock';
  stake: number;
  origin: 'demo' | 'live';
  /** Graded (with `units`) or null. */
  result: 'won' | 'lost' | 'push' | null;
  units: number | null;
  closingFair: number | null;
  clv: number | null;
  clvEv: number | null;
}

/** Inserts the picks (10,000 a statement); returns how many were new. */
export async function insertPublishedPicks(
  db: Queryable,
  picks: readonly PublishedPickRow[],
): Promise<number> {
  let added = 0;
  for (let first = 0; first < picks.length; first += 10_000) {
    const batch = picks.slice(first, first + 10_000);
    const col = <K extends keyof PublishedPickRow>(key: K) => batch.map((p) => p[key]);
    const { rowCount } = await db.query(
      `INSERT INTO edge_picks (published_at, matchup_id, sport, market, side, point, book, book_title, price,
         fair_probability, edge, label, stake, origin, result, units, graded_at, closing_fair, clv, clv_ev)
       SELECT p.published_at, p.matchup_id, p.sport, p.market, p.side, p.point, p.book, p.book_title, p.price,
         p.fair_probability, p.edge, p.label, p.stake, p.origin, p.result, p.units,
         CASE WHEN p.result IS NULL THEN NULL ELSE now() END, p.closing_fair, p.clv, p.clv_ev
       FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[],
         $7::text[], $8::text[], $9::int[], $10::float8[], $11::float8[], $12::text[], $13::float8[],
         $14::text[], $15::text[], $16::float8[], $17::float8[], $18::float8[], $19::float8[])
         AS p(published_at, matchup_id, sport, market, side, point, book, book_title, price,
           fair_probability, edge, label, stake, origin, result, units, closing_fair, clv, clv_ev)
       ON CONFLICT (matchup_id, market, side) DO NOTHING`,
      [
        col('publishedAt'),
        col('matchupId'),
        col('sport'),
        col('market'),
        col('side'),
        col('point'),
        col('book'),
        col('bookTitle'),
        col('price'),
        col('fairProbability'),
        col('edge'),
        col('label'),
        col('stake'),
        col('origin'),
        col('result'),
        col('units'),
        col('closingFair'),
        col('clv'),
        col('clvEv'),
      ],
    );
    added += rowCount;
  }
  return added;
}
