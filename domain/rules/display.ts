/** docs/product.md §5 display rules: what the UI shows for missing or raw values. */
import { isIsoDate, toValidDate, zonedFormat } from './dates';
import { formatAmerican } from './odds';

/** date-fns' message for a date it cannot format; docs/product.md §5 quotes it. */
export const INVALID_TIME = 'Invalid time value';

/**
 * A person's initials, as their avatar shows them everywhere: the first letters of the name's
 * first two words, upper-cased; without a name the email's first letter; else '?'.
 */
export function initials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 0
      ? words
          .slice(0, 2)
          .map((w) => w.charAt(0))
          .join('')
      : email.trim().charAt(0);
  return letters ? letters.toUpperCase() : '?';
}

/** The team's name, or 'Away Team' / 'Home Team' when missing. */
export function teamName(name: string | null | undefined, side: 'Home' | 'Away'): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : side === 'Home' ? 'Home Team' : 'Away Team';
}

/** A score, 0 when missing. */
export function scoreText(score: number | null | undefined): string {
  return String(score ?? 0);
}

/** An American line with its sign ('+150', '-110'); '-' when missing. */
export function oddsText(american: number | null | undefined): string {
  return american == null || !Number.isFinite(american) ? '-' : formatAmerican(american);
}

/** A spread with a '+' prefix unless it starts with '-'; '-' when missing. */
export function spreadText(spread: number | string | null | undefined): string {
  if (spread == null) return '-';
  const text = String(spread).trim();
  if (text === '') return '-';
  return text.startsWith('-') || text.startsWith('+') ? text : `+${text}`;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a date text strictly; throws RangeError('Invalid time value') like date-fns. */
export function parseDateStrict(text: string | null | undefined): Date {
  // A bare yyyy-MM-dd is a calendar day: read it at UTC midnight and format in UTC.
  const dayOnly = text != null && DAY_ONLY.test(text);
  if (dayOnly && !isIsoDate(text)) throw new RangeError(INVALID_TIME);
  const d = toValidDate(dayOnly ? `${text}T00:00:00Z` : text);
  if (!d) throw new RangeError(INVALID_TIME);
  return d;
}

const MONTH_DAY = { month: 'short', day: 'numeric' } as const;
const MONTH_YEAR = { month: 'short', year: 'numeric' } as const;
const MONTH_DAY_YEAR = { month: 'short', day: 'numeric', year: 'numeric' } as const;

function formatWith(
  text: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
  fallback: string,
): string {
  try {
    const d = parseDateStrict(text);
    const timeZone = text && DAY_ONLY.test(text) ? 'UTC' : 'America/New_York';
    return zonedFormat(timeZone, options).format(d);
  } catch {
    return fallback;
  }
}

/** Short month and day ('Nov 22'); an invalid date shows the fallback ('unknown', 'N/A' or 'TBD'). */
export function shortDate(text: string | null | undefined, fallback = 'unknown'): string {
  return formatWith(text, MONTH_DAY, fallback);
}

/** Short month and year ('Feb 2009'), for a time axis that spans years; invalid → fallback. */
export function monthYear(text: string | null | undefined, fallback = 'unknown'): string {
  return formatWith(text, MONTH_YEAR, fallback);
}

const WEEKDAY = { weekday: 'short' } as const;

/** A calendar day ('2025-11-22') as the date picker's strip shows it: weekday 'Sat', day 22. */
export function dayParts(date: string): { weekday: string; day: number } {
  const d = new Date(`${date}T12:00:00Z`);
  return { weekday: zonedFormat('UTC', WEEKDAY).format(d), day: d.getUTCDate() };
}

/** 'MMM d, yyyy' ('Nov 22, 2025'), as the date picker shows it; invalid → fallback. */
export function longDate(text: string | null | undefined, fallback = 'N/A'): string {
  return formatWith(text, MONTH_DAY_YEAR, fallback);
}
