/** A source of games, odds and scores that writes through the MatchupPublisher. */
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
