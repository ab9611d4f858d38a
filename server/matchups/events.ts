import { EventEmitter } from 'node:events';
import type { Matchup } from '@domain/contracts/matchup';
import type { MatchupChanges, MatchupRow } from './types';

/** What the rest of the server can follow; every event fires after the write it reports. */
export interface MatchupEventMap {
  /** A game the store had not seen before. */
  matchupAdded: [matchup: Matchup, row: MatchupRow];
  /**
   * Any change to a stored game, with its card (./wire.ts `toCard`: what the hub sends); `changes`
   * says which parts (score, status, odds, details, or a model's prediction).
   */
  matchupChanged: [matchup: Matchup, changes: MatchupChanges, row: MatchupRow];
  /** The lines moved (a snapshot was appended). */
  oddsChanged: [matchup: Matchup, row: MatchupRow];
  /** The game just moved into a finished status (FINAL etc.) with its final score. */
  gameFinished: [matchup: Matchup, row: MatchupRow];
  /** A listener failed (thrown or rejected); logged by the bus itself. */
  error: [error: unknown];
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * The matchups event bus. Async listeners' rejections are caught and logged, so a failing
 * subscriber (models, bets, results) never takes the feed down with it; the publisher catches
 * synchronous throws the same way.
 */
export class MatchupEvents extends EventEmitter<MatchupEventMap> {
  constructor(log?: Logger) {
    super({ captureRejections: true });
    this.setMaxListeners(50);
    this.on('error', (err) => {
      if (log) log.error({ err }, 'matchup event listener failed');
      else console.error('matchup event listener failed', err);
    });
  }
}
