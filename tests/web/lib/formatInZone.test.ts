import { afterEach, describe, expect, it } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import {
  browserTimeZone,
  formatInZone,
  formatMoneyCents,
  formatNumber,
  setDisplayLanguage,
  startInZone,
  startTimeInZone,
  zoneAbbreviation,
} from '@/lib/formatInZone';

// 00:30 UTC on Nov 26 is 7:30 PM Eastern on Nov 25 (EST) and 4:30 PM Pacific.
const WINTER = '2026-11-26T00:30:00Z';
// 23:30 UTC on Jul 4 is 7:30 PM Eastern (EDT).
const SUMMER = '2026-07-04T23:30:00Z';

describe('formatInZone: the one zone-aware formatter (docs/product.md "Times and time zones")', () => {
  it('reads an instant in the given zone and labels a time with the zone', () => {
    expect(formatInZone(WINTER, 'America/New_York', 'time')).toBe('7:30 PM EST');
    expect(formatInZone(SUMMER, 'America/New_York', 'time')).toBe('7:30 PM EDT');
    expect(formatInZone(WINTER, 'America/Los_Angeles', 'time')).toBe('4:30 PM PST');
    expect(formatInZone(WINTER, 'America/Chicago', 'dateTime')).toBe('Nov 25, 2026, 6:30 PM CST');
  });

  it('gives the date the zone is on, which can differ from the UTC date', () => {
    expect(formatInZone(WINTER, 'America/Denver', 'date')).toBe('Nov 25, 2026');
    expect(formatInZone(WINTER, 'UTC', 'date')).toBe('Nov 26, 2026');
    expect(formatInZone(new Date(WINTER), 'America/New_York', 'tick')).toBe('11/25, 7:30 PM');
    expect(formatInZone(Date.parse(WINTER), 'America/New_York', 'tick')).toBe('11/25, 7:30 PM');
  });

  it('shows the fallback for a missing or unreadable instant', () => {
    expect(formatInZone(null, 'America/New_York')).toBe('N/A');
    expect(formatInZone('', 'America/New_York')).toBe('N/A');
    expect(formatInZone('not a date', 'America/New_York', 'time', 'TBD')).toBe('TBD');
  });

  it("names the zone for a chart's axis, and knows the browser's zone", () => {
    expect(zoneAbbreviation('America/New_York', new Date(WINTER))).toBe('EST');
    expect(zoneAbbreviation('America/New_York', new Date(SUMMER))).toBe('EDT');
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("reads a matchup's start in the zone: startsAt, else its Eastern date and time, else its text", () => {
    const game = { startsAt: WINTER, date: '2026-11-25', time: '7:30 PM' } as Matchup;
    expect(startInZone(game, 'America/Los_Angeles')).toBe('4:30 PM PST');
    const noInstant = { startsAt: undefined, date: '2026-11-25', time: '7:30 PM' } as Matchup;
    expect(startInZone(noInstant, 'America/Chicago')).toBe('6:30 PM CST');
    const unknown = { startsAt: undefined, date: '2026-11-25', time: '' } as Matchup;
    expect(startInZone(unknown, 'America/Chicago')).toBe('TBD');
  });
});

describe('the account’s language (docs/product.md "Language")', () => {
  afterEach(() => setDisplayLanguage('en'));

  it('writes dates, times and numbers in Spanish or French, still with the zone', () => {
    setDisplayLanguage('es');
    expect(formatInZone(WINTER, 'America/New_York', 'date')).toMatch(/nov/i);
    expect(formatInZone(WINTER, 'America/New_York', 'time')).toMatch(/^19:30 /);
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('es-ES').format(1234.5));
    expect(formatInZone('2026-11-15T12:00:00Z', 'UTC', 'month')).toBe('noviembre de 2026');
    setDisplayLanguage('fr');
    expect(formatInZone(WINTER, 'America/New_York', 'time')).toMatch(/^19:30 /);
    expect(formatMoneyCents(123_450)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
  });

  it('reads English for an unknown language, and by default', () => {
    setDisplayLanguage('xx');
    expect(formatInZone(WINTER, 'America/New_York', 'time')).toBe('7:30 PM EST');
    expect(formatMoneyCents(123_450)).toBe('$1,234.50');
  });
});

describe('startTimeInZone: an open bet’s start', () => {
  const now = new Date('2026-11-25T20:00:00.000Z');
  it('is the time in the zone, labelled; with the day when it is not today there', () => {
    expect(startTimeInZone(new Date(WINTER), 'America/New_York', now)).toBe('7:30 PM EST');
    expect(startTimeInZone(new Date(WINTER), 'America/Los_Angeles', now)).toBe('4:30 PM PST');
    expect(startTimeInZone(new Date('2026-11-27T00:30:00.000Z'), 'America/New_York', now)).toBe(
      'Nov 26, 7:30 PM EST',
    );
  });
});
