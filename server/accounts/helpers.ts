import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, sendProblem } from '../http/problem';
import { clearSessionCookie, createSession, setSessionCookie } from './sessions';

/** Parses a body with a schema; on failure answers 400 with field errors and returns undefined. */
export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply): z.output<S> | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  void sendProblem(reply, 400, Object.values(errors)[0]?.[0] ?? 'The request is invalid.', { errors });
  return undefined;
}

/** Where the browser reaches this server: PUBLIC_URL when set, else what the request says. */
export function publicBase(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

/** Starts a session for the user and sets its cookie. */
export async function signIn(app: FastifyInstance, reply: FastifyReply, userId: string, persistent: boolean) {
  const token = await createSession(app.db, userId, persistent);
  setSessionCookie(reply, token, persistent, app.config.COOKIE_SECURE);
}

export function signOutCookie(app: FastifyInstance, reply: FastifyReply) {
  clearSessionCookie(reply, app.config.COOKIE_SECURE);
}

