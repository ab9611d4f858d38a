import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from '@domain/contracts/auth';
import { PASSWORD_TOO_COMMON, RESET_LINK_INVALID } from '@domain/rules/auth';
import { problemResponse, ProblemError } from '../http/problem';
import { publicBase } from './helpers';
import { hashPassword, isCommonPassword } from './passwords';
import { issueResetToken, redeemResetToken, resetMailer } from './passwordReset';
import { displayName, findUserByEmail } from './users';

/** Forgot password (always 202, no hint whether the account exists) and reset password. */
export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One shared budget per address for every endpoint that checks a password or sends mail.
  const config = { rateLimit: 'account' as const };
  const tags = ['account'];
  const mail = resetMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: app.config.OUTBOX_DIR,
    log: app.log,
  });

  app.post(
    '/api/account/forgot-password',
    {
      config,
      schema: {
        tags,
        body: forgotPasswordPayloadSchema,
        response: {
          202: z.undefined().describe('Accepted, whether or not the account exists'),
          '4xx': problemResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The answer leaves before the lookup, so known and unknown emails take the same time.
      void (async () => {
        const user = await findUserByEmail(app.db, body.email);
        if (!user) return;
        // Past the account's hourly count nothing goes, and the answer is the same 202.
        const token = await issueResetToken(app.db, user.id);
        if (!token) return;
        const link = `${publicBase(app)}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mail({ to: user.email, name: displayName(user), link });
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset failed');
      });
      return reply.code(202).send();
    },
  );

  app.post(
    '/api/account/reset-password',
    {
      config,
      schema: {
        tags,
        body: resetPasswordPayloadSchema,
        response: { 204: z.undefined().describe('Password changed'), '4xx': problemResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (isCommonPassword(body.password)) {
        throw new ProblemError(400, PASSWORD_TOO_COMMON, { password: [PASSWORD_TOO_COMMON] });
      }
      const ok = await redeemResetToken(app.db, body.token, await hashPassword(body.password));
      if (!ok) throw new ProblemError(400, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
      return reply.code(204).send();
    },
  );
}
