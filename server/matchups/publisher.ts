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

/** Model results for games within this window are priced again in one read (aiResultsChanged). */
const REPRICE_BATCH_MS = 50;

/**
 * The one way feeds write games: validate, write (one transaction per batch), then announce
 * additions and changes on the events bus. Invalid reports are logged and skipped.
 */
export class MatchupPublisher {
  private readonly toReprice = new Set<string>();
  private repricing: Promise<void> | null = null;

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
   * Results that come within REPRICE_BATCH_MS (a model's warm-up writes hundreds) are priced in
   * one read, each game once; `repriced()` resolves when those asked for so far are announced.
   */
  aiResultsChanged(matchupId: string): Promise<void> {
    this.toReprice.add(matchupId);
    this.scheduleReprice();
    return Promise.resolve();
  }

  // One pricing at a time; games asked for while one runs wait for the next.
  private scheduleReprice(): void {
    this.repricing ??= new Promise<void>((resolve) => {
      setTimeout(resolve, REPRICE_BATCH_MS).unref();
    })
      .then(() => this.reprice())
      .finally(() => {
        this.repricing = null;
        if (this.toReprice.size > 0) this.scheduleReprice();
      });
  }

  /** Resolves once every card asked for by aiResultsChanged so far has been announced. */
  async repriced(): Promise<void> {
    while (this.repricing) await this.repricing;
  }

  private async reprice(): Promise<void> {
    const ids = [...this.toReprice];
    this.toReprice.clear();
    try {
      const rows = await this.store.byIds(ids);
      const wires = await this.store.toWireMany(rows);
      const changes = {
        score: false,
        status: false,
        odds: false,
        details: false,
        predictions: true,
      };
      for (const [i, row] of rows.entries()) {
        const wire = wires[i];
        if (wire)
          this.emitSafely(() => this.events.emit('matchupChanged', toCard(wire), changes, row));
      }
    } catch (err) {
      this.log.error({ err }, 'repricing after a model result failed');
    }
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
