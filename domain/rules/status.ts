import { easternMinutes, easternToInstant, formatTimeOfDay, toValidDate } from './dates';
import type { Matchup } from '../contracts/matchup';

export type GameState = 'live' | 'upcoming' | 'finished';

const FINISHED_WORDS = new Set(['final', 'completed', 'finished', 'ended']);

/**
 * docs/product.md §4: FINAL, COMPLETED, FINISHED or anything containing 'final' is finished (any case).
 * ENDED is included because docs/product.md §3 lists it among the statuses bet summaries see.
 */
export function isFinished(status: string | null | undefined): boolean {
  if (!status) return false;
  const s = status.trim().toLowerCase();
  return FINISHED_WORDS.has(s) || s.includes('final');
}

const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap])\.?\s*m\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ISO_STAMP = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/;
const HAS_ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;
const ZONE_SUFFIX = /\s*(?:et|est|edt)$/i;

/** Minutes after midnight for a time text, or null when it cannot be read ('TBD', garbage). */
export function tryParseTimeOfDay(text: string | null | undefined): number | null {
  if (text == null) return null;
  const t = text.trim();
  if (t === '') return null;
  const iso = ISO_STAMP.exec(t);
  if (iso) {
    // A zoned timestamp is read on the Eastern clock, like every matchup time; a bare one as written.
    if (HAS_ZONE.test(t)) {
      const d = toValidDate(t);
      return d ? easternMinutes(d) : null;
    }
    return clock(Number(iso[1]), Number(iso[2]));
  }
  const plain = t.replace(ZONE_SUFFIX, '');
  const twelve = TWELVE_HOUR.exec(plain);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour < 1 || hour > 12) return null;
    const pm = (twelve[3] ?? '').toLowerCase() === 'p';
    return clock((hour % 12) + (pm ? 12 : 0), minute);
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(plain);
  if (twentyFour) return clock(Number(twentyFour[1]), Number(twentyFour[2]));
  return null;
}

function clock(hour: number, minute: number): number | null {
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** docs/product.md §4: minutes after midnight for '7:30 PM', '7:30PM', '19:30', '7 PM' or an ISO timestamp; 'TBD' or unparsable → 0. */
export function parseTimeOfDay(text: string | null | undefined): number {
  return tryParseTimeOfDay(text) ?? 0;
}

/** The start instant: `startsAt`, else `date` + `time` on the Eastern clock; null when unknown. */
export function startInstant(m: Pick<Matchup, 'startsAt' | 'date' | 'time'>): Date | null {
  const startsAt = toValidDate(m.startsAt);
  if (startsAt) return startsAt;
  if (!m.date) return null;
  const minutes = tryParseTimeOfDay(m.time);
  return minutes == null ? null : easternToInstant(m.date, minutes);
}

/** docs/product.md §4: finished by status; otherwise live once the start has passed, upcoming before (or when unknown). */
export function gameState(m: Matchup, now: Date): GameState {
  if (isFinished(m.status)) return 'finished';
  // A missing status stays upcoming: docs/product.md §3 "default upcoming on the card".
  if (!m.status?.trim()) return 'upcoming';
  const start = startInstant(m);
  return start != null && start.getTime() <= now.getTime() ? 'live' : 'upcoming';
}

/** The start time as shown: the wire's `time`, else `startsAt` on the Eastern clock, else 'TBD'. */
export function startTimeText(m: Pick<Matchup, 'startsAt' | 'time'>): string {
  const time = m.time?.trim();
  if (time) return time;
  const startsAt = toValidDate(m.startsAt);
  return startsAt ? formatTimeOfDay(easternMinutes(startsAt)) : 'TBD';
}

/**
 * docs/product.md §4 badge text: 'In Progress', 'Starting @ {time}', or 'ENDED' on the card /
 * 'FINAL' in the list. The web app passes the start as read in the display zone ("7:30 PM EST").
 */
export function statusLabel(
  m: Matchup,
  now: Date,
  where: 'card' | 'list',
  startText: string = startTimeText(m),
): string {
  const state = gameState(m, now);
  if (state === 'finished') return where === 'card' ? 'ENDED' : 'FINAL';
  if (state === 'live') return 'In Progress';
  return `Starting @ ${startText}`;
}

const STATE_RANK: Record<GameState, number> = { live: 0, upcoming: 1, finished: 2 };

/** The time of day a matchup sorts by: its `time` ('TBD' or unparsable → 0), else `startsAt`. */
export function sortTimeOfDay(m: Pick<Matchup, 'startsAt' | 'time'>): number {
  return parseTimeOfDay(m.time?.trim() ? m.time : m.startsAt);
}

/** docs/product.md §4 order: live, then upcoming, then finished; by time of day ascending within each. */
export function compareMatchups(a: Matchup, b: Matchup, now: Date): number {
  const rank = STATE_RANK[gameState(a, now)] - STATE_RANK[gameState(b, now)];
  if (rank !== 0) return rank;
  return sortTimeOfDay(a) - sortTimeOfDay(b);
}

/** A sorted copy (stable: equal matchups keep their input order). */
export function sortMatchups(list: readonly Matchup[], now: Date): Matchup[] {
  return [...list].sort((a, b) => compareMatchups(a, b, now));
}
