import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ACCOUNT_LOCKED,
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  loginPayloadSchema,
  PASSWORD_TOO_COMMON,
  registerPayloadSchema,
} from '@/domain/auth';
import { sendProblem } from '../http/problem';
import { parseBody, signIn, signOutCookie } from './helpers';
import { clearFailedLogins, lockedForSeconds, recordFailedLogin } from './lockout';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { deleteSession, sessionToken, userForSessionToken } from './sessions';
import { findUserByEmail, insertUser, loginResponse } from './users';

/** Register, login, logout and user-info (DESIGN §3). */
export async function sessionRoutes(app: FastifyInstance, opts: { limited: preHandlerAsyncHookHandler }) {
  const limited = { preHandler: opts.limited };

  app.post('/api/account/register', limited, async (request, reply) => {
    const body = parseBody(registerPayloadSchema, request, reply);
    if (!body) return reply;
    if (isCommonPassword(body.password)) {
      return sendProblem(reply, 400, PASSWORD_TOO_COMMON, { errors: { password: [PASSWORD_TOO_COMMON] } });
    }
    const user = await insertUser(app.db, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash: await hashPassword(body.password),
    });
    if (!user) return sendProblem(reply, 409, EMAIL_TAKEN, { errors: { email: [EMAIL_TAKEN] } });
    await signIn(app, reply, user.id, false);
    return loginResponse(user);
  });

  app.post('/api/account/login', limited, async (request, reply) => {
    const body = parseBody(loginPayloadSchema, request, reply);
    if (!body) return reply;
    const user = await findUserByEmail(app.db, body.email);
    const locked = user ? lockedForSeconds(user) : 0;
    if (locked > 0) return sendProblem(reply.header('retry-after', String(locked)), 429, ACCOUNT_LOCKED);
    // Unknown email and wrong password cost the same and read the same.
    const ok = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !ok) {
      if (user) await recordFailedLogin(app.db, user.id);
      return sendProblem(reply, 401, INVALID_CREDENTIALS);
    }
    if (user.failed_logins > 0) await clearFailedLogins(app.db, user.id);
    await signIn(app, reply, user.id, body.rememberMe);
    return loginResponse(user);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(app.db, token);
    signOutCookie(app, reply);
    return reply.code(204).send();
  };
  // SPEC §7: the web client writes the prefix twice, so both paths sign out.
  app.post('/api/account/logout', logout);
  app.post('/api/api/account/logout', logout);

  app.get('/api/account/user-info', async (request, reply) => {
    const token = sessionToken(request);
    const user = await userForSessionToken(app.db, token);
    if (!user) {
      if (token) signOutCookie(app, reply); // a stale cookie is dropped, not kept
      return { isAuthenticated: false };
    }
    return loginResponse(user);
  });
}
