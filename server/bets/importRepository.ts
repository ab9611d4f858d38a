import type { CsvImportRow } from '@/domain/contracts/betsCsv';
import type { Queryable } from '../db/db';

const BET_TYPES = { moneyline: 'MoneyLine', spread: 'Spread', total: 'Total' } as const;

/**
 * Inserts one settled bet read from a Betting History CSV (server/db/migrations/160_bet_imports.sql):
 * no legs, the file's result and profit, its Event and Bet texts, never published. Returns false
 * (and writes nothing) when the user already has a bet with this id.
 */
export async function insertImportedBet(
  tx: Queryable,
  userId: string,
  id: string,
  bet: CsvImportRow,
): Promise<boolean> {
  const { market } = bet;
  const combo = market === 'parlay' || market === 'teaser';
  const betType =
    market === 'parlay' || market === 'teaser' || market === 'single' ? null : BET_TYPES[market];
  const { rows } = await tx.query(
    `INSERT INTO bets (user_id, id, units, bet_mode, bet_type, sport, matchup_id, price, book, published,
       status, profit_units, created_at, graded_at, source, event_text, bet_text)
     VALUES ($1, $2, $3, $4, $5, $6, '', $7, $8, false, $9, $10, $11, $12, 'import', $13, $14)
     ON CONFLICT (user_id, id) DO NOTHING RETURNING id`,
    [
      userId,
      id,
      bet.units,
      combo ? market : 'single',
      betType,
      bet.sport,
      bet.price,
      bet.book,
      bet.status,
      bet.profit,
      bet.createdAt,
      bet.gradedAt,
      bet.event,
      bet.bet,
    ],
  );
  return rows.length > 0;
}
