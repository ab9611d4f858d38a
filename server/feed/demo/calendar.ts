import { addDays } from '@domain/rules/dates';

export { addDays };

const pad = (n: number): string => String(n).padStart(2, '0');

/** yyyy-MM-dd of a year, month (1-12) and day. */
export function ymd(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Day of week of a yyyy-MM-dd date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);
}

/** The n-th (1-based) given weekday of a month. */
export function nthWeekday(year: number, month: number, day: number, n: number): string {
  const first = ymd(year, month, 1);
  const offset = (day - weekday(first) + 7) % 7;
  return addDays(first, offset + 7 * (n - 1));
}

/** The last given weekday of a month. */
export function lastWeekday(year: number, month: number, day: number): string {
  const nextMonthFirst = month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1);
  const last = addDays(nextMonthFirst, -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** US Thanksgiving: the fourth Thursday of November. */
export function thanksgiving(year: number): string {
  return nthWeekday(year, 11, 4, 4);
}

/** The given weekday on or after a date. */
export function onOrAfter(date: string, day: number): string {
  return addDays(date, (day - weekday(date) + 7) % 7);
}

export const yearOf = (date: string): number => Number(date.slice(0, 4));
export const monthOf = (date: string): number => Number(date.slice(5, 7));

/** Is date within [from, to] (inclusive, yyyy-MM-dd compares as text). */
export const within = (date: string, from: string, to: string): boolean =>
  date >= from && date <= to;
