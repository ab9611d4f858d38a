import { describe, expect, it } from 'vitest';
import {
  addDays,
  easternDate,
  easternMinutes,
  easternToInstant,
  formatTimeOfDay,
  isIsoDate,
  toValidDate,
} from '@domain/rules/dates';

describe('dates', () => {
  it.each([
    ['2025-11-22', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['today', false],
    [20251122, false],
  ])('isIsoDate(%j) = %s', (text, ok) => {
    expect(isIsoDate(text)).toBe(ok);
  });

  it('reads valid dates only', () => {
    expect(toValidDate(null)).toBeNull();
    expect(toValidDate('')).toBeNull();
    expect(toValidDate('nope')).toBeNull();
    expect(toValidDate('2025-11-22T00:00:00Z')?.toISOString()).toBe('2025-11-22T00:00:00.000Z');
    const d = new Date(5);
    expect(toValidDate(d)).not.toBe(d);
    expect(toValidDate(0)?.getTime()).toBe(0);
  });

  it('converts between Eastern wall clock and instants across DST', () => {
    // November: EST (UTC-5).
    expect(easternToInstant('2025-11-22', 19 * 60 + 30)?.toISOString()).toBe(
      '2025-11-23T00:30:00.000Z',
    );
    // July: EDT (UTC-4).
    expect(easternToInstant('2025-07-04', 13 * 60)?.toISOString()).toBe('2025-07-04T17:00:00.000Z');
    expect(easternToInstant('2025-02-30', 0)).toBeNull();
    const instant = new Date('2025-11-23T00:30:00Z');
    expect(easternDate(instant)).toBe('2025-11-22');
    expect(easternMinutes(instant)).toBe(19 * 60 + 30);
    expect(easternMinutes(new Date('2025-11-22T05:00:00Z'))).toBe(0);
  });

  it.each([
    [0, '12:00 AM'],
    [30, '12:30 AM'],
    [12 * 60, '12:00 PM'],
    [19 * 60 + 5, '7:05 PM'],
    [1440 + 60, '1:00 AM'],
    [-60, '11:00 PM'],
  ])('formatTimeOfDay(%i) = %s', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });

  it('adds days over month and year ends', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(() => addDays('bad', 1)).toThrow(RangeError);
  });
});
