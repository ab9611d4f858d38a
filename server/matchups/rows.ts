import {
  LINE_COLUMNS,
  LINE_FIELDS,
  LINE_KEYS,
  type LineColumn,
  type LineKey,
  type Lines,
  type MatchupRow,
  type OddsSnapshot,
} from './types';

// Database rows of matchups, odds_snapshots and matchup_book_odds, and their one mapping to the
// store's types. Numeric columns arrive as numbers on both engines (server/db/db.ts).

/** The line columns of a row: matchups, odds_snapshots and matchup_book_odds share them. */
export type LineCells = Record<LineColumn, number | null>;

/** The line columns, comma-separated, for a SELECT or an INSERT's column list. */
export const LINE_COLUMN_LIST = LINE_COLUMNS.join(', ');

export const COLUMNS = `id, sport, away_team, home_team, away_score, home_score, ${LINE_COLUMN_LIST},
  starts_at, to_char(game_date, 'YYYY-MM-DD') AS game_date, status, period, clock,
  away_pitcher, home_pitcher, provider, provider_id, season, neutral, created_at, updated_at`;

export interface DbRow extends LineCells {
  id: string;
  sport: string;
  away_team: string;
  home_team: string;
  away_score: number | null;
  home_score: number | null;
  starts_at: Date | string;
  game_date: string;
  status: string;
  period: string | null;
  clock: string | null;
  away_pitcher: string | null;
  home_pitcher: string | null;
  provider: string;
  provider_id: string;
  season: number | null;
  neutral: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface SnapshotDbRow extends LineCells {
  id: number;
  matchup_id: string;
  taken_at: Date | string;
  source: string;
}

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

/** A row's line columns as lines, every one present. */
export function linesFromDb(r: LineCells): Record<LineKey, number | null> {
  return Object.fromEntries(LINE_KEYS.map((k) => [k, r[LINE_FIELDS[k].column] ?? null])) as Record<
    LineKey,
    number | null
  >;
}

/** Lines as statement parameters, in LINE_COLUMNS order. */
export function lineValues(lines: Partial<Lines>): (number | null)[] {
  return LINE_KEYS.map((k) => lines[k] ?? null);
}

export function fromDb(r: DbRow): MatchupRow {
  return {
    id: r.id,
    sport: r.sport,
    awayTeam: r.away_team,
    homeTeam: r.home_team,
    awayScore: r.away_score,
    homeScore: r.home_score,
    ...linesFromDb(r),
    startsAt: date(r.starts_at),
    gameDate: r.game_date,
    status: r.status,
    period: r.period,
    clock: r.clock,
    awayPitcher: r.away_pitcher,
    homePitcher: r.home_pitcher,
    provider: r.provider,
    providerId: r.provider_id,
    season: r.season,
    neutral: r.neutral,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

export function snapshotFromDb(r: SnapshotDbRow): OddsSnapshot {
  return {
    id: r.id,
    matchupId: r.matchup_id,
    takenAt: date(r.taken_at),
    ...linesFromDb(r),
    source: r.source,
  };
}
