import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { mapPerDatabase } from '../db/perDatabase';
import { hashToken, randomToken } from './tokens';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'edgewise_session';

/**
 * The session cookie's name: `__Host-` prefixed behind HTTPS, where the browser then keeps it only
 * if Secure, for Path=/ and without Domain, so no subdomain or plain-http page can plant one
 * (docs/security.md "Sessions"); the plain name over local http, where Secure cannot be set.
 */
export const sessionCookieName = (secure: boolean): string =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_SECONDS = 12 * 60 * 60;

/** Starts a session; returns the raw token, which only the cookie ever holds. */
export async function createSession(
  db: Queryable,
  userId: string,
  persistent: boolean,
): Promise<string> {
  const token = randomToken();
  const seconds = persistent ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, persistent, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, persistent, seconds],
  );
  return token;
}

/**
 * Signed-in lookups are on every authenticated request, so live sessions are remembered for a
 * few seconds per database. Sign-out and password reset forget them here at once; another
 * instance behind the load balancer may honour a revoked session for at most SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
interface CachedSession {
  user: UserRow;
  until: number;
}
const cacheOf = mapPerDatabase<CachedSession>();

/** The user a live session token belongs to, or null for an unknown or expired token. */
export async function userForSessionToken(
  db: Queryable,
  token: string | undefined,
): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const cache = cacheOf(db);
  const now = Date.now();
  const cached = cache.get(hash);
  if (cached && cached.until > now) return cached.user;
  const { rows } = await db.query<UserRow & { session_expires_at: Date | string }>(
    `SELECT u.*, s.expires_at AS session_expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hash],
  );
  const row = rows[0];
  if (!row) {
    cache.delete(hash);
    return null;
  }
  const { session_expires_at: expiresAt, ...user } = row;
  if (cache.size >= SESSION_CACHE_MAX) cache.clear();
  cache.set(hash, { user, until: Math.min(now + SESSION_CACHE_MS, new Date(expiresAt).getTime()) });
  return user;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  const hash = hashToken(token);
  cacheOf(db).delete(hash);
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
}

/** Ends every session of a user (password reset); forgets them in every cache this process holds for `db`. */
export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  forgetUserSessions(db, userId);
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Drops a user's cached sessions, e.g. after their account changes. */
export function forgetUserSessions(db: Queryable, userId: string): void {
  const cache = cacheOf(db);
  for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
}

/** HttpOnly so scripts never read it; Lax so cross-site forms never send it; persistent only with rememberMe. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  secure: boolean,
): void {
  reply.setCookie(sessionCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(persistent ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** The session token of a request, under the one cookie name this server's config sets. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config.COOKIE_SECURE)];
}
