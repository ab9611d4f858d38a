import fastifyCookie from '@fastify/cookie';
import type { Queryable } from '../db/db';
import type { HubUser } from '../hub/types';
import { SESSION_COOKIE, userForSessionToken } from './sessions';
import { displayName } from './users';

/**
 * The signed-in user of a hub connection: the session cookie, else the session token given as
 * `access_token` (query) or `Authorization: Bearer`. Null when none is valid.
 */
export async function userFromRequestHeaders(
  db: Queryable,
  headers: { cookie?: string; authorization?: string },
  accessToken?: string,
): Promise<HubUser | null> {
  const fromCookie = headers.cookie
    ? fastifyCookie.parse(headers.cookie)[SESSION_COOKIE]
    : undefined;
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
      };
    }
  }
  return null;
}
