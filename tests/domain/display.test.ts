import { describe, expect, it } from 'vitest';
import {
  dayParts,
  initials,
  INVALID_TIME,
  longDate,
  monthYear,
  oddsText,
  parseDateStrict,
  scoreText,
  shortDate,
  spreadText,
  teamName,
} from '@domain/rules/display';

describe('display rules (docs/product.md §5)', () => {
  it.each<[string | null | undefined, 'Home' | 'Away', string]>([
    [null, 'Away', 'Away Team'],
    [undefined, 'Home', 'Home Team'],
    ['  ', 'Home', 'Home Team'],
    ['Boston Celtics', 'Away', 'Boston Celtics'],
  ])('teamName(%j, %s) = %s', (name, side, text) => {
    expect(teamName(name, side)).toBe(text);
  });

  it.each([
    [null, '0'],
    [undefined, '0'],
    [0, '0'],
    [112, '112'],
  ])('scoreText(%j) = %s', (score, text) => {
    expect(scoreText(score)).toBe(text);
  });

  it.each([
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
    [150, '+150'],
    [-110, '-110'],
    [100, '+100'],
  ])('oddsText(%j) = %s', (odds, text) => {
    expect(oddsText(odds)).toBe(text);
  });

  it.each<[number | string | null | undefined, string]>([
    [3.5, '+3.5'],
    [-3.5, '-3.5'],
    [0, '+0'],
    ['7', '+7'],
    ['-7', '-7'],
    ['+7', '+7'],
    ['', '-'],
    [null, '-'],
  ])('spreadText(%j) = %s', (spread, text) => {
    expect(spreadText(spread)).toBe(text);
  });

  it('formats dates with short month and day, falling back when invalid', () => {
    expect(shortDate('2025-11-22')).toBe('Nov 22');
    expect(shortDate('2025-01-01')).toBe('Jan 1');
    // A timestamp is shown on the Eastern calendar: 00:30Z on the 23rd is still the 22nd there.
    expect(shortDate('2025-11-23T00:30:00Z')).toBe('Nov 22');
    expect(shortDate('nonsense')).toBe('unknown');
    expect(shortDate(null, 'N/A')).toBe('N/A');
    expect(shortDate('2025-02-30', 'TBD')).toBe('TBD');
    expect(longDate('2025-11-22')).toBe('Nov 22, 2025');
    expect(longDate('bad')).toBe('N/A');
    expect(monthYear('2009-02-09')).toBe('Feb 2009');
    expect(monthYear('2025-11-23T00:30:00Z')).toBe('Nov 2025');
    expect(monthYear('2025-13-01')).toBe('unknown');
  });

  it("rejects invalid dates with 'Invalid time value'", () => {
    expect(INVALID_TIME).toBe('Invalid time value');
    expect(() => parseDateStrict('not a date')).toThrow(new RangeError('Invalid time value'));
    expect(() => parseDateStrict(undefined)).toThrow(INVALID_TIME);
    expect(parseDateStrict('2025-11-22').toISOString()).toBe('2025-11-22T00:00:00.000Z');
  });

  it("writes a person's initials one way everywhere: the first two words' first letters", () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Grace  Brewster Hopper ')).toBe('GB');
    expect(initials('Cher')).toBe('C');
    // No name: the email's first letter, else a question mark.
    expect(initials('', 'zed@example.com')).toBe('Z');
    expect(initials('   ')).toBe('?');
  });

  it("writes a day as the date picker's strip shows it", () => {
    expect(dayParts('2026-11-28')).toEqual({ weekday: 'Sat', day: 28 });
    expect(dayParts('2033-01-02')).toEqual({ weekday: 'Sun', day: 2 });
  });
});
