import type { SavedBet } from '@domain/contracts/bets';
import type { Db } from '../db/db';
import { listBetsOfUsers } from './repository';

/** Users read by one statement at most; a larger crowd waits for the next one. */
const MAX_USERS_PER_READ = 64;

interface Waiter {
  resolve: (bets: SavedBet[]) => void;
  reject: (error: unknown) => void;
}

/**
 * GET /api/bets reads, shared: the requests read from the sockets in one turn of the event loop,
 * and those that arrive while a statement runs, are answered by the next statement (all their
 * users in one prepared statement, the same user's requests by one row set). A profile under load
 * showed the route spending its time issuing a query per request (on PGlite, whose engine runs
 * on this thread, most of it inside the engine). A statement starts only after every request it
 * answers arrived, so each answer is as current as a query of its own, with no cache to go stale.
 */
export function sharedBetLists(db: Db): (userId: string) => Promise<SavedBet[]> {
  // One statement at a time: the requests that come meanwhile make the next one larger.
  let running = false;
  const waiting = new Map<string, Waiter[]>();

  const start = (): void => {
    if (running || waiting.size === 0) return;
    const batch = new Map<string, Waiter[]>();
    for (const [userId, waiters] of waiting) {
      if (batch.size === MAX_USERS_PER_READ) break;
      batch.set(userId, waiters);
    }
    for (const userId of batch.keys()) waiting.delete(userId);
    running = true;
    listBetsOfUsers(db, [...batch.keys()])
      .then(
        (byUser) => {
          for (const [userId, waiters] of batch)
            for (const w of waiters) w.resolve(byUser.get(userId) ?? []);
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        running = false;
        schedule();
      });
  };

  // Requests read from the sockets in one turn of the event loop join the same statement.
  let scheduled = false;
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      start();
    });
  };

  return (userId) =>
    new Promise<SavedBet[]>((resolve, reject) => {
      const waiters = waiting.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(userId, [{ resolve, reject }]);
      schedule();
    });
}
