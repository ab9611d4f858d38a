import pg from 'pg';
import type { Db, Queryable } from '../db/db';

/**
 * GET /api/bets answers remembered per user (docs/benchmarks.md, API): the user's bets as the
 * answer's checked JSON, and the games of its open bets, whose state is read fresh for every
 * answer. Every write to a user's bets goes through betsTransaction, which drops that user's
 * answers when it ends and, on PostgreSQL, tells every other instance at its commit (NOTIFY on
 * BETS_CHANNEL): an instance keeps answers only while it is listening, so it never holds one a
 * write it did not hear of has made stale. A read that was running while a write ended is not
 * kept (the write count moved). Bounded: LIST_MAX_USERS users, LIST_MAX_CHARS of JSON in all,
 * none above ENTRY_MAX_CHARS, each for at most LIST_TTL_MS (a connection lost without notice
 * leaves the listener deaf until the socket's keepalive says so: at most that long).
 */
export const LIST_TTL_MS = 30_000;
export const LIST_MAX_USERS = 5_000;
const LIST_MAX_CHARS = 32 * 1024 * 1024;
const ENTRY_MAX_CHARS = 1024 * 1024;
export const BETS_CHANNEL = 'edgewise_bets_changed';

/** One remembered answer: the bets as checked JSON and what the rest of the answer needs. */
export interface CachedList {
  /** The answer's `bets`, checked against its schema and written as JSON. */
  json: string;
  /** The games the answer's open bets are on (their state is read for each answer). */
  openGameIds: string[];
  /** A page's cursor for the next page (absent for the whole list). */
  nextBefore?: string | null;
}

interface Entry extends CachedList {
  until: number;
  chars: number;
}

interface Memory {
  /** By user, in least recently used order; each user's answers by their query. */
  users: Map<string, Map<string, Entry>>;
  chars: number;
  /** Moves with every write that ends; a read that saw it move meanwhile is not kept. */
  writes: number;
  /** PGlite: always (one process holds the database). PostgreSQL: while a listener listens. */
  listening: number;
  /** The PostgreSQL listener shared by every app on this database, and how many use it. */
  listener?: { users: number; stop: () => Promise<void> };
}

const memories = new WeakMap<Db, Memory>();
const memoryOf = (db: Db): Memory => {
  let memory = memories.get(db);
  if (!memory) {
    memory = { users: new Map(), chars: 0, writes: 0, listening: 0 };
    memories.set(db, memory);
  }
  return memory;
};

const usable = (db: Db, memory: Memory) => db.kind === 'pglite' || memory.listening > 0;

function dropUser(memory: Memory, userId: string): void {
  const lists = memory.users.get(userId);
  if (!lists) return;
  for (const entry of lists.values()) memory.chars -= entry.chars;
  memory.users.delete(userId);
}

function dropAll(memory: Memory): void {
  memory.writes += 1;
  memory.users.clear();
  memory.chars = 0;
}

/** Forgets these users' answers (after their bets changed): on this instance, at once. */
export function forgetBetLists(db: Db, userIds: Iterable<string>): void {
  const memory = memoryOf(db);
  memory.writes += 1;
  for (const userId of userIds) dropUser(memory, userId);
}

/**
 * The answer remembered for this user and query, or the one `load` reads (kept when it may be).
 * `key` names the query (the whole list, or a first page of a given size).
 */
