/**
 * Rules for short text a user gives that other people see or that goes into mail (docs/design.md
 * §3): a name is one line, without control characters or invisible direction marks.
 */
const CONTROL = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** True when the text has no control character (CR, LF, tab, NUL…) and no bidi override. */
export function isSingleLine(text: string): boolean {
  return !CONTROL.test(text);
}

export const controlCharactersRefused = (label: string): string =>
  `${label} must not contain line breaks or other control characters`;

/** Money is integer cents; a price typed in dollars has at most two decimals. */
export const CENTS_PER_DOLLAR = 100;

/**
 * Dollars as integer cents, read from the number's own shortest decimal form, so 19.99 is 1999
 * exactly (19.99 * 100 in floating point is 1998.9999999999998). Null when the amount is negative,
 * not finite or has more than two decimals.
 */
export function dollarsToCents(dollars: unknown): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(dollars));
  if (!match) return null;
  return Number(match[1]) * CENTS_PER_DOLLAR + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer cents as the exact decimal text of dollars ("19.99"), for numeric columns and mails. */
export function centsToDecimal(cents: number): string {
  const whole = Math.trunc(cents / CENTS_PER_DOLLAR);
  return `${whole}.${String(cents % CENTS_PER_DOLLAR).padStart(2, '0')}`;
}
