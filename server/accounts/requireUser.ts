import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { hasRequiredRole } from '@domain/rules/roles';
import { ProblemError } from '../http/problem';
import { rememberedUser, sessionToken, userForSessionToken } from './sessions';
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

/**
 * The user of a request whose session this instance remembers (rememberedUser), set as
 * `request.user` without a promise, or undefined when only the database can say.
 */
function rememberedSignIn(request: FastifyRequest): UserRow | undefined {
  if (request.user) return request.user;
  const user = rememberedUser(request.server.db, sessionToken(request));
  if (user) request.user = user;
  return user;
}

/**
 * preHandler: 401 problem (with `detail`) unless a session is valid; sets `request.user`. A
 * remembered session passes at once, with no promise; any other is read through loadUser
 * (docs/benchmarks.md "Round four, fourth pass").
 */
export function requireUser(detail: string = SIGN_IN_REQUIRED): preHandlerHookHandler {
  return function requireUserHandler(request, _reply, done) {
    if (rememberedSignIn(request)) return done();
    loadUser(request).then(
      (user) => done(user ? undefined : new ProblemError(401, detail)),
      (error: unknown) => done(error as Error),
    );
  };
}

export const ROLE_REQUIRED = 'Your account may not do this.';

/** 403 unless the user has one of the roles (docs/product.md §6). */
const roleRefusal = (user: UserRow, roles: string[]): ProblemError | undefined =>
  hasRequiredRole({ role: user.role, accountType: user.account_type }, roles)
    ? undefined
    : new ProblemError(403, ROLE_REQUIRED);

/** preHandler: 401 when signed out, 403 unless the user has one of the roles (docs/product.md §6). */
export function requireRole(...roles: string[]): preHandlerHookHandler {
  return function requireRoleHandler(request, _reply, done) {
    const remembered = rememberedSignIn(request);
    if (remembered) return done(roleRefusal(remembered, roles));
    loadUser(request).then(
      (user) => done(user ? roleRefusal(user, roles) : new ProblemError(401, SIGN_IN_REQUIRED)),
      (error: unknown) => done(error as Error),
    );
  };
}

/** The user a protected handler runs for: only call behind `requireUser`/`requireRole`. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw new ProblemError(401, SIGN_IN_REQUIRED);
  return request.user;
}
