import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginResponse } from '@domain/rules/user';
import {
  ACCOUNT_LOCKED,
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  PASSWORD_TOO_COMMON,
  REGISTRATION_LOCKED,
} from '@domain/rules/auth';
import {
  loginPayloadSchema,
  loginResponseSchema,
  registerPayloadSchema,
} from '@domain/contracts/auth';
import { ProblemError, problemResponse } from '../http/problem';
import { signIn, signOutCookie } from './helpers';
import {
  clearFailedLogins,
  countAfterwards,
  countLoginAttempt,
  recordFailedLogin,
} from './lockout';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { deleteSession, rememberedUser, sessionToken, userForSessionToken } from './sessions';
import { findUserByEmail, insertUser, loginResponse, type UserRow } from './users';

const tags = ['account'];

/** The lockout key of registrations from one client address (never an email: no '@'). */
export const registrationKey = (ip: string): string => `register from ${ip}`;
const signedInResponse = { 200: loginResponseSchema, '4xx': problemResponse };

/** Register, login, logout and user-info (docs/design.md §3). */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One shared budget per address for every endpoint that checks a password or sends mail.
  const config = { rateLimit: 'account' as const };

  app.post(
    '/api/account/register',
    { config, schema: { tags, body: registerPayloadSchema, response: signedInResponse } },
    async (request, reply) => {
      const body = request.body;
      if (isCommonPassword(body.password))
        throw new ProblemError(400, PASSWORD_TOO_COMMON, { password: [PASSWORD_TOO_COMMON] });
      // "Already exists" stays (README, Security): it is rate-limited per client address like
      // sign-in, so 5 taken emails in a run lock registration from that address for 5 minutes.
      const key = registrationKey(request.ip);
      const locked = await countAfterwards(app.db, key, false);
      if (locked > 0) {
        reply.header('retry-after', String(locked));
        throw new ProblemError(429, REGISTRATION_LOCKED);
      }
      const user = await insertUser(app.db, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash: await hashPassword(body.password),
      });
      if (!user) {
        await countAfterwards(app.db, key);
        throw new ProblemError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      }
      // A new account does not end the run of taken emails (docs/security.md "Limits").
      await signIn(app, reply, user.id, false);
      return loginResponse(user);
    },
  );

  app.post(
    '/api/account/login',
    { config, schema: { tags, body: loginPayloadSchema, response: signedInResponse } },
    async (request, reply) => {
      const body = request.body;
      // Counted before the password is checked, so parallel guesses cannot outrun the lock.
      const attempt = await countLoginAttempt(app.db, body.email);
      if (attempt.lockedFor > 0) {
        reply.header('retry-after', String(attempt.lockedFor));
        throw new ProblemError(429, ACCOUNT_LOCKED);
      }
      const user = await findUserByEmail(app.db, body.email);
      // Unknown email and wrong password cost the same, read the same and lock the same.
      const ok = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !ok) {
        await recordFailedLogin(app.db, body.email);
        throw new ProblemError(401, INVALID_CREDENTIALS);
      }
      await clearFailedLogins(app.db, body.email, attempt.seq);
      await signIn(app, reply, user.id, body.rememberMe);
      return loginResponse(user);
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(app.db, token);
    signOutCookie(app, reply);
    return reply.code(204).send();
  };
  // docs/product.md §7: the web client writes the prefix twice, so both paths sign out.
  const logoutSchema = { tags, response: { 204: z.undefined().describe('Signed out') } };
  app.post('/api/account/logout', { schema: logoutSchema }, logout);
  // The alias is left out of the OpenAPI document, so the route appears there once.
  app.post('/api/api/account/logout', { schema: { ...logoutSchema, hide: true } }, logout);

  // A remembered session is answered at once, with no promise, and with the answer its user row
  // was given before: a row is one object for as long as its session is remembered, so its answer
  // is written (and checked by the route's schema) once (docs/benchmarks.md, API, and "Round four,
  // fourth pass").
  const answers = new WeakMap<UserRow, string>();
  fastify.get(
    '/api/account/user-info',
    { schema: { tags, response: { 200: loginResponseSchema } } },
    (request, reply) => {
      const user = rememberedUser(app.db, sessionToken(request));
      if (!user) return userInfo(app, request, reply);
      let answer = answers.get(user);
      if (answer === undefined) {
        // The app's serializer writes strings (server/http/serializer.ts).
        answer = reply.serialize(loginResponse(user)) as string;
        answers.set(user, answer);
      }
      return reply.type(JSON_TYPE).send(answer);
    },
  );
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Who is signed in, as GET /api/account/user-info answers: the session cookie's user, or
 * `isAuthenticated: false` (a stale cookie is dropped, not kept). The web app's page carries the
 * same answer (server/plugins/staticFiles.ts), so a first load need not ask for it.
 */
export async function userInfo(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginResponse> {
  const token = sessionToken(request);
  const user = await userForSessionToken(app.db, token);
  if (!user) {
    if (token) signOutCookie(app, reply);
    return { isAuthenticated: false };
  }
  return loginResponse(user);
}
