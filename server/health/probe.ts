import type { Queryable } from '../db/db';

/** Whether the database answers a trivial query now (GET /api/health). */
export async function databaseReachable(db: Queryable): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
