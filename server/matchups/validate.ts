import { LINE_KEYS, type FeedMatchup, type Lines } from './types';

/** Thrown for feed data the store refuses to write (the feed logs it and moves on). */
export class InvalidMatchupError extends Error {}

function checkScore(name: string, v: number | null | undefined): void {
  if (v == null) return;
  if (!Number.isInteger(v) || v < 0 || v > 999)
    throw new InvalidMatchupError(`${name} must be a whole number 0-999, got ${v}`);
}

function checkLines(lines: Partial<Lines>): void {
  for (const key of [
    'awayMoneyLine',
    'homeMoneyLine',
    'homeSpreadPrice',
    'awaySpreadPrice',
    'overPrice',
    'underPrice',
  ] as const) {
    const v = lines[key];
    if (v == null) continue;
    if (!Number.isInteger(v) || Math.abs(v) < 100 || Math.abs(v) > 100_000) {
      throw new InvalidMatchupError(
        `${key} must be American odds (an integer, |n| >= 100), got ${v}`,
      );
    }
  }
  for (const key of ['awaySpread', 'homeSpread'] as const) {
    const v = lines[key];
    if (v != null && (!Number.isFinite(v) || Math.abs(v) > 100))
      throw new InvalidMatchupError(`${key} out of range: ${v}`);
  }
  const total = lines.totalPoints;
  if (total != null && (!Number.isFinite(total) || total <= 0 || total > 500)) {
    throw new InvalidMatchupError(`totalPoints out of range: ${total}`);
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

export function linesOf(row: Lines): Lines {
  return {
    awayMoneyLine: row.awayMoneyLine,
    homeMoneyLine: row.homeMoneyLine,
    awaySpread: row.awaySpread,
    homeSpread: row.homeSpread,
    totalPoints: row.totalPoints,
    homeSpreadPrice: row.homeSpreadPrice ?? null,
    awaySpreadPrice: row.awaySpreadPrice ?? null,
    overPrice: row.overPrice ?? null,
    underPrice: row.underPrice ?? null,
  };
}

export const hasAnyLine = (l: Lines): boolean => LINE_KEYS.some((k) => l[k] != null);
export const EMPTY_LINES: Lines = {
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
