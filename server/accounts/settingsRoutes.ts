import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG,
  deleteAccountSchema,
  NO_PASSWORD_SET,
  settingsSchema,
  settingsUpdateSchema,
} from '@/domain/account';
import { EMAIL_TAKEN, PASSWORD_TOO_COMMON } from '@/domain/auth';
import { requireUser, signedIn } from '../auth/requireUser';
import { archiveHandicapper } from '../handicappers/archive';
import { problemResponse, sendProblem } from '../http/problem';
import { signOutCookie } from './helpers';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { forgetUserSessions, sessionToken } from './sessions';
import { EmailTakenError, readSettings, writeSettings } from './settings';
import { hashToken } from './tokens';
import type { UserRow } from './users';

const tags = ['account'];
const errors = { '4xx': problemResponse };

/** Settings, change password and delete account (issue 17, item 7), for the signed-in user. */
export async function settingsRoutes(
  fastify: FastifyInstance,
  opts: { limited: preHandlerAsyncHookHandler },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedInOnly = requireUser();

  app.get(
    '/api/account/settings',
    { preHandler: signedInOnly, schema: { tags, response: { 200: settingsSchema, ...errors } } },
    async (request) => readSettings(app.db, signedIn(request)),
  );

  app.put(
    '/api/account/settings',
    {
      preHandler: signedInOnly,
      schema: { tags, body: settingsUpdateSchema, response: { 200: settingsSchema, ...errors } },
    },
    async (request, reply) => {
      const user = signedIn(request);
      try {
        await app.db.transaction((tx) => writeSettings(tx, user.id, request.body));
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        return sendProblem(reply, 409, EMAIL_TAKEN, { errors: { 'account.email': [EMAIL_TAKEN] } });
      }
      forgetUserSessions(app.db, user.id);
      const { rows } = await app.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [user.id]);
      return readSettings(app.db, rows[0] ?? user);
    },
  );

  app.post(
    '/api/account/change-password',
    {
      preHandler: [opts.limited, signedInOnly],
      schema: {
        tags,
        body: changePasswordSchema,
        response: { 204: z.undefined().describe('Password changed'), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const body = request.body;
      if (user.password_hash === null) return sendProblem(reply, 422, NO_PASSWORD_SET);
      if (!(await verifyPassword(user.password_hash, body.currentPassword)))
        return sendProblem(reply, 400, CURRENT_PASSWORD_WRONG, {
          errors: { currentPassword: [CURRENT_PASSWORD_WRONG] },
        });
      if (isCommonPassword(body.newPassword))
        return sendProblem(reply, 400, PASSWORD_TOO_COMMON, {
          errors: { newPassword: [PASSWORD_TOO_COMMON] },
        });
      const hash = await hashPassword(body.newPassword);
      const current = hashToken(sessionToken(request) ?? '');
      // The new password, every other session ended and every unused reset link burnt, at once.
      await app.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
        await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
          user.id,
          current,
        ]);
        await tx.query(
          'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
          [user.id],
        );
      });
      forgetUserSessions(app.db, user.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/account',
    {
      preHandler: [opts.limited, signedInOnly],
      schema: {
        tags,
        body: deleteAccountSchema,
        response: { 204: z.undefined().describe('Account deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      await app.db.transaction(async (tx) => {
        await archiveHandicapper(tx, user.id);
        // Sessions, bets, subscriptions, settings and notifications go with the user (ON DELETE CASCADE).
        await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
      });
      forgetUserSessions(app.db, user.id);
      signOutCookie(app, reply);
      return reply.code(204).send();
    },
  );
}
