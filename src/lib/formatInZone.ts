/**
 * The one zone-aware date formatter (docs/product.md "Times and time zones"): every time the app
 * shows is read in the display zone (the account's, else the browser's) and carries the zone's
 * abbreviation ("7:30 PM EST"). Built on Intl's time-zone database, as date-fns' own zone support
 * is, so no zone data ships with the app. The business date of a slate stays the Eastern date of
 * domain/rules/dates.ts; only the display follows the zone. Dates and numbers are written in the
 * account's language (docs/product.md "Language"): English until the settings say otherwise.
 */
import type { Matchup } from '@domain/contracts/matchup';
import { zonedFormat } from '@domain/rules/dates';
import { startInstant, startTimeText } from '@domain/rules/status';

/** What is shown: a clock time, a date, both, a day, or a chart tick (whose axis names the zone). */
export type ZoneStyle = 'time' | 'date' | 'dateTime' | 'day' | 'dayTime' | 'month' | 'tick';

/** The locale each language of the settings (domain/rules/locale.ts LANGUAGES) writes in. */
const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };
let locale = 'en-US';

/**
 * The account's language for every date and number shown from now on (src/app sets it from the
 * settings; a visitor who is not signed in reads English). Unknown languages read English.
 */
export function setDisplayLanguage(language: string | null | undefined): void {
  locale = LOCALES[language ?? 'en'] ?? 'en-US';
}

const ABBREVIATION: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };

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
  // "November 2026": a month of a record (its key is the account zone's month already)
  month: { month: 'long', year: 'numeric' },
  // "Nov 25": a chart's day tick (the caption names the zone)
  day: { month: 'short', day: 'numeric' },
  // "Nov 25, 7:30 PM EST"
  dayTime: {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
};

// One formatter per language, zone and style, built by the domain's (domain/rules/dates.ts).
const formatter = (zone: string, options: Intl.DateTimeFormatOptions) =>
  zonedFormat(zone, options, locale);

function toDate(instant: Date | string | number | null | undefined): Date | null {
  if (instant == null || instant === '') return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The browser's own zone: the display zone of a visitor who is not signed in. */
export function browserTimeZone(): string {
  // Read once: building a formatter costs more than a card's whole render.
  return (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}
let browserZone: string | undefined;

/** An instant as read in `zone`; an unreadable or missing instant shows `fallback`. */
export function formatInZone(
  instant: Date | string | number | null | undefined,
  zone: string,
  style: ZoneStyle = 'dateTime',
  fallback = 'N/A',
): string {
  const date = toDate(instant);
  return date ? formatter(zone, OPTIONS[style]).format(date) : fallback;
}

/** A start as read in `zone`: its time ("7:30 PM EST"), with the day when it is not `now`'s day there. */
export function startTimeInZone(start: Date, zone: string, now: Date): string {
  const sameDay = formatInZone(start, zone, 'date') === formatInZone(now, zone, 'date');
  return formatInZone(start, zone, sameDay ? 'time' : 'dayTime');
}

/** The zone's short name at an instant ("EST", "EDT", "GMT+1"): the label of a chart's axis. */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const parts = formatter(zone, ABBREVIATION).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** A matchup's start as read in `zone` ("Starting @ 7:30 PM EST"); the wire's text when unknown. */
export function startInZone(m: Pick<Matchup, 'startsAt' | 'date' | 'time'>, zone: string): string {
  const start = startInstant(m);
  return start ? formatInZone(start, zone, 'time') : startTimeText(m);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the account's language ("1,234.5" in English, "1234,5" in French). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, found);
  }
  return found.format(value);
}

/** Dollars and cents from integer cents, in the account's language ("$1,234.50", "1234,50 $US"). */
export function formatMoneyCents(cents: number, whole = false): string {
  return formatNumber(cents / 100, {
    style: 'currency',
    currency: 'USD',
    ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
  });
}
