import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db';
import { migrate, splitStatements } from '../../server/db/migrate';
import { testApp } from './helpers';

describe('GET /api/health', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it('reports the database it runs on and the backplane', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      db: 'ok',
      dbKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      backplane: 'memory',
    });
  });

  it('answers unknown API paths with problem details, not the web app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
});

describe('health against PGlite', () => {
  it('answers on an embedded database even when PostgreSQL is configured', async () => {
    const db = await openDb({ pgliteDir: 'memory://' });
    await migrate(db);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_migrations',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });
});

describe('splitStatements', () => {
  it('keeps dollar-quoted bodies whole and drops comment lines', () => {
    const sql = '-- note\nCREATE TABLE a (x int);\nDO $$\nBEGIN\n  PERFORM 1;\nEND\n$$;\nSELECT 1;';
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int);',
      'DO $$\nBEGIN\n  PERFORM 1;\nEND\n$$;',
      'SELECT 1;',
    ]);
  });
});

describe('health while a dependency is down', () => {
  it('says degraded with 503 while Redis cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, so the backplane never connects.
    const ctx = await testApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', db: 'ok', backplane: 'redis-down' });
    } finally {
      await ctx.close();
    }
  });

  it('says degraded with 503 while the database cannot be reached', async () => {
    const ctx = await testApp();
    const query = ctx.db.query.bind(ctx.db);
    try {
      ctx.db.query = () => Promise.reject(new Error('connection refused'));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', db: 'error' });
    } finally {
      ctx.db.query = query;
      await ctx.close();
    }
  });
});
