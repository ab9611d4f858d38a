/**
 * The value of one cookie in a Cookie request header, read as the `cookie` package's parseCookie
 * reads it (which @fastify/cookie used here): pairs split at `;`, name and value trimmed of spaces
 * and tabs, the first pair of a name wins, a value holding `%` URL-decoded unless that fails.
 * Only the pair asked for is sliced out, with no object of every cookie per request
 * (docs/benchmarks.md "Round four, fourth pass"; tests/server/http/cookies.test.ts compares the
 * two).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  const length = header.length;
  if (length < 2) return undefined;
  let index = 0;
  do {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = length;
    if (eq > end) {
      // A pair without `=`: the next pair starts after the last `;` before this `=`.
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const start = skipBlanks(header, index, eq);
    if (trimEnd(header, start, eq) - start === name.length && header.startsWith(name, start)) {
      const from = skipBlanks(header, eq + 1, end);
      return decoded(header.slice(from, trimEnd(header, from, end)));
    }
    index = end + 1;
  } while (index < length);
  return undefined;
}

const blank = (code: number): boolean => code === 32 || code === 9;

function skipBlanks(text: string, from: number, to: number): number {
  while (from < to && blank(text.charCodeAt(from))) from++;
  return from;
}

function trimEnd(text: string, from: number, to: number): number {
  while (to > from && blank(text.charCodeAt(to - 1))) to--;
  return to;
}

function decoded(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True when a cookie value may be written as it is: the `cookie` package's test, no control
 * character, space, DEL or non-ASCII, nor `"` `,` `;` `\\` `%`. */
function cookieOctets(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (
      c <= 0x20 ||
      c >= 0x7f ||
      c === 0x22 ||
      c === 0x2c ||
      c === 0x3b ||
      c === 0x5c ||
      c === 0x25
    )
      return false;
  }
  return true;
}

/** A cookie value as the `cookie` package writes it: as it is when safe, else URL-encoded. */
export const cookieText = (value: string): string =>
  cookieOctets(value) ? value : encodeURIComponent(value);
