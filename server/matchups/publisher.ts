import type { MatchupEvents } from './events';
import type { MatchupStore } from './store';
import { InvalidMatchupError, validateFeedMatchup } from './validate';
import { toCard } from './wire';
import type { FeedMatchup, MatchupChanges, UpsertResult } from './types';

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const anyChange = (c: MatchupChanges): boolean => c.score || c.status || c.odds || c.details;

/**
 * The one way feeds write games: validate, write (one transaction per batch), then announce
 * additions and changes on the events bus. Invalid reports are logged and skipped.
 */
export class MatchupPublisher {
  constructor(
    private readonly store: MatchupStore,
    private readonly events: MatchupEvents,
    private readonly log: Logger,
  ) {}

  /**
   * Writes the reports, then emits matchupAdded / matchupChanged / oddsChanged / gameFinished:
   * matchupChanged with the game's card (what the hub sends), the others with its priced form.
   */
  async publish(inputs: FeedMatchup[]): Promise<UpsertResult[]> {
    const valid = inputs.filter((input) => {
      try {
        validateFeedMatchup(input);
        return true;
      } catch (err) {
        if (!(err instanceof InvalidMatchupError)) throw err;
        this.log.warn(
          { provider: input.provider, providerId: input.providerId, reason: err.message },
          'feed report skipped',
        );
        return false;
      }
    });
    if (valid.length === 0) return [];
    const results = await this.store.upsertMany(valid);
    const touched = results.filter((r) => r.added || anyChange(r.changes));
    const wires = await this.store.toWireMany(touched.map((r) => r.row));
    for (const [i, r] of touched.entries()) {
      const matchup = wires[i];
      if (!matchup) continue;
      this.emitSafely(() => {
        if (r.added) this.events.emit('matchupAdded', matchup, r.row);
        else this.events.emit('matchupChanged', toCard(matchup), r.changes, r.row);
        if (r.changes.odds) this.events.emit('oddsChanged', matchup, r.row);
        if (r.finished) this.events.emit('gameFinished', matchup, r.row);
      });
    }
    return results;
  }

  /**
   * A model's result for a game was written: the game's card, its consensus priced again here,
   * is announced as a change (the hub sends it to the game's watchers; the browsers never price).
   */
  async aiResultsChanged(matchupId: string): Promise<void> {
    const row = await this.store.byId(matchupId);
    if (!row) return;
    const card = toCard(await this.store.toWireOne(row));
    const changes = { score: false, status: false, odds: false, details: false, predictions: true };
    this.emitSafely(() => this.events.emit('matchupChanged', card, changes, row));
  }

  // A subscriber's synchronous throw must not stop the feed or the other announcements.
  private emitSafely(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.log.error({ err }, 'matchup event listener failed');
    }
  }
}
