import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What the app needs of a database: parameterised queries and transactions. Same SQL on both engines. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /**
   * A query for a hot read whose text comes from a small fixed set: on PostgreSQL a named
   * prepared statement, parsed and planned once per pooled connection instead of on every call
   * (planning is most of the cost of a small read). PGlite runs it as a plain query.
   */
  prepared<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A prepared statement's name: the same text always gets the same name, on every connection. */
function statementName(sql: string): string {
  return `q_${createHash('sha1').update(sql).digest('hex')}`;
}

function fromPool(pool: pg.Pool): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async prepared<T>(sql: string, params?: unknown[]) {
      const result = await pool.query({ name: statementName(sql), text: sql, values: params });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            const result = await client.query(sql, params);
            return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

function fromPglite(lite: PGlite): Db {
  const query = async <T>(sql: string, params?: unknown[]) => {
    const result = await lite.query<T>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    query,
    prepared: query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lite.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
          },
        }),
      );
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async close() {
      await lite.close();
    },
  };
}

// int8 (bigint) and numeric come back as text from both engines; counts, money and lines here
// fit in a double. Both parse them here, so a row reads the same on PostgreSQL and PGlite.
const toNumber = (v: string): number => Number(v);
pg.types.setTypeParser(pg.types.builtins.INT8, toNumber);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, toNumber);
const pgliteParsers = { [pgliteTypes.INT8]: toNumber, [pgliteTypes.NUMERIC]: toNumber };

/** PostgreSQL when a URL is given, else PGlite in the directory (or in memory for 'memory://'). */
export async function openDb(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query('SELECT 1');
    return fromPool(pool);
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir, { parsers: pgliteParsers });
  return fromPglite(lite);
}
