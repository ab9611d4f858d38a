import type { BookLines, FeedMatchup, GameState, Lines } from '../feed';

// What a feed reports (its lines, books and game state) is the feed's to say (server/feed/types.ts).
export type { BookLines, FeedMatchup, Lines };

/**
 * The nine lines of a matchup (American odds and points: the feed's Lines), each with its column
 * in matchups, odds_snapshots and matchup_book_odds and what kind of number it is. Declared here
 * once: every list of the lines (rows, SQL, wire, validation) derives from it.
 */
export const LINE_FIELDS = {
  awayMoneyLine: { column: 'away_money_line', kind: 'price' },
  homeMoneyLine: { column: 'home_money_line', kind: 'price' },
  awaySpread: { column: 'away_spread', kind: 'spread' },
  homeSpread: { column: 'home_spread', kind: 'spread' },
  totalPoints: { column: 'total_points', kind: 'total' },
  homeSpreadPrice: { column: 'home_spread_price', kind: 'price' },
  awaySpreadPrice: { column: 'away_spread_price', kind: 'price' },
  overPrice: { column: 'over_price', kind: 'price' },
  underPrice: { column: 'under_price', kind: 'price' },
} as const satisfies Record<keyof Lines, { column: string; kind: 'price' | 'spread' | 'total' }>;

export type LineKey = keyof typeof LINE_FIELDS;
export type LineColumn = (typeof LINE_FIELDS)[LineKey]['column'];
export const LINE_KEYS = Object.keys(LINE_FIELDS) as LineKey[];
/** The line columns in LINE_KEYS order. */
export const LINE_COLUMNS: readonly LineColumn[] = LINE_KEYS.map((k) => LINE_FIELDS[k].column);

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
