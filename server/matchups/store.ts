import { easternDate } from '@domain/rules/dates';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import { DEFAULT_PRICING, type PricingOptions } from '@domain/pricing/fairLine';
import type { Queryable } from '../db/db';
import { loadAiResultsSql } from './aiResults';
import {
  LINE_KEYS,
  type FeedMatchup,
  type Lines,
  type MatchupRow,
  type OddsSnapshot,
  type UpsertResult,
} from './types';
import { listBooksMany } from './books';
import {
  COLUMNS,
  fromDb,
  LINE_COLUMN_LIST,
  lineValues,
  snapshotFromDb,
  type DbRow,
  type SnapshotDbRow,
} from './rows';
import { validateFeedMatchup } from './validate';
import { toCard, toWire } from './wire';
import { insertReport, lockExisting, placeholders, providerKey, updateReport } from './writes';

/** Loads the AI results of many matchups at once, keyed by matchup id. */
export type AiResultsLoader = (matchupIds: string[]) => Promise<Map<string, AiResult[]>>;

/** The stable, URL-safe matchup id for a provider's game id. */
export function matchupIdFor(provider: string, providerId: string): string {
  return `${provider}-${providerId}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Repository over the matchups and odds_snapshots tables. */
export class MatchupStore {
  private readonly loadAiResults: AiResultsLoader;
  /** The fair line's settings every wire matchup is priced with (SHARP_BOOKS, DEVIG_METHOD). */
  readonly pricing: PricingOptions;

  constructor(
    private readonly db: Queryable & {
      transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
    },
    options: { loadAiResults?: AiResultsLoader; pricing?: PricingOptions } = {},
  ) {
    this.loadAiResults = options.loadAiResults ?? loadAiResultsSql(db);
    this.pricing = options.pricing ?? DEFAULT_PRICING;
  }

  /** Writes one feed report; appends a snapshot when the lines changed; says what changed. */
  async upsert(input: FeedMatchup): Promise<UpsertResult> {
    const [result] = await this.upsertMany([input]);
    if (!result) throw new Error('upsert returned nothing');
    return result;
  }

  /** Writes many feed reports in one transaction (a feed's poll or the demo's first fill). */
  async upsertMany(inputs: FeedMatchup[]): Promise<UpsertResult[]> {
    const statuses = inputs.map(validateFeedMatchup);
    return this.db.transaction(async (tx) => {
      const existing = await lockExisting(tx, inputs);
      const results: UpsertResult[] = [];
      for (const [i, input] of inputs.entries()) {
        const observedAt = input.observedAt ?? new Date();
        const key = providerKey(input.provider, input.providerId);
        const current = existing.get(key);
        const result = current
          ? await updateReport(tx, current, input, statuses[i], observedAt)
          : await insertReport(
              tx,
              matchupIdFor(input.provider, input.providerId),
              input,
              statuses[i],
              observedAt,
            );
        // The same game twice in one batch: the second report sees the first one's write.
        existing.set(key, result.row);
        results.push(result);
      }
      return results;
    });
  }

  /** One matchup, or null. */
  async byId(id: string): Promise<MatchupRow | null> {
    return matchupById(this.db, id);
  }

  /** Several matchups by id (missing ids are left out), in start order. */
  async byIds(ids: string[]): Promise<MatchupRow[]> {
    return matchupsByIds(this.db, ids);
  }

  /** The matchups of one US Eastern date (yyyy-MM-dd), optionally one sport, in start order. */
  async byDate(gameDate: string, sport?: string): Promise<MatchupRow[]> {
    const { rows } = sport
      ? await this.db.query<DbRow>(
          `SELECT ${COLUMNS} FROM matchups WHERE game_date = $1::date AND sport = $2 ORDER BY starts_at, id`,
          [gameDate, sport],
        )
      : await this.db.query<DbRow>(
          `SELECT ${COLUMNS} FROM matchups WHERE game_date = $1::date ORDER BY starts_at, id`,
          [gameDate],
        );
    return rows.map(fromDb);
  }

  /** Games of one provider that started in [from, to): what a feed still has to follow. */
  async byProviderBetween(provider: string, from: Date, to: Date): Promise<MatchupRow[]> {
    const { rows } = await this.db.query<DbRow>(
      `SELECT ${COLUMNS} FROM matchups WHERE provider = $1 AND starts_at >= $2 AND starts_at < $3 ORDER BY starts_at, id`,
      [provider, from, to],
    );
    return rows.map(fromDb);
  }

  /** Games that started in (from, to) and have both scores, in start order. */
  async scoredBetween(from: Date, to: Date): Promise<MatchupRow[]> {
    return scoredBetween(this.db, from, to);
  }

  /** Every line the matchup has had, oldest first. */
  async snapshots(matchupId: string): Promise<OddsSnapshot[]> {
    const { rows } = await this.db.query<SnapshotDbRow>(
      'SELECT * FROM odds_snapshots WHERE matchup_id = $1 ORDER BY taken_at, id',
      [matchupId],
    );
    return rows.map(snapshotFromDb);
  }

  /** The closing line: the last snapshot taken at or before the start; null when none. */
  async closingLine(matchupId: string): Promise<OddsSnapshot | null> {
    return (await closingLines(this.db, [matchupId])).get(matchupId) ?? null;
  }

  /** Rows in the server's priced form: with their AI results, books, pricing and consensus. */
  async toWireMany(rows: MatchupRow[]): Promise<Matchup[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [results, books] = await Promise.all([
      this.loadAiResults(ids),
      listBooksMany(this.db, ids),
    ]);
    return rows.map((r) =>
      toWire(r, results.get(r.id) ?? [], { books: books.get(r.id) ?? [], pricing: this.pricing }),
    );
  }

  /** One row in the server's priced form. */
  async toWireOne(row: MatchupRow): Promise<Matchup> {
    const [m] = await this.toWireMany([row]);
    return m as Matchup;
  }

  /** The priced Matchups of a date (and sport), for the server's modules. */
  async pricedByDate(gameDate: string, sport?: string): Promise<Matchup[]> {
    return this.toWireMany(await this.byDate(gameDate, sport));
  }

  /**
   * The cards of a date (and sport): what the hub answers a matchups request with, priced here
   * (./wire.ts `toCard`, docs/architecture.md "The wire").
   */
  async wireByDate(gameDate: string, sport?: string): Promise<Matchup[]> {
    return (await this.pricedByDate(gameDate, sport)).map(toCard);
  }

  /** One game's books and pricing (no AI results): what the odds route reads. */
  async pricedOne(row: MatchupRow): Promise<Matchup> {
    const books = await listBooksMany(this.db, [row.id]);
    return toWire(row, [], { books: books.get(row.id) ?? [], pricing: this.pricing });
  }
}

// The reads and writes other modules need, for a Queryable of their own (a transaction, a
// bench's database). This module is the only reader and writer of matchups and odds_snapshots
// (docs/architecture.md "Tables").

/** One matchup, or null. */
export async function matchupById(db: Queryable, id: string): Promise<MatchupRow | null> {
  const { rows } = await db.query<DbRow>(`SELECT ${COLUMNS} FROM matchups WHERE id = $1`, [id]);
  return rows[0] ? fromDb(rows[0]) : null;
}

/** Several matchups by id (missing ids are left out), in start order. */
export async function matchupsByIds(db: Queryable, ids: readonly string[]): Promise<MatchupRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<DbRow>(
    `SELECT ${COLUMNS} FROM matchups WHERE id = ANY($1::text[]) ORDER BY starts_at, id`,
    [ids],
  );
  return rows.map(fromDb);
}

/** When each of the games starts, by matchup id (missing ids are left out). */
export async function startTimes(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; starts_at: Date | string }>(
    'SELECT id, starts_at FROM matchups WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, new Date(r.starts_at)]));
}

/** Every stored matchup, in start order. */
export async function allMatchups(db: Queryable): Promise<MatchupRow[]> {
  const { rows } = await db.query<DbRow>(`SELECT ${COLUMNS} FROM matchups ORDER BY starts_at, id`);
  return rows.map(fromDb);
}

/** The games of a sport starting after `after` in which any of the teams plays, in start order. */
export async function upcomingOfTeams(
  db: Queryable,
  sport: string,
  after: Date,
  teams: readonly string[],
): Promise<MatchupRow[]> {
  const { rows } = await db.query<DbRow>(
    `SELECT ${COLUMNS} FROM matchups
     WHERE sport = $1 AND starts_at > $2 AND (home_team = ANY($3::text[]) OR away_team = ANY($3::text[]))
     ORDER BY starts_at, id`,
    [sport, after, teams],
  );
  return rows.map(fromDb);
}

/** Games that started in (from, to) and have both scores, in start order. */
export async function scoredBetween(db: Queryable, from: Date, to: Date): Promise<MatchupRow[]> {
  const { rows } = await db.query<DbRow>(
    `SELECT ${COLUMNS} FROM matchups
     WHERE starts_at > $1 AND starts_at < $2 AND home_score IS NOT NULL AND away_score IS NOT NULL
     ORDER BY starts_at, id`,
    [from, to],
  );
  return rows.map(fromDb);
}

/**
 * The closing lines of many games in one query: each game's last snapshot taken at or before its
 * start, by matchup id (a game with none is left out).
 */
export async function closingLines(
  db: Queryable,
  matchupIds: readonly string[],
): Promise<Map<string, OddsSnapshot>> {
  if (matchupIds.length === 0) return new Map();
  const { rows } = await db.query<SnapshotDbRow>(
    `SELECT DISTINCT ON (s.matchup_id) s.* FROM odds_snapshots s JOIN matchups m ON m.id = s.matchup_id
     WHERE s.matchup_id = ANY($1::text[]) AND s.taken_at <= m.starts_at
     ORDER BY s.matchup_id, s.taken_at DESC, s.id DESC`,
    [matchupIds],
  );
  return new Map(rows.map((r) => [r.matchup_id, snapshotFromDb(r)]));
}

/** A matchup written whole (history imports, fixtures, benchmarks), not from a feed's report. */
export interface NewMatchup extends Partial<Lines> {
  id: string;
  sport: string;
  awayTeam: string;
  homeTeam: string;
  awayScore?: number | null;
  homeScore?: number | null;
  startsAt: Date;
  /** US Eastern date of startsAt; derived when left out. */
  gameDate?: string;
  status?: string;
  provider: string;
  providerId: string;
  season?: number | null;
  neutral?: boolean;
  awayPitcher?: string | null;
  homePitcher?: string | null;
}

const NEW_COLUMNS = `id, sport, away_team, home_team, away_score, home_score, starts_at, game_date, status, provider,
  provider_id, season, neutral, away_pitcher, home_pitcher, ${LINE_COLUMN_LIST}`;
const NEW_WIDTH = 15 + LINE_KEYS.length;

function newValues(m: NewMatchup): unknown[] {
  return [
    m.id,
    m.sport,
    m.awayTeam,
    m.homeTeam,
    m.awayScore ?? null,
    m.homeScore ?? null,
    m.startsAt,
    m.gameDate ?? easternDate(m.startsAt),
    m.status ?? 'NOTFINISHED',
    m.provider,
    m.providerId,
    m.season ?? null,
    m.neutral ?? false,
    m.awayPitcher ?? null,
    m.homePitcher ?? null,
    ...lineValues(m),
  ];
}

/**
 * Inserts whole matchups in multi-row statements; a matchup already stored (same id or provider
 * id) is left untouched. Takes no snapshot. Returns how many were added.
 */
export async function insertMatchups(
  db: Queryable,
  matchups: readonly NewMatchup[],
  batch = 500,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < matchups.length; i += batch) {
    const slice = matchups.slice(i, i + batch);
    const params = slice.flatMap(newValues);
    const tuples = slice.map((_, r) => `(${placeholders(r * NEW_WIDTH + 1, NEW_WIDTH)})`);
    const { rowCount } = await db.query(
      `INSERT INTO matchups (${NEW_COLUMNS}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      params,
    );
    added += rowCount;
  }
  return added;
}
