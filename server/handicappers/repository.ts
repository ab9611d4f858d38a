import { DEFAULT_PLATFORM_SHARE, toCents } from '@domain/rules/catalogue';
import type { Queryable } from '../db/db';
import { archivedPicks, archivedTotals } from './archive';
import { totalsByUser } from '../bets';
import { EMPTY_TOTALS, toRecord, type CapperRecord } from './records';
import { ACTIVE_ACCESS } from './access';

/** A handicapper as the API returns it: docs/product.md §3's card fields plus the full record. */
export interface Handicapper {
  id: string;
  name: string;
  avatar: string;
  sports: string[];
  priceCents: number;
  featured: boolean;
  bio: string;
  /** True for the six sample cappers: their picks are sample data; they cannot be subscribed. */
  sample: boolean;
  winRate: number | null;
  roi: number | null;
  units: number;
  record: CapperRecord;
  subscribers: number;
  /** The platform's share of this capper's charges, in percent (not on the wire). */
  platformShare: number;
}

interface DirectoryRow {
  id: string;
  name: string;
  avatar: string;
  sports: string[];
  price: number | string;
  featured: boolean;
  bio: string;
  user_id: string | null;
  sample: boolean;
  platform_share: number | null;
  archived_picks: unknown;
  subscribers: number;
}

// Subscribers: those with access now (ACTIVE_ACCESS, server/handicappers/subscriptions.ts).
const SELECT_DIRECTORY = `
  SELECT d.id, d.name, d.avatar, d.sports, d.price, d.featured, d.bio, d.user_id::text AS user_id,
         d.sample, d.platform_share, d.archived_picks,
         (SELECT count(*)::int FROM subscriptions s
          WHERE s.handicapper_id = d.id AND ${ACTIVE_ACCESS}) AS subscribers
  FROM handicapper_directory d`;

/** Every capper's record from their graded picks in the bets table, sample cappers included. */
async function withRecords(db: Queryable, rows: DirectoryRow[]): Promise<Handicapper[]> {
  const userIds = rows.flatMap((r) => (r.user_id ? [r.user_id] : []));
  const totals = await totalsByUser(db, userIds);
  return rows.map((row) => {
    const archived = archivedPicks(row.archived_picks);
    const raw =
      (archived && archivedTotals(archived)) ??
      (row.user_id ? totals.get(row.user_id) : undefined) ??
      EMPTY_TOTALS;
    const record = toRecord(raw);
    return {
      id: row.id,
      name: row.name,
      avatar: row.avatar,
      // A sample capper's sports are those of their sample picks, never a tag without a pick.
      sports: row.sample ? [...(raw.sports ?? [])].sort() : row.sports,
      priceCents: toCents(String(row.price)),
      featured: row.featured,
      bio: row.bio,
      sample: row.sample,
      winRate: record.winRate,
      roi: record.roi,
      units: record.units,
      record,
      subscribers: row.subscribers,
      platformShare: row.platform_share ?? DEFAULT_PLATFORM_SHARE,
    };
  });
}

/** Every handicapper: featured first, then by name. */
export async function listHandicappers(db: Queryable): Promise<Handicapper[]> {
  const { rows } = await db.query<DirectoryRow>(
    `${SELECT_DIRECTORY} ORDER BY d.featured DESC, d.name, d.id`,
  );
  return withRecords(db, rows);
}

export async function findHandicapper(db: Queryable, id: string): Promise<Handicapper | null> {
  const { rows } = await db.query<DirectoryRow>(`${SELECT_DIRECTORY} WHERE d.id = $1`, [id]);
  const [found] = await withRecords(db, rows);
  return found ?? null;
}

/** The user id behind a handicapper (null for a sample capper without its sample account). */
export async function handicapperUserId(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string | null }>(
    'SELECT user_id::text AS user_id FROM handicapper_directory WHERE id = $1',
    [id],
  );
  return rows[0]?.user_id ?? null;
}

/** The graded picks kept for a deleted handicapper; null for every other capper. */
export async function keptPicks(db: Queryable, id: string) {
  const { rows } = await db.query<{ archived_picks: unknown }>(
    'SELECT archived_picks FROM handicappers WHERE id = $1 AND user_id IS NULL',
    [id],
  );
  return archivedPicks(rows[0]?.archived_picks ?? null);
}

/** A capper's profile as an approved application gives it (id = the user's id). */
export interface CapperProfile {
  userId: string;
  name: string;
  avatar: string;
  sports: string[];
  /** The monthly price in dollars, as decimal text or a number. */
  price: number | string;
  bio: string;
  /** The platform's share of this capper's charges, in percent. */
  platformShare: number;
}

/**
 * Makes or updates the capper profile of a user: its id is the user's id, so the directory and
 * existing links keep working (server/marketplace/applications.ts grants it).
 */
export async function saveCapperProfile(db: Queryable, p: CapperProfile): Promise<void> {
  await db.query(
    `INSERT INTO handicappers (id, name, avatar, sports, price, bio, user_id, platform_share)
     VALUES ($1::text, $2, $3, $4, $5, $6, $7::uuid, $8)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, avatar = EXCLUDED.avatar,
       sports = EXCLUDED.sports, price = EXCLUDED.price, bio = EXCLUDED.bio,
       platform_share = EXCLUDED.platform_share`,
    [p.userId, p.name, p.avatar, p.sports, p.price, p.bio, p.userId, p.platformShare],
  );
}

/** A sample capper (SAMPLE DATA, server/marketplace/samplePicks.ts) and its account, if made. */
export interface SampleCapper {
  id: string;
  name: string;
  sports: string[];
  user_id: string | null;
}

/** The sample cappers, by id. */
export async function sampleCappers(db: Queryable): Promise<SampleCapper[]> {
  const { rows } = await db.query<SampleCapper>(
    'SELECT id, name, sports, user_id::text AS user_id FROM handicappers WHERE sample ORDER BY id',
  );
  return rows;
}

/** Links a sample capper to the account made to own its picks, unless one is linked already. */
export async function linkSampleAccount(db: Queryable, capperId: string, userId: string) {
  await db.query('UPDATE handicappers SET user_id = $2 WHERE id = $1 AND user_id IS NULL', [
    capperId,
    userId,
  ]);
}
