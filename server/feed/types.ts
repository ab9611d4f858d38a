import type { Sport } from '@domain/rules/sports';

/**
 * The lines of a game as a feed reports them (American odds and points); null when the market is
 * not offered. The sides' prices of the spread and the total may be absent: a feed that reports
 * none leaves them out. The matchups module stores each in its column (server/matchups/types.ts
 * LINE_FIELDS).
 */
export type Lines = {
  awayMoneyLine: number | null;
  homeMoneyLine: number | null;
  awaySpread: number | null;
  homeSpread: number | null;
  totalPoints: number | null;
  homeSpreadPrice?: number | null;
  awaySpreadPrice?: number | null;
  overPrice?: number | null;
  underPrice?: number | null;
};

/** Every line null: a game with no market yet. */
export const EMPTY_LINES: Readonly<Record<keyof Lines, null>> = {
  awayMoneyLine: null,
  homeMoneyLine: null,
  awaySpread: null,
  homeSpread: null,
  totalPoints: null,
  homeSpreadPrice: null,
  awaySpreadPrice: null,
  overPrice: null,
  underPrice: null,
};

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

/**
 * Where a feed writes its reports: the matchups module's publisher (server/matchups/publisher.ts),
 * which validates, stores and announces them; resolves to one result per report written.
 */
export interface FeedPublisher {
  publish(reports: FeedMatchup[]): Promise<readonly unknown[]>;
}

/** A source of games, odds and scores that writes through a FeedPublisher. */
export interface Feed {
  readonly kind: 'demo' | 'oddsApi';
  /** Starts following the source; resolves once the first pass is written. */
  start(): Promise<void>;
  /** Stops timers and waits for a pass in progress to finish. */
  stop(): Promise<void>;
}

export interface FeedLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
