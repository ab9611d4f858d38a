import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

/**
 * A config for tests: quiet, no demo feed unless asked, rate limits but ACCOUNT_RATE_LIMIT raised,
 * PostgreSQL when DATABASE_URL is set.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_FEED: 'off',
    // Game Start notices are swept by the tests that want them (app.gameStartNotices.sweep()).
    GAME_START_SWEEP_SECONDS: '0',
    STATIC_DIR: './tests/fixtures/no-build',
    // Tests send many requests from one address; the limits' own tests set 1 (docs/security.md).
    RATE_LIMIT_SCALE: '1000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...overrides,
  });
}

/**
 * A migrated database for one test file. On PostgreSQL each file gets its own schema so files
 * can run in parallel; on PGlite each file gets its own in-memory database.
 */
export async function testDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDb({ pgliteDir: 'memory://' });
    await migrate(db);
    return db;
  }
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDb({ databaseUrl: scoped.toString() });
  await migrate(db);
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await close();
    },
  });
}

/** A built app on a fresh database; close both with the returned function. */
export async function testApp(overrides: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}> {
  const db = await testDb();
  const app = await buildApp({ config: testConfig(overrides), db, logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      // The models' warm-up may still be writing: dropping its schema under it deadlocks on PostgreSQL.
      await app.predictions.idle();
      await app.close();
      await db.close();
    },
  };
}
