import type { Queryable } from './db';

/**
 * A Map per database handle, for what a process remembers of one database (tests and benchmarks
 * open several in one process); it goes with the handle.
 */
export function mapPerDatabase<V>(): (db: Queryable) => Map<string, V> {
  const maps = new WeakMap<Queryable, Map<string, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}
