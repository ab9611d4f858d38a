import type { Queryable } from '../db/db';
import {
  edgePicksVersion,
  recordInputs,
  type EdgePickFilter,
  type RecordInput,
} from './repository';

/** Filters whose record is kept at once; past it the longest unused is dropped. */
export const KEPT_RECORDS = 256;

/**
 * The record of GET /api/edge-picks (its summary and groups) for a filter, counted once and kept
 * until edge_picks changes (its counter, migration 171, is read first: a change made while the
 * picks are read makes the kept record newer than its counter says, never older). Counting reads
 * every pick in scope, so without it each answer cost time in proportion to all the picks ever
 * published, the home page's `limit=0` too (docs/benchmarks.md, edge-picks growth).
 *
 * A day's record (a filter with games' start times) is counted each time: it also follows the
 * games' start times, which the counter does not see, and it reads one day's picks.
 */
export function recordCache<T>(
  count: (inputs: RecordInput[]) => T,
): (db: Queryable, filter: EdgePickFilter) => Promise<T> {
  const kept = new Map<string, { version: string; record: T }>();
  return async (db, filter) => {
    if (filter.startsFrom !== null || filter.startsBefore !== null)
      return count(await recordInputs(db, filter));
    const key = JSON.stringify([
      filter.sport,
      filter.market,
      filter.label,
      filter.since?.toISOString() ?? null,
    ]);
    const version = await edgePicksVersion(db);
    // Without the counter's row nothing would tell a kept record is stale: count every time.
    if (version === undefined) return count(await recordInputs(db, filter));
    const found = kept.get(key);
    kept.delete(key);
    const record =
      found?.version === version ? found.record : count(await recordInputs(db, filter));
    // Re-inserted, so the map's order is the order of use and its first key the longest unused.
    kept.set(key, { version, record });
    if (kept.size > KEPT_RECORDS) {
      const [oldest] = kept.keys();
      if (oldest !== undefined) kept.delete(oldest);
    }
    return record;
  };
}
