import type { CsvImportRow } from '@domain/contracts/betsCsv';
import type { Queryable } from '../db/db';

const BET_TYPES = { moneyline: 'MoneyLine', spread: 'Spread', total: 'Total' } as const;

/** Bets one account may hold from imports (docs/security.md "Limits"). */
export const MAX_IMPORTED_BETS = 20_000;

/** How many imported bets the user holds now. */
export async function importedBetCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM bets WHERE user_id = $1 AND source = 'import'",
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Rows one statement writes: a 5,000-row file is five statements, not 5,000. */
const INSERT_BATCH = 1000;

/**
 * Inserts settled bets read from a Betting History CSV (server/db/migrations/160_bet_imports.sql):
 * no legs, the file's result and profit, its Event and Bet texts, never published; a bet the user
 * already has (same id) is skipped. A batch per statement, so the transaction holding them stays
 * short. Returns how many were new.
 */
export async function insertImportedBets(
  tx: Queryable,
  userId: string,
  bets: readonly { id: string; bet: CsvImportRow }[],
): Promise<number> {
  let written = 0;
  for (let at = 0; at < bets.length; at += INSERT_BATCH) {
    const batch = bets.slice(at, at + INSERT_BATCH);
    const column = <T>(f: (b: { id: string; bet: CsvImportRow }) => T) => batch.map(f);
    const { rows } = await tx.query(
      `INSERT INTO bets (user_id, id, units, bet_mode, bet_type, sport, matchup_id, price, book,
         published, status, profit_units, created_at, graded_at, source, event_text, bet_text)
       SELECT $1, t.id, t.units, t.bet_mode, t.bet_type, t.sport, '', t.price, t.book, false,
              t.status, t.profit, t.created_at, t.graded_at, 'import', t.event_text, t.bet_text
       FROM unnest($2::text[], $3::float8[], $4::text[], $5::text[], $6::text[], $7::int[],
                   $8::text[], $9::text[], $10::float8[], $11::timestamptz[], $12::timestamptz[],
                   $13::text[], $14::text[])
         AS t(id, units, bet_mode, bet_type, sport, price, book, status, profit, created_at,
              graded_at, event_text, bet_text)
       ON CONFLICT (user_id, id) DO NOTHING RETURNING id`,
      [
        userId,
        column((b) => b.id),
        column((b) => b.bet.units),
        column(({ bet }) =>
          bet.market === 'parlay' || bet.market === 'teaser' ? bet.market : 'single',
        ),
        column(({ bet }) =>
          bet.market === 'parlay' || bet.market === 'teaser' || bet.market === 'single'
            ? null
            : BET_TYPES[bet.market],
        ),
        column((b) => b.bet.sport),
        column((b) => b.bet.price),
        column((b) => b.bet.book),
        column((b) => b.bet.status),
        column((b) => b.bet.profit),
        column((b) => b.bet.createdAt),
        column((b) => b.bet.gradedAt),
        column((b) => b.bet.event),
        column((b) => b.bet.bet),
      ],
    );
    written += rows.length;
  }
  return written;
}
