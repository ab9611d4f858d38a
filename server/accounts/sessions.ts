import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { hashToken, randomToken } from './tokens';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'edgewise_session';
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_SECONDS = 12 * 60 * 60;

/** Starts a session; returns the raw token, which only the cookie ever holds. */
export async function createSession(db: Queryable, userId: string, persistent: boolean): Promise<string> {
  const token = randomToken();
  const seconds = persistent ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, persistent, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, persistent, seconds],
  );
  return token;
}

/** The user a live session token belongs to, or null for an unknown or expired token. */
export async function userForSessionToken(db: Queryable, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await db.query<UserRow>(
    `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** HttpOnly so scripts never read it; Lax so cross-site forms never send it; persistent only with rememberMe. */
export function setSessionCookie(reply: FastifyReply, token: string, persistent: boolean, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(persistent ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}
