import { DELETED_HANDICAPPER } from '@domain/rules/account';
import { savedBetSchema, type SavedBet } from '@domain/contracts/bets';
import { z } from 'zod';
import { listBets, type RecordTotals } from '../bets';
import type { Queryable } from '../db/db';

const archivedPicksSchema = z.array(savedBetSchema);

/** The picks kept for a deleted handicapper (graded ones, as they were when the account went). */
export function archivedPicks(value: unknown): SavedBet[] | null {
  if (value === null || value === undefined) return null;
  const parsed = archivedPicksSchema.safeParse(
    typeof value === 'string' ? JSON.parse(value) : value,
  );
  return parsed.success ? parsed.data : [];
}

/** A record's totals from kept graded picks, the same sums records.ts makes over the bets table. */
export function archivedTotals(picks: SavedBet[]): RecordTotals {
  const graded = picks.filter((p) => p.status !== 'pending');
  const clvs = graded.flatMap((p) => (p.clv === null ? [] : [p.clv]));
  return {
    wins: graded.filter((p) => p.status === 'win').length,
    losses: graded.filter((p) => p.status === 'loss').length,
    pushes: graded.filter((p) => p.status === 'push').length,
    pending: 0,
    units: graded.reduce((sum, p) => sum + (p.profit ?? 0), 0),
    risked: graded.reduce((sum, p) => sum + p.units, 0),
    clv: clvs.length ? clvs.reduce((a, b) => a + b, 0) / clvs.length : null,
    prices: graded.flatMap((p) => (p.price === null ? [] : [p.price])),
    sports: [...new Set(picks.map((p) => p.sport).filter((s) => s !== ''))],
  };
}

/**
 * Before a handicapper's user is deleted: their graded published picks stay in the records under
 * "Deleted handicapper" (same profile id, no user); subscriptions to them end. Call inside the
 * transaction that deletes the user.
 */
export async function archiveHandicapper(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM handicapper_directory WHERE user_id = $1',
    [userId],
  );
  const capperId = rows[0]?.id;
  if (!capperId) return;
  await tx.query('DELETE FROM subscriptions WHERE handicapper_id = $1', [capperId]);
  // Only published picks were ever public: tracked and imported bets (published = false) go.
  const graded = (await listBets(tx, userId)).filter(
    (b) => b.status !== 'pending' && b.published !== false,
  );
  if (graded.length === 0) return; // nothing to keep: the profile goes with the user
  const json = JSON.stringify(graded);
  const updated = await tx.query(
    `UPDATE handicappers SET user_id = NULL, name = $2, avatar = 'DH', bio = '', featured = false,
       archived_picks = $3::jsonb WHERE user_id = $1`,
    [userId, DELETED_HANDICAPPER, json],
  );
  if (updated.rowCount === 0)
    await tx.query(
      `INSERT INTO handicappers (id, name, avatar, price, archived_picks)
       VALUES ($1, $2, 'DH', 0, $3::jsonb)`,
      [capperId, DELETED_HANDICAPPER, json],
    );
}
