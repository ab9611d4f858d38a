import type { Sport } from '@domain/rules/sports';

/**
 * The nine lines of a matchup (American odds and points), each with its column in matchups,
 * odds_snapshots and matchup_book_odds and what kind of number it is. Declared here once: every
 * list of the lines (rows, SQL, wire, validation, feeds) derives from it.
 */
export const LINE_FIELDS = {
  awayMoneyLine: { column: 'away_money_line', kind: 'price' },
  homeMoneyLine: { column: 'home_money_line', kind: 'price' },
  awaySpread: { column: 'away_spread', kind: 'spread' },
  homeSpread: { column: 'home_spread', kind: 'spread' },
  totalPoints: { column: 'total_points', kind: 'total' },
  homeSpreadPrice: { column: 'home_spread_price', kind: 'price', optional: true },
  awaySpreadPrice: { column: 'away_spread_price', kind: 'price', optional: true },
  overPrice: { column: 'over_price', kind: 'price', optional: true },
  underPrice: { column: 'under_price', kind: 'price', optional: true },
} as const satisfies Record<
  string,
  { column: string; kind: 'price' | 'spread' | 'total'; optional?: true }
>;

export type LineKey = keyof typeof LINE_FIELDS;
export type LineColumn = (typeof LINE_FIELDS)[LineKey]['column'];
export const LINE_KEYS = Object.keys(LINE_FIELDS) as LineKey[];
/** The line columns in LINE_KEYS order. */
export const LINE_COLUMNS: readonly LineColumn[] = LINE_KEYS.map((k) => LINE_FIELDS[k].column);

type Fields = typeof LINE_FIELDS;
// The sides' prices of the spread and the total may be absent: a feed that reports none leaves them out.
type OptionalLineKey = {
  [K in LineKey]: Fields[K] extends { optional: true } ? K : never;
}[LineKey];

/** The lines of a matchup; null when the market is not offered. */
export type Lines = { [K in Exclude<LineKey, OptionalLineKey>]: number | null } & {
  [K in OptionalLineKey]?: number | null;
};

/** Every line null: a game with no market yet. */
export const EMPTY_LINES: Readonly<Record<LineKey, null>> = Object.fromEntries(
  LINE_KEYS.map((k) => [k, null]),
) as Record<LineKey, null>;

/** One bookmaker's prices of a game: `book` is its key, `title` its name. */
export interface BookLines extends Lines {
  book: string;
  title: string;
  /** When the book last moved its prices (its own time; else the report's). */
  updatedAt?: Date | string;
}

/** A live game's state: period ('Q3', 'Top 7th', '2nd', 'OT'; null before the start), clock ('4:12' or null). */
export interface GameState {
  period?: string | null;
  clock?: string | null;
}

/** One stored matchup, as the database holds it. */
export interface MatchupRow extends Lines, GameState {
  id: string;
  sport: string;
  awayTeam: string;
  homeTeam: string;
  awayScore: number | null;
  homeScore: number | null;
  startsAt: Date;
  /** US Eastern calendar date of startsAt, yyyy-MM-dd. */
  gameDate: string;
  status: string;
  awayPitcher: string | null;
  homePitcher: string | null;
  provider: string;
  providerId: string;
  season: number | null;
  neutral: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A line as it stood at one moment (odds_snapshots). */
export interface OddsSnapshot extends Lines {
  id: number;
  matchupId: string;
  takenAt: Date;
  source: string;
}

/**
 * What a feed reports about one game. Fields left undefined keep their stored value (a scores
 * poll says nothing about odds); null clears a line that is no longer offered.
 */
export interface FeedMatchup {
  provider: string;
  providerId: string;
  sport: Sport;
  awayTeam: string;
  homeTeam: string;
  startsAt: Date;
  status?: string;
  awayScore?: number | null;
  homeScore?: number | null;
  lines?: Partial<Lines>;
  awayPitcher?: string | null;
  homePitcher?: string | null;
  season?: number | null;
  neutral?: boolean;
  /** When the feed observed these values (snapshot time); defaults to now. */
  observedAt?: Date;
  /** Earlier lines, written as snapshots only when the matchup is first stored. */
  lineHistory?: (Partial<Lines> & { takenAt: Date })[];
  /** Live state; undefined keeps the stored one. */
  period?: string | null;
  clock?: string | null;
  /** Every bookmaker's prices; undefined keeps the stored ones. */
  books?: BookLines[];
}

/** Which parts of a matchup an upsert changed. */
export interface MatchupChanges {
  score: boolean;
  status: boolean;
  odds: boolean;
  /** Teams, start time, pitchers or neutral site: not broadcast-worthy on their own. */
  details: boolean;
  /** A model's result was written and the consensus priced again (MatchupPublisher.aiResultsChanged). */
  predictions?: boolean;
}

export interface UpsertResult {
  row: MatchupRow;
  added: boolean;
  changes: MatchupChanges;
  /** True when this upsert moved the game into a finished status. */
  finished: boolean;
}
