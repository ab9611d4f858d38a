import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsSchema,
  settingsUpdateSchema,
} from '@domain/contracts/account';
import { EMAIL_CHANGE_NEEDS_PASSWORD, emailChangeSent, SAME_EMAIL } from '@domain/rules/account';
import { PASSWORD_TOO_COMMON } from '@domain/rules/auth';
import { requireUser, signedIn } from './requireUser';
import { ProblemError, problemResponse } from '../http/problem';
import { createMailer } from '../mail';
import { checkCurrentPassword } from './currentPassword';
import { confirmEmailChange, requestEmailChange } from './emailChange';
import { publicBase, signOutCookie } from './helpers';
import { hashPassword, isCommonPassword } from './passwords';
import { forgetUserSessions, sessionToken } from './sessions';
import { readSettings, writeSettings } from './settings';
import { hashToken } from './tokens';
import { changePassword, deleteUser, emailKey, findUserById } from './users';

const tags = ['account'];
const errors = { '4xx': problemResponse };

/** Settings, change password and delete account, for the signed-in user. */
export async function settingsRoutes(fastify: FastifyInstance) {
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
    async (request) => {
      const user = signedIn(request);
      // The email changes only through change-email, with the password and a mailed link.
      const account = request.body.account;
      if (account && emailKey(account.email) !== emailKey(user.email))
        throw new ProblemError(400, EMAIL_CHANGE_NEEDS_PASSWORD, {
          'account.email': [EMAIL_CHANGE_NEEDS_PASSWORD],
        });
      await app.db.transaction((tx) => writeSettings(tx, user.id, request.body));
      forgetUserSessions(app.db, user.id);
      return readSettings(app.db, (await findUserById(app.db, user.id)) ?? user);
    },
  );

  const mail = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: app.config.OUTBOX_DIR,
  });

  app.post(
    '/api/account/change-email',
    {
      config: { rateLimit: 'account' },
      preHandler: signedInOnly,
      schema: {
        tags,
        body: changeEmailSchema,
        response: { 202: changeEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { newEmail, currentPassword } = request.body;
      if (emailKey(newEmail) === emailKey(user.email))
        throw new ProblemError(400, SAME_EMAIL, { newEmail: [SAME_EMAIL] });
      await checkCurrentPassword(app.db, reply, user, currentPassword);
      // The same answer whether or not the address is taken (docs/design.md §3).
      await requestEmailChange(
        { db: app.db, mail, publicUrl: publicBase(app) },
        user,
        newEmail,
        hashToken(sessionToken(request) ?? ''),
      );
      return reply.code(202).send({ message: emailChangeSent(newEmail.trim()) });
    },
  );

  // The link in the mail: a plain GET from a mail client, answered by a redirect to the settings.
  app.get(
    '/api/account/confirm-email',
    {
      schema: {
        tags,
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 302: z.undefined().describe('Redirect to /settings'), ...errors },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const ok = token ? await confirmEmailChange(app.db, token) : false;
      return reply.redirect(`/settings?emailChange=${ok ? 'confirmed' : 'invalid'}`);
    },
  );

  app.post(
    '/api/account/change-password',
    {
      config: { rateLimit: 'account' },
      preHandler: signedInOnly,
      schema: {
        tags,
        body: changePasswordSchema,
        response: { 204: z.undefined().describe('Password changed'), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const body = request.body;
      // Counted by the sign-in lockout, as every check of the current password is.
      await checkCurrentPassword(app.db, reply, user, body.currentPassword);
      if (isCommonPassword(body.newPassword))
        throw new ProblemError(400, PASSWORD_TOO_COMMON, { newPassword: [PASSWORD_TOO_COMMON] });
      const hash = await hashPassword(body.newPassword);
      // The new password, every other session ended and every unused reset link burnt, at once.
      await changePassword(app.db, user.id, hash, hashToken(sessionToken(request) ?? ''));
      forgetUserSessions(app.db, user.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/account',
    {
      config: { rateLimit: 'account' },
      preHandler: signedInOnly,
      schema: {
        tags,
        body: deleteAccountSchema,
        response: { 204: z.undefined().describe('Account deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      await checkCurrentPassword(app.db, reply, user, request.body.currentPassword);
      // Each module's part first (the payment provider is told: docs/security.md "Money"), then
      // their writes and the user's deletion in one transaction (./deletion.ts).
      const writes = await app.accounts.deletion.prepare(user.id, request.log);
      await app.db.transaction(async (tx) => {
        await writes(tx);
        await deleteUser(tx, user.id);
      });
      forgetUserSessions(app.db, user.id);
      signOutCookie(app, reply);
      return reply.code(204).send();
    },
  );
}
