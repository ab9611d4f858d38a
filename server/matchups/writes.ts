import { easternDate } from '@domain/rules/dates';
import { isFinished } from '@domain/rules/status';
import type { Queryable } from '../db/db';
import { EMPTY_LINES } from '../feed';
import { saveBooks } from './books';
import { COLUMNS, fromDb, LINE_COLUMN_LIST, lineValues, type DbRow } from './rows';
import {
  LINE_COLUMNS,
  LINE_KEYS,
  type FeedMatchup,
  type Lines,
  type MatchupChanges,
  type MatchupRow,
  type UpsertResult,
} from './types';
import { hasAnyLine, linesOf, mergeLines } from './validate';

// How the store writes a feed report (./store.ts upsertMany, inside its transaction): the stored
// game read and locked, then inserted or updated, with its books and its lines' snapshots.

/** `count` statement placeholders from $first, comma-separated. */
export const placeholders = (first: number, count: number): string =>
  Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');

/** A stored game's key by its provider's id. */
export const providerKey = (provider: string, providerId: string): string =>
  `${provider}\u0000${providerId}`;

/**
 * The stored games of a batch of reports, read and locked in one query (instead of one per
 * report), by providerKey.
 */
export async function lockExisting(
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

/** A report of a game not stored yet: its row, books and the snapshots of its line history. */
export async function insertReport(
  tx: Queryable,
  id: string,
  input: FeedMatchup,
  status: string | undefined,
  observedAt: Date,
): Promise<UpsertResult> {
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
  await appendSnapshots(tx, id, snapshots, input.provider);
  return {
    row,
    added: true,
    changes: { score: false, status: false, odds: false, details: false },
    finished: isFinished(row.status),
  };
}

/** A report of a stored game: what it changed, written; a finished game stays finished. */
export async function updateReport(
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
  const started = observedAt.getTime() > current.startsAt.getTime() && hasAnyLine(linesOf(current));
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
    await appendSnapshots(tx, current.id, [{ lines, takenAt: observedAt }], input.provider);
  return {
    row: fromDb(updated.rows[0] as DbRow),
    added: false,
    changes,
    finished: !wasFinished && isFinished(nextStatus),
  };
}

/** Appends snapshots of a matchup's lines in one statement. */
async function appendSnapshots(
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
