import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

/**
 * The value of one cookie in a Cookie request header, read by the `cookie` package: pairs split at
 * `;`, name and value trimmed of spaces and tabs, the first pair of a name wins, a value holding
 * `%` URL-decoded unless that fails. Read where a session is needed, not by a hook on every
 * request (docs/benchmarks.md "Round four, fourth pass").
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return header === undefined ? undefined : parseCookie(header)[name];
}

/**
 * One Set-Cookie header's text, written by the `cookie` package: the value URL-encoded, then the
 * attributes in its order (Max-Age, Path, Expires, HttpOnly, Secure, SameSite).
 */
export const setCookieText = (cookie: SetCookie): string => stringifySetCookie(cookie);
