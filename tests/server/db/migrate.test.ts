import { describe, expect, it } from 'vitest';
import { openDb } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';

// Instances that start together on one PostgreSQL schema migrate one at a time (the advisory
// lock is per schema, so test files on schemas of their own never wait for each other).
describe.runIf(process.env.DATABASE_URL)('migrate on PostgreSQL', () => {
  it('two migrators of one schema at once apply each file exactly once', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `m_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const [a, b] = await Promise.all([
      openDb({ databaseUrl: scoped.toString() }),
      openDb({ databaseUrl: scoped.toString() }),
    ]);
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      // Every file applied exactly once, by one or the other.
      const all = [...first, ...second].sort();
      expect(all.length).toBeGreaterThan(10);
      expect(new Set(all).size).toBe(all.length);
      const { rows } = await a.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.map((r) => r.name).sort()).toEqual(all);
    } finally {
      await a.close();
      await b.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
  });
});
