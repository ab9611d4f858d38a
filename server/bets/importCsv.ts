import { createHash } from 'node:crypto';
import { OPEN_BET_IMPORT, csvRepeats, type CsvRowIssue } from '@domain/rules/betsCsv';
import { readBetsCsv, type CsvImportRow } from '@domain/contracts/betsCsv';
import type { Db } from '../db/db';
import { importedBetCount, insertImportedBets, MAX_IMPORTED_BETS } from './importRepository';
import { betsTransaction } from './listCache';
import { savedIds } from './repository';

export const DATE_IN_FUTURE = 'Date is in the future';
export const TOO_MANY_IMPORTED = `An account holds at most ${MAX_IMPORTED_BETS.toLocaleString('en-US')} imported bets.`;
/** Leeway for a clock a little ahead of ours. */
const FUTURE_LEEWAY_MS = 5 * 60_000;

/**
 * The id of a row without one: the same row always gets the same id, so importing a file twice
 * adds nothing the second time.
 */
export function importedId(bet: CsvImportRow): string {
  const digest = createHash('sha256')
    .update(JSON.stringify({ ...bet, id: '' }))
    .digest('hex');
  return `csv-${digest.slice(0, 40)}`;
}

export type ImportOutcome =
  | { imported: number; already: number }
  /** Refused: every problem by its row, and how many bet rows the file has. */
  | { issues: CsvRowIssue[]; total: number };

/**
 * Imports a Betting History CSV (docs/product.md §9 "Bet tracker") for one user, all or nothing:
 * every row is checked first and any problem refuses the whole file (each with its row number);
 * then every new bet is written in one transaction. A bet the user already has (by its ID, or by
 * the same row when it has none) is counted as already there, not written again.
 */
export async function importBets(
  db: Db,
  userId: string,
  csv: string,
  now: Date,
): Promise<ImportOutcome> {
  const read = readBetsCsv(csv);
  const issues: CsvRowIssue[] = [...read.issues];
  const firstRowOf = new Map<string, number>();
  const rows = read.rows.map(({ row, bet }) => ({ row, bet, id: bet.id || importedId(bet) }));
  for (const { row, bet, id } of rows) {
    const first = firstRowOf.get(id);
    if (first !== undefined) issues.push({ row, message: csvRepeats(first) });
    else firstRowOf.set(id, row);
    if (new Date(bet.createdAt).getTime() > now.getTime() + FUTURE_LEEWAY_MS)
      issues.push({ row, message: DATE_IN_FUTURE });
  }
  const saved = await savedIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  for (const { row, bet, id } of rows)
    if (bet.status === 'pending' && !saved.has(id)) issues.push({ row, message: OPEN_BET_IMPORT });
  if (issues.length > 0) return { issues: issues.sort((a, b) => a.row - b.row), total: read.total };
  const fresh = rows.filter((r) => !saved.has(r.id));
  if ((await importedBetCount(db, userId)) + fresh.length > MAX_IMPORTED_BETS)
    return { issues: [{ row: 0, message: TOO_MANY_IMPORTED }], total: read.total };
  // A write to the user's bets: their remembered lists go, here and on every instance.
  const imported = await betsTransaction(db, async (tx, changed) => {
    const written = await insertImportedBets(tx, userId, fresh);
    if (written > 0) changed(userId);
    return written;
  });
  return { imported, already: rows.length - imported };
}
