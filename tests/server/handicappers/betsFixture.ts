import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/db';

export interface FakeBet {
  userId: string;
  status: 'pending' | 'win' | 'loss' | 'push';
  units: number;
  profitUnits: number;
  clv?: number | null;
}

interface Column {
  name: string;
  type: string;
  required: boolean;
}

/**
 * The bets table belongs to the bets module. When it is not there yet, a minimal one with the
 * columns the record query reads stands in; when it is, required columns this test does not
 * care about get a neutral value of their type.
 */
async function betsColumns(db: Db): Promise<Column[]> {
  const read = async () =>
    (
      await db.query<{ name: string; type: string; required: boolean }>(
        `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
                (a.attnotnull AND NOT a.atthasdef) AS required
         FROM pg_attribute a WHERE a.attrelid = to_regclass('bets') AND a.attnum > 0 AND NOT a.attisdropped`,
      )
    ).rows;
  let columns = await read();
  if (columns.length === 0) {
    await db.exec(`CREATE TABLE bets (
      id text PRIMARY KEY, user_id uuid NOT NULL, status text NOT NULL, units numeric NOT NULL,
      profit_units numeric, clv numeric, created_at timestamptz NOT NULL DEFAULT now())`);
    columns = await read();
  }
  return columns;
}

function neutral(type: string): unknown {
  if (type.endsWith('[]')) return [];
  if (type === 'uuid') return randomUUID();
  if (/int|numeric|double|real/.test(type)) return 0;
  if (type === 'boolean') return false;
  if (type.startsWith('json')) return {};
  if (type.startsWith('timestamp') || type === 'date') return new Date().toISOString();
  return `test-${randomUUID()}`;
}

export async function insertBets(db: Db, bets: FakeBet[]): Promise<void> {
  const columns = await betsColumns(db);
  const known: Record<string, (b: FakeBet) => unknown> = {
    user_id: (b) => b.userId,
    status: (b) => b.status,
    units: (b) => b.units,
    profit_units: (b) => (b.status === 'pending' ? null : b.profitUnits),
    clv: (b) => b.clv ?? null,
  };
  const used = columns.filter((c) => c.name in known || c.required);
  for (const bet of bets) {
    const values = used.map((c) => (known[c.name] ? known[c.name]!(bet) : neutral(c.type)));
    const placeholders = used.map((_, i) => `$${i + 1}`).join(', ');
    await db.query(
      `INSERT INTO bets (${used.map((c) => c.name).join(', ')}) VALUES (${placeholders})`,
      values,
    );
  }
}