export async function cachedBetList(
  db: Db,
  userId: string,
  key: string,
  load: () => Promise<CachedList>,
): Promise<CachedList> {
  const memory = memoryOf(db);
  const lists = memory.users.get(userId);
  const now = Date.now();
  if (lists !== undefined) {
    const hit = lists.get(key);
    if (hit !== undefined && hit.until > now && usable(db, memory)) {
      // Most recently used last: the first user is the one dropped when full.
      memory.users.delete(userId);
      memory.users.set(userId, lists);
      return hit;
    }
  }
  const writes = memory.writes;
  const list = await load();
  const chars = list.json.length + list.openGameIds.length * 40;
  if (memory.writes !== writes || !usable(db, memory) || chars > ENTRY_MAX_CHARS) return list;
  const mine = memory.users.get(userId) ?? new Map<string, Entry>();
  const old = mine.get(key);
  if (old) memory.chars -= old.chars;
  mine.set(key, { ...list, until: now + LIST_TTL_MS, chars });
  memory.chars += chars;
  memory.users.delete(userId);
  memory.users.set(userId, mine);
  for (const oldest of memory.users.keys()) {
    if (memory.users.size <= LIST_MAX_USERS && memory.chars <= LIST_MAX_CHARS) break;
    dropUser(memory, oldest);
  }
  return list;
}

/**
 * @internal How many users' answers are remembered for `db`, and whether answers are kept now:
 * what the tests of the bound and of the listener read.
 */
export function betListMemory(db: Db): { users: number; keeping: boolean } {
  const memory = memoryOf(db);
  return { users: memory.users.size, keeping: usable(db, memory) };
}

/**
 * Runs a transaction that writes bets. `changed` names each user whose bets it writes: on
 * PostgreSQL each is announced on BETS_CHANNEL within the transaction (delivered to every
 * listening instance at commit, never on rollback), and this instance forgets their answers when
 * the transaction ends, committed or not.
 */
export async function betsTransaction<T>(
  db: Db,
  fn: (tx: Queryable, changed: (userId: string) => void) => Promise<T>,
): Promise<T> {
  const users = new Set<string>();
  try {
    return await db.transaction(async (tx) => {
      const value = await fn(tx, (userId) => users.add(userId));
      if (db.kind === 'postgres' && users.size > 0)
        await tx.query('SELECT pg_notify($1, u) FROM unnest($2::text[]) AS u', [
          BETS_CHANNEL,
          [...users],
        ]);
      return value;
    });
  } finally {
    forgetBetLists(db, users);
  }
}

interface Log {
  warn(obj: object, msg: string): void;
}

const RETRY_MS = [250, 1_000, 5_000, 15_000];

/**
 * Listens on BETS_CHANNEL of the PostgreSQL database at `url` for as long as some app uses it;
 * every notice drops its user's answers. Answers are kept only while it listens: losing the
 * connection forgets them all, and it reconnects (with a pause) until released. Returns the
 * release. PGlite needs no listener: its database lives in this process.
 */
export function listenForBetChanges(db: Db, url: string, log: Log): () => Promise<void> {
  const memory = memoryOf(db);
  if (memory.listener) {
    memory.listener.users += 1;
  } else {
    memory.listener = { users: 1, stop: listen(db, memory, url, log) };
  }
  let released = false;
  return async () => {
    const listener = memory.listener;
    if (released || !listener) return;
    released = true;
    listener.users -= 1;
    if (listener.users > 0) return;
    memory.listener = undefined;
    await listener.stop();
  };
}

function listen(db: Db, memory: Memory, url: string, log: Log): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let up = false;

  const down = (): void => {
    if (up) memory.listening -= 1;
    up = false;
    dropAll(memory);
  };

  const current = (candidate: pg.Client): boolean => client === candidate && !stopped;

  const connect = async (): Promise<void> => {
    timer = undefined;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = undefined;
      down();
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (stopped) return;
      if (err) log.warn({ err }, 'bet list listener lost; answers are read until it is back');
      timer = setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
      timer.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === BETS_CHANNEL && message.payload)
        forgetBetLists(db, [message.payload]);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${BETS_CHANNEL}`);
    } catch (err) {
      lost(err);
      return;
    }
    // Stopped, or lost and replaced, while it connected.
    if (!current(next)) return;
    // Whatever was remembered before this listener heard anything may have missed a notice.
    dropAll(memory);
    failures = 0;
    up = true;
    memory.listening += 1;
  };
  void connect();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    down();
    if (current) await current.end().catch(() => undefined);
  };
}
