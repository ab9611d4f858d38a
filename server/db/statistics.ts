import type { Db } from './db';

/** How often the embedded database's planner statistics are gathered again. */
export const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum daemon, so nothing gathers the planner's statistics: a table that
 * grew from empty keeps an empty table's estimates, and a read that should walk an index (the
 * newest 25 bets of an account) sorts the whole account instead (docs/benchmarks.md, GET
 * /api/bets growth). The embedded database is analyzed at start and every `every` ms;
 * PostgreSQL's own autovacuum does this there. Returns the stop function, which waits for a pass
 * under way.
 */
export function keepStatistics(
  db: Db,
  onError: (error: unknown) => void,
  every: number = ANALYZE_EVERY_MS,
): () => Promise<void> {
  if (db.kind !== 'pglite') return () => Promise.resolve();
  let running: Promise<void> | null = null;
  const analyze = () => {
    running ??= db
      .query('ANALYZE')
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  analyze();
  const timer = setInterval(analyze, every);
  timer.unref();
  // Stopping waits for a pass under way, so the database closes after it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
