import { userGroup } from '@domain/rules/hub';
import type { Queryable } from '../db/db';
import { cookieValue } from '../http/cookies';
import type { HubSessions, HubUser } from '../hub';
import { sessionCookieName, userForSessionToken } from './sessions';
import { hashToken } from './tokens';
import { displayName } from './users';

/**
 * The signed-in user of a hub connection: the session cookie (named as `secureCookie`, the
 * server's COOKIE_SECURE, sets it), else the session token given as `access_token` (query) or
 * `Authorization: Bearer`. Null when none is valid.
 */
export async function userFromRequestHeaders(
  db: Queryable,
  headers: { cookie?: string; authorization?: string },
  accessToken?: string,
  secureCookie = false,
): Promise<HubUser | null> {
  const fromCookie = cookieValue(headers.cookie, sessionCookieName(secureCookie));
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  for (const token of [fromCookie, accessToken, bearer]) {
    if (!token) continue;
    const row = await userForSessionToken(db, token);
    if (row) {
      return {
        userId: row.id,
        email: row.email,
        name: displayName(row),
        role: row.role,
        accountType: row.account_type,
        sessionId: hashToken(token),
      };
    }
  }
  return null;
}

const USER_GROUP_PREFIX = userGroup('');

/**
 * The hub's view of sessions (docs/hub.md §2.5), read from the database itself, never the session
 * cache, so a session ended on any instance counts at once: which connections may stay, and which
 * sessions a push to a user's group reaches.
 */
export function hubSessions(db: Queryable): HubSessions {
  return {
    async alive(sessionIds) {
      const { rows } = await db.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE token_hash = ANY($1::text[]) AND expires_at > now()',
        [sessionIds],
      );
      return new Set(rows.map((r) => r.token_hash));
    },
    ofGroup(group) {
      if (!group.startsWith(USER_GROUP_PREFIX)) return null;
      return db
        .query<{ token_hash: string }>(
          'SELECT token_hash FROM sessions WHERE user_id::text = $1 AND expires_at > now()',
          [group.slice(USER_GROUP_PREFIX.length)],
        )
        .then(({ rows }) => rows.map((r) => r.token_hash));
    },
  };
}
