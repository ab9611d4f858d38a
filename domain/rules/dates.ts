/**
 * Calendar and clock helpers in US Eastern time, where every matchup `date` and `time` lives
 * (docs/design.md §4). Built on Intl so the domain stays dependency-free.
 */

/** The time zone of matchup dates and times. */
export const EASTERN_TZ = 'America/New_York';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd (rejects 2025-02-30). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** Parses any date text to a valid Date, or null. */
export function toValidDate(value: string | number | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const byOptions = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The one Intl date formatter, cached per locale, zone and options: the server's and the rules'
 * readings of an instant in a zone (wall clocks, CSV stamps, month keys) in English, and what the
 * web app shows through src/lib/formatInZone.ts, in the account's language (docs/product.md
 * "Times and time zones").
 */
export function zonedFormat(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): Intl.DateTimeFormat {
  // The same options object (a constant of its caller) is found without building a key.
  let zones = byOptions.get(options);
  if (!zones) byOptions.set(options, (zones = new Map<string, Intl.DateTimeFormat>()));
  const zoneKey = `${locale}|${timeZone}`;
  let found = zones.get(zoneKey);
  if (found) return found;
  const key = `${zoneKey}|${JSON.stringify(options)}`;
  found = zoneFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    zoneFormats.set(key, found);
  }
  zones.set(zoneKey, found);
  return found;
}

/** The options of easternWallClock's formatter, made on its first call (zonedFormat's cache). */
const EASTERN_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** The US Eastern wall-clock reading of an instant. */
export function easternWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const p of zonedFormat(EASTERN_TZ, EASTERN_PARTS).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some engines print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The Eastern calendar date (yyyy-MM-dd) of an instant: "today" for the product. */
export function easternDate(instant: Date): string {
  const w = easternWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** Minutes after Eastern midnight of an instant. */
export function easternMinutes(instant: Date): number {
  const w = easternWallClock(instant);
  return w.hour * 60 + w.minute;
}

/** Formats minutes after midnight as 'h:mm AM' (the wire's 'h:mm a'). */
export function formatTimeOfDay(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${pad(m % 60)} ${suffix}`;
}

/** The instant of an Eastern date (yyyy-MM-dd) and time of day; null for a bad date. */
export function easternToInstant(date: string, minutes: number): Date | null {
  if (!isIsoDate(date)) return null;
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, 0, minutes);
  // Start from the EST guess and correct by the offset the zone actually shows (handles DST).
  let guess = wanted + 5 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const w = easternWallClock(new Date(guess));
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** Adds whole days to a yyyy-MM-dd date; throws RangeError for a bad date. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`Invalid date: ${JSON.stringify(date)}`);
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
