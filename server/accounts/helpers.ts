import type { FastifyInstance, FastifyReply } from 'fastify';
import { clearSessionCookie, createSession, setSessionCookie } from './sessions';

/** Where the browser reaches this server: PUBLIC_URL only, never a request header. */
export function publicBase(app: FastifyInstance): string {
  return app.config.PUBLIC_URL;
}

/** Starts a session for the user and sets its cookie. */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
  persistent: boolean,
) {
  const token = await createSession(app.db, userId, persistent);
  setSessionCookie(reply, token, persistent, app.config.COOKIE_SECURE);
}

export function signOutCookie(app: FastifyInstance, reply: FastifyReply) {
  clearSessionCookie(reply, app.config.COOKIE_SECURE);
}
