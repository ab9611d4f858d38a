import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { cookieValue, setCookieText } from '../http/cookies';
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
 * few seconds per database, keyed by the raw token (a hit costs no SHA-256; the database still
 * keeps only hashes, and the process holds each token anyway while it answers). Sign-out,
 * password change and reset forget them here at once, and a lookup that was reading the database
 * while one of them ran is not remembered (the revocation count moved), so a revoked session
 * stops working on this instance at once; another instance behind the load balancer may honour
 * it for at most SESSION_CACHE_MS (docs/benchmarks.md, API).
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
interface CachedSession {
  user: UserRow;
  until: number;
}
interface SessionMemory {
  sessions: Map<string, CachedSession>;
  /** Moves with every forgetting; a read that saw it move meanwhile is not kept. */
  revocations: number;
}
const memories = new WeakMap<Queryable, SessionMemory>();
const memoryOf = (db: Queryable): SessionMemory => {
  let memory = memories.get(db);
  if (!memory) {
    memory = { sessions: new Map(), revocations: 0 };
    memories.set(db, memory);
  }
  return memory;
};

/**
 * The user of a session this instance remembers and still honours, without a promise (the
 * signed-in answers' common case), or undefined when only the database can say.
 */
export function rememberedUser(db: Queryable, token: string | undefined): UserRow | undefined {
  if (!token) return undefined;
  const cached = memories.get(db)?.sessions.get(token);
  return cached !== undefined && cached.until > Date.now() ? cached.user : undefined;
}

/** The user a live session token belongs to, or null for an unknown or expired token. */
export async function userForSessionToken(
  db: Queryable,
  token: string | undefined,
): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const memory = memoryOf(db);
  const cached = memory.sessions.get(token);
  const now = Date.now();
  if (cached !== undefined) {
    if (cached.until > now) return cached.user;
    memory.sessions.delete(token);
  }
  const revocations = memory.revocations;
  const { rows } = await db.query<UserRow & { session_expires_at: Date | string }>(
    `SELECT u.*, s.expires_at AS session_expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  const { session_expires_at: expiresAt, ...user } = row;
  // A sign-out or reset that ran while this read did may have removed the row after it was read.
  if (memory.revocations !== revocations) return user;
  if (memory.sessions.size >= SESSION_CACHE_MAX) memory.sessions.clear();
  memory.sessions.set(token, {
    user,
    until: Math.min(now + SESSION_CACHE_MS, new Date(expiresAt).getTime()),
  });
  return user;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  try {
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  } finally {
    // After the row is gone: no read that began before the delete keeps it (the count moves).
    forget(db, (cachedToken) => cachedToken === token);
  }
}

/** Ends every session of a user (password reset); forgets them in every cache this process holds for `db`. */
export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  try {
    await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  } finally {
    forgetUserSessions(db, userId);
  }
}

/**
 * Drops a user's cached sessions after their account changes; callers that delete sessions call it
 * once the deletion is committed.
 */
export function forgetUserSessions(db: Queryable, userId: string): void {
  forget(db, (_token, entry) => entry.user.id === userId);
}

function forget(db: Queryable, which: (token: string, entry: CachedSession) => boolean): void {
  const memory = memoryOf(db);
  memory.revocations += 1;
  for (const [token, entry] of memory.sessions)
    if (which(token, entry)) memory.sessions.delete(token);
}

/**
 * Sets the session cookie's Set-Cookie header, replacing one this reply already set for it. The
 * text is the `cookie` package's (server/http/cookies.ts); no cookie plugin is registered, whose
 * two hooks ran on every request (docs/benchmarks.md "Round four, fourth pass").
 */
function sessionCookieHeader(reply: FastifyReply, name: string, text: string): void {
  const set = reply.getHeader('set-cookie');
  if (set !== undefined) {
    const others = [set]
      .flat()
      .map(String)
      .filter((cookie) => !cookie.startsWith(`${name}=`));
    reply.removeHeader('set-cookie');
    if (others.length > 0) reply.header('set-cookie', others);
  }
  reply.header('set-cookie', text);
}

/** HttpOnly so scripts never read it; Lax so cross-site forms never send it; persistent only with rememberMe. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  secure: boolean,
): void {
  const name = sessionCookieName(secure);
  sessionCookieHeader(
    reply,
    name,
    setCookieText({
      name,
      value: token,
      ...(persistent ? { maxAge: REMEMBER_ME_SECONDS } : {}),
      path: '/',
      httpOnly: true,
      secure,
      sameSite: 'lax',
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const name = sessionCookieName(secure);
  sessionCookieHeader(
    reply,
    name,
    setCookieText({
      name,
      value: '',
      maxAge: 0,
      path: '/',
      expires: new Date(0),
      httpOnly: true,
      secure,
      sameSite: 'lax',
    }),
  );
}

const COOKIE_NAMES = { plain: sessionCookieName(false), secure: sessionCookieName(true) };

/** The session token of a request, under the one cookie name this server's config sets. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const { COOKIE_SECURE } = request.server.config;
  return cookieValue(request.headers.cookie, COOKIE_NAMES[COOKIE_SECURE ? 'secure' : 'plain']);
}
