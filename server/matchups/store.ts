import { easternDate } from '@domain/rules/dates';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import { DEFAULT_PRICING, type PricingOptions } from '@domain/pricing/fairLine';
import { isFinished } from '@domain/rules/status';
import type { Queryable } from '../db/db';
import { loadAiResultsSql } from './aiResults';
import {
  EMPTY_LINES,
  LINE_COLUMNS,
  LINE_KEYS,
  type FeedMatchup,
  type Lines,
  type MatchupChanges,
  type MatchupRow,
  type OddsSnapshot,
  type UpsertResult,
} from './types';
import { listBooksMany, saveBooks } from './books';
import {
  COLUMNS,
  fromDb,
  LINE_COLUMN_LIST,
  lineValues,
  snapshotFromDb,
  type DbRow,
  type SnapshotDbRow,
} from './rows';
import { hasAnyLine, linesOf, mergeLines, validateFeedMatchup } from './validate';
import { toCard, toWire } from './wire';

/** Loads the AI results of many matchups at once, keyed by matchup id. */
export type AiResultsLoader = (matchupIds: string[]) => Promise<Map<string, AiResult[]>>;

/** The stable, URL-safe matchup id for a provider's game id. */
export function matchupIdFor(provider: string, providerId: string): string {
  return `${provider}-${providerId}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

const providerKey = (provider: string, providerId: string): string =>
  `${provider}\u0000${providerId}`;

/** `count` statement placeholders from $first, comma-separated. */
const placeholders = (first: number, count: number): string =>
  Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');

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
      const existing = await this.lockExisting(tx, inputs);
      const results: UpsertResult[] = [];
      for (const [i, input] of inputs.entries()) {
        const observedAt = input.observedAt ?? new Date();
        const key = providerKey(input.provider, input.providerId);
        const current = existing.get(key);
        const result = current
          ? await this.update(tx, current, input, statuses[i], observedAt)
          : await this.insert(tx, input, statuses[i], observedAt);
        // The same game twice in one batch: the second report sees the first one's write.
        existing.set(key, result.row);
        results.push(result);
      }
      return results;
    });
  }

  // One query reads (and locks) every stored game of the batch, instead of one per report.
  private async lockExisting(
    tx: Queryable,
    inputs: FeedMatchup[],
  ): Promise<Map<string, MatchupRow>> {
    const { rows } = await tx.query<DbRow>(
      `SELECT ${COLUMNS} FROM matchups WHERE (provider, provider_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
       FOR UPDATE`,
      [inputs.map((i) => i.provider), inputs.map((i) => i.providerId)],
    );
    return new Map(rows.map((r) => [providerKey(r.provider, r.provider_id), fromDb(r)]));
  }

  private async insert(
    tx: Queryable,
    input: FeedMatchup,
    status: string | undefined,
    observedAt: Date,
  ): Promise<UpsertResult> {
    const id = matchupIdFor(input.provider, input.providerId);
    const lines = mergeLines(EMPTY_LINES, input.lines);
    const inserted = await tx.query<DbRow>(
      `INSERT INTO matchups (id, sport, away_team, home_team, away_score, home_score, starts_at, game_date, status,
         away_pitcher, home_pitcher, provider, provider_id, season, neutral, period, clock, ${LINE_COLUMN_LIST})
       VALUES (${placeholders(1, 17 + LINE_KEYS.length)})
       RETURNING ${COLUMNS}`,
      [
        id,
        input.sport,
        input.awayTeam.trim(),
        input.homeTeam.trim(),
        input.awayScore ?? null,
        input.homeScore ?? null,
        input.startsAt,
        easternDate(input.startsAt),
        status ?? 'NOTFINISHED',
        input.awayPitcher ?? null,
        input.homePitcher ?? null,
        input.provider,
        input.providerId,
        input.season ?? null,
        input.neutral ?? false,
        input.period ?? null,
        input.clock ?? null,
        ...lineValues(lines),
      ],
    );
    const row = fromDb(inserted.rows[0] as DbRow);
    if (input.books) await saveBooks(tx, id, input.books, observedAt);
    const history = [...(input.lineHistory ?? [])]
      .filter((h) => h.takenAt.getTime() < observedAt.getTime())
      .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
    const snapshots = history.map((h) => ({
      lines: mergeLines(EMPTY_LINES, h),
      takenAt: h.takenAt,
    }));
    if (hasAnyLine(lines)) snapshots.push({ lines, takenAt: observedAt });
    await this.snapshot(tx, id, snapshots, input.provider);
    return {
      row,
      added: true,
      changes: { score: false, status: false, odds: false, details: false },
      finished: isFinished(row.status),
    };
  }

  private async update(
    tx: Queryable,
    current: MatchupRow,
    input: FeedMatchup,
    status: string | undefined,
    observedAt: Date,
  ): Promise<UpsertResult> {
    const wasFinished = isFinished(current.status);
    // A finished game stays finished: a late or stale report must not reopen it.
    const nextStatus =
      status === undefined || (wasFinished && !isFinished(status)) ? current.status : status;
    const awayScore = input.awayScore === undefined ? current.awayScore : input.awayScore;
    const homeScore = input.homeScore === undefined ? current.homeScore : input.homeScore;
    // Lines freeze at the start: what stood then is the closing line, in-play prices are not kept.
    const started =
      observedAt.getTime() > current.startsAt.getTime() && hasAnyLine(linesOf(current));
    const lines = started ? linesOf(current) : mergeLines(linesOf(current), input.lines);
    const awayPitcher = input.awayPitcher === undefined ? current.awayPitcher : input.awayPitcher;
    const homePitcher = input.homePitcher === undefined ? current.homePitcher : input.homePitcher;
    const neutral = input.neutral ?? current.neutral;
    const season = input.season === undefined ? current.season : input.season;
    const period = input.period === undefined ? (current.period ?? null) : input.period;
    const clock = input.clock === undefined ? (current.clock ?? null) : input.clock;
    // Book prices move in play (the card's live edge, unlabelled: docs/product.md "Edges" 4);
    // the posted lines above stay the close.
    const booksMoved =
      input.books !== undefined ? await saveBooks(tx, current.id, input.books, observedAt) : false;

    const linesMoved = LINE_KEYS.some((k) => (lines[k] ?? null) !== (current[k] ?? null));
    const changes: MatchupChanges = {
      // The game state (period, clock) travels with the score.
      score:
        awayScore !== current.awayScore ||
        homeScore !== current.homeScore ||
        period !== (current.period ?? null) ||
        clock !== (current.clock ?? null),
      status: nextStatus !== current.status,
      odds: booksMoved || linesMoved,
      details:
        input.awayTeam.trim() !== current.awayTeam ||
        input.homeTeam.trim() !== current.homeTeam ||
        input.startsAt.getTime() !== current.startsAt.getTime() ||
        awayPitcher !== current.awayPitcher ||
        homePitcher !== current.homePitcher ||
        neutral !== current.neutral ||
        season !== current.season,
    };
    if (!changes.score && !changes.status && !changes.odds && !changes.details) {
      return { row: current, added: false, changes, finished: false };
    }
    const updated = await tx.query<DbRow>(
      `UPDATE matchups SET away_team = $2, home_team = $3, away_score = $4, home_score = $5, starts_at = $6,
         game_date = $7, status = $8, away_pitcher = $9, home_pitcher = $10, season = $11, neutral = $12, period = $13,
         clock = $14, ${LINE_COLUMNS.map((c, i) => `${c} = $${15 + i}`).join(', ')}, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        current.id,
        input.awayTeam.trim(),
        input.homeTeam.trim(),
        awayScore,
        homeScore,
        input.startsAt,
        easternDate(input.startsAt),
        nextStatus,
        awayPitcher,
        homePitcher,
        season,
        neutral,
        period,
        clock,
        ...lineValues(lines),
      ],
    );
    if (linesMoved)
      await this.snapshot(tx, current.id, [{ lines, takenAt: observedAt }], input.provider);
    return {
      row: fromDb(updated.rows[0] as DbRow),
      added: false,
      changes,
      finished: !wasFinished && isFinished(nextStatus),
    };
  }

  /** Appends snapshots of a matchup's lines in one statement. */
  private async snapshot(
    tx: Queryable,
    matchupId: string,
    snapshots: { lines: Lines; takenAt: Date }[],
    source: string,
  ): Promise<void> {
    if (snapshots.length === 0) return;
    const params: unknown[] = [matchupId, source];
    const values = snapshots.map(({ lines, takenAt }) => {
      const at = params.length;
      params.push(takenAt, ...lineValues(lines));
      return `($1, ${placeholders(at + 1, 1 + LINE_KEYS.length)}, $2)`;
    });
    await tx.query(
      `INSERT INTO odds_snapshots (matchup_id, taken_at, ${LINE_COLUMN_LIST}, source) VALUES ${values.join(', ')}`,
      params,
    );
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
