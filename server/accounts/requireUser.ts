import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasRequiredRole } from '@domain/rules/roles';
import { ProblemError } from '../http/problem';
import { sessionToken, userForSessionToken } from './sessions';
import type { UserRow } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user once `requireUser`/`requireRole` (or `loadUser`) ran; null otherwise. */
    user: UserRow | null;
  }
}

export const SIGN_IN_REQUIRED = 'Sign in to continue.';

/** Reads the session cookie once per request; null when nobody is signed in. */
export async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
  request.user ??= await userForSessionToken(request.server.db, sessionToken(request));
  return request.user;
}

/** preHandler: 401 problem (with `detail`) unless a session is valid; sets `request.user`. */
export function requireUser(detail: string = SIGN_IN_REQUIRED): preHandlerAsyncHookHandler {
  return async function requireUserHandler(request) {
    if (!(await loadUser(request))) throw new ProblemError(401, detail);
  };
}

export const ROLE_REQUIRED = 'Your account may not do this.';

/** preHandler: 401 when signed out, 403 unless the user has one of the roles (docs/product.md §6). */
export function requireRole(...roles: string[]): preHandlerAsyncHookHandler {
  return async function requireRoleHandler(request) {
    const user = await loadUser(request);
    if (!user) throw new ProblemError(401, SIGN_IN_REQUIRED);
    if (!hasRequiredRole({ role: user.role, accountType: user.account_type }, roles))
      throw new ProblemError(403, ROLE_REQUIRED);
  };
}

/** The user a protected handler runs for: only call behind `requireUser`/`requireRole`. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw new ProblemError(401, SIGN_IN_REQUIRED);
  return request.user;
}
