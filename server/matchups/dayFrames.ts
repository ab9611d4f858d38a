import { HubEvent } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { packDay } from '@domain/contracts/dayTable';
import { prepareInvocation, type PreparedInvocation } from '../hub';
import type { MatchupEvents } from './events';
import type { MatchupChanges, MatchupRow } from './types';

/**
 * How long one day's answer is reused (docs/security.md "Hub limits"): the same day asked again
 * within it is the same serialized frame, whoever asks. A change to one of the day's games drops
 * it at once; the time bounds what this instance cannot see (a change written by another one).
 */
export const DAY_FRAME_TTL_MS = 5_000;
/** Days (date and sport) kept at once; the oldest leaves first. */
export const DAY_FRAME_ENTRIES = 32;

interface Entry {
  at: number;
  frame: Promise<PreparedInvocation>;
}

/**
 * The answers to RequestMatchupsForDate(AndSport), built once per day and sport and serialized at
 * most once per hub protocol (server/hub/frame.ts): a flood of the same request reads the
 * database once and serializes once, and concurrent askers share one read.
 */
export class DayFrames {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (date: string, sport?: string) => Promise<Matchup[]>,
    private readonly ttlMs = DAY_FRAME_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for a date (and sport): cached when asked within the TTL and nothing changed. */
  get(date: string, sport?: string): Promise<PreparedInvocation> {
    const key = `${date}|${sport ?? ''}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.frame;
    this.entries.delete(key);
    // The day's cards as one table (domain/contracts/dayTable.ts, docs/hub.md "A day's answer").
    const frame = this.load(date, sport).then((cards) =>
      prepareInvocation(HubEvent.ReceiveSportMatchupsUpdate, [packDay(cards)]),
    );
    const entry: Entry = { at: now, frame };
    // A failed read is not kept: the next asker reads again.
    frame.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size >= DAY_FRAME_ENTRIES) this.evict(now);
    this.entries.set(key, entry);
    return frame;
  }

  /** Forgets every answer of `date` (all its sports). */
  invalidate(date: string): void {
    const prefix = `${date}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Drops each day's answer when one of its games is added or changes; returns the unsubscribe. */
  follow(events: MatchupEvents): () => void {
    // The row's game_date is the day byDate reads (a card may leave its date out).
    const onAdded = (_matchup: Matchup, row: MatchupRow): void => this.invalidate(row.gameDate);
    const onChanged = (_m: Matchup, _c: MatchupChanges, row: MatchupRow): void =>
      this.invalidate(row.gameDate);
    events.on('matchupAdded', onAdded);
    events.on('matchupChanged', onChanged);
    return () => {
      events.off('matchupAdded', onAdded);
      events.off('matchupChanged', onChanged);
    };
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries)
      if (now - entry.at >= this.ttlMs) this.entries.delete(key);
    // Insertion order is age order: the oldest goes first.
    while (this.entries.size >= DAY_FRAME_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
