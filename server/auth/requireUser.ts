import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sessionToken, userForSessionToken } from '../accounts/sessions';
import type { UserRow } from '../accounts/users';
import { sendProblem } from '../http/problem';

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
  return async function requireUserHandler(request, reply) {
    if (!(await loadUser(request))) return sendProblem(reply, 401, detail);
  };
}

/** The user a protected handler runs for: only call behind `requireUser`/`requireRole`. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw Object.assign(new Error(SIGN_IN_REQUIRED), { statusCode: 401 });
  return request.user;
}

async function auth(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
}

/** Gives every request its `user` slot (not encapsulated). */
export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x' });
