/**
 * The one zone-aware date formatter (docs/product.md "Times and time zones"): every time the app
 * shows is read in the display zone (the account's, else the browser's) and carries the zone's
 * abbreviation ("7:30 PM EST"). Built on Intl's time-zone database, as date-fns' own zone support
 * is, so no zone data ships with the app. The business date of a slate stays the Eastern date of
 * domain/rules/dates.ts; only the display follows the zone.
 */
import type { Matchup } from '@domain/contracts/matchup';
import { startInstant, startTimeText } from '@domain/rules/status';

/** What is shown: a clock time, a date, both, or a chart tick (whose axis names the zone). */
export type ZoneStyle = 'time' | 'date' | 'dateTime' | 'tick';

const OPTIONS: Record<ZoneStyle, Intl.DateTimeFormatOptions> = {
  // "7:30 PM EST"
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  // "Nov 25, 2026"
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  // "Nov 25, 2026, 7:30 PM EST"
  dateTime: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  // "11/25, 7:30 PM"
  tick: { month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions, key: string) {
  const cacheKey = `${zone}|${key}`;
  let found = formatters.get(cacheKey);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(cacheKey, found);
  }
  return found;
}

function toDate(instant: Date | string | number | null | undefined): Date | null {
  if (instant == null || instant === '') return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The browser's own zone: the display zone of a visitor who is not signed in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An instant as read in `zone`; an unreadable or missing instant shows `fallback`. */
export function formatInZone(
  instant: Date | string | number | null | undefined,
  zone: string,
  style: ZoneStyle = 'dateTime',
  fallback = 'N/A',
): string {
  const date = toDate(instant);
  return date ? formatter(zone, OPTIONS[style], style).format(date) : fallback;
}

/** The zone's short name at an instant ("EST", "EDT", "GMT+1"): the label of a chart's axis. */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const parts = formatter(zone, { timeZoneName: 'short' }, 'abbr').formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** A matchup's start as read in `zone` ("Starting @ 7:30 PM EST"); the wire's text when unknown. */
export function startInZone(m: Pick<Matchup, 'startsAt' | 'date' | 'time'>, zone: string): string {
  const start = startInstant(m);
  return start ? formatInZone(start, zone, 'time') : startTimeText(m);
}
