import { LINE_FIELDS, LINE_KEYS, type FeedMatchup, type LineKey, type Lines } from './types';

/** Thrown for feed data the store refuses to write (the feed logs it and moves on). */
export class InvalidMatchupError extends Error {}

function checkScore(name: string, v: number | null | undefined): void {
  if (v == null) return;
  if (!Number.isInteger(v) || v < 0 || v > 999)
    throw new InvalidMatchupError(`${name} must be a whole number 0-999, got ${v}`);
}

const keysOfKind = (kind: 'price' | 'spread' | 'total'): LineKey[] =>
  LINE_KEYS.filter((k) => LINE_FIELDS[k].kind === kind);
const PRICE_KEYS = keysOfKind('price');
const SPREAD_KEYS = keysOfKind('spread');
const TOTAL_KEYS = keysOfKind('total');

function checkLines(lines: Partial<Lines>): void {
  for (const key of PRICE_KEYS) {
    const v = lines[key];
    if (v == null) continue;
    if (!Number.isInteger(v) || Math.abs(v) < 100 || Math.abs(v) > 100_000) {
      throw new InvalidMatchupError(
        `${key} must be American odds (an integer, |n| >= 100), got ${v}`,
      );
    }
  }
  for (const key of SPREAD_KEYS) {
    const v = lines[key];
    if (v != null && (!Number.isFinite(v) || Math.abs(v) > 100))
      throw new InvalidMatchupError(`${key} out of range: ${v}`);
  }
  for (const key of TOTAL_KEYS) {
    const total = lines[key];
    if (total != null && (!Number.isFinite(total) || total <= 0 || total > 500)) {
      throw new InvalidMatchupError(`${key} out of range: ${total}`);
    }
  }
}

/** Refuses anything that would store nonsense (InvalidMatchupError); returns the normalised status. */
export function validateFeedMatchup(input: FeedMatchup): string | undefined {
  if (!input.provider || !input.providerId)
    throw new InvalidMatchupError('provider and providerId are required');
  if (!input.awayTeam.trim() || !input.homeTeam.trim())
    throw new InvalidMatchupError('both team names are required');
  if (Number.isNaN(input.startsAt.getTime()))
    throw new InvalidMatchupError('startsAt is not a valid time');
  checkScore('awayScore', input.awayScore);
  checkScore('homeScore', input.homeScore);
  if (input.lines) checkLines(input.lines);
  for (const h of input.lineHistory ?? []) checkLines(h);
  if (input.status === undefined) return undefined;
  const status = input.status.trim().toUpperCase();
  if (!status) throw new InvalidMatchupError('status must not be empty');
  return status;
}

/** The lines after applying a feed's partial update to what is stored. */
export function mergeLines(current: Lines, update: Partial<Lines> | undefined): Lines {
  const next = { ...current };
  if (!update) return next;
  for (const key of LINE_KEYS) {
    const v = update[key];
    if (v !== undefined) next[key] = v;
  }
  return next;
}

/** Just the lines of a row (a matchup, a snapshot, a book), every one present. */
export function linesOf(row: Lines): Record<LineKey, number | null> {
  return Object.fromEntries(LINE_KEYS.map((k) => [k, row[k] ?? null])) as Record<
    LineKey,
    number | null
  >;
}

export const hasAnyLine = (l: Lines): boolean => LINE_KEYS.some((k) => l[k] != null);
