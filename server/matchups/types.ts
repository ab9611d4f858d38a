import type { Sport } from '@/domain/sports';

/** The lines of a matchup (American odds and points); null when the market is not offered. */
export interface Lines {
  awayMoneyLine: number | null;
  homeMoneyLine: number | null;
  awaySpread: number | null;
  homeSpread: number | null;
  totalPoints: number | null;
  /**
   * American prices of the spread's and the total's sides; null or absent when
   * unknown (a feed that reports none leaves them out).
   */
  homeSpreadPrice?: number | null;
  awaySpreadPrice?: number | null;
  overPrice?: number | null;
  underPrice?: number | null;
}

export const LINE_KEYS = [
  'awayMoneyLine',
  'homeMoneyLine',
  'awaySpread',
  'homeSpread',
  'totalPoints',
  'homeSpreadPrice',
  'awaySpreadPrice',
  'overPrice',
  'underPrice',
] as const satisfies readonly (keyof Lines)[];

/** One bookmaker's prices of a game: `book` is its key, `title` its name. */
export interface BookLines extends Lines {
  book: string;
  title: string;
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
}

export interface UpsertResult {
  row: MatchupRow;
  added: boolean;
  changes: MatchupChanges;
  /** True when this upsert moved the game into a finished status. */
  finished: boolean;
}
