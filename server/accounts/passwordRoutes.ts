import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  forgotPasswordPayloadSchema,
  PASSWORD_TOO_COMMON,
  RESET_LINK_INVALID,
  resetPasswordPayloadSchema,
} from '@/domain/auth';
import { sendProblem } from '../http/problem';
import { parseBody, publicBase } from './helpers';
import { hashPassword, isCommonPassword } from './passwords';
import { createResetToken, redeemResetToken, resetMailer } from './passwordReset';
import { displayName, findUserByEmail } from './users';

/** Forgot password (always 202, no hint whether the account exists) and reset password. */
export async function passwordRoutes(app: FastifyInstance, opts: { limited: preHandlerAsyncHookHandler }) {
  const limited = { preHandler: opts.limited };
  const mail = resetMailer({ smtpUrl: app.config.SMTP_URL, from: app.config.MAIL_FROM, log: app.log });

  app.post('/api/account/forgot-password', limited, async (request, reply) => {
    const body = parseBody(forgotPasswordPayloadSchema, request, reply);
    if (!body) return reply;
    const user = await findUserByEmail(app.db, body.email);
    if (user) {
      const token = await createResetToken(app.db, user.id);
      const link = `${publicBase(app, request)}/auth/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: a slow mail server must not tell the caller that the account exists.
      mail({ to: user.email, name: displayName(user), link }).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail failed');
      });
    }
    return reply.code(202).send();
  });

  app.post('/api/account/reset-password', limited, async (request, reply) => {
    const body = parseBody(resetPasswordPayloadSchema, request, reply);
    if (!body) return reply;
    if (isCommonPassword(body.password)) {
      return sendProblem(reply, 400, PASSWORD_TOO_COMMON, { errors: { password: [PASSWORD_TOO_COMMON] } });
    }
    const ok = await redeemResetToken(app.db, body.token, await hashPassword(body.password));
    if (!ok) return sendProblem(reply, 400, RESET_LINK_INVALID, { errors: { token: [RESET_LINK_INVALID] } });
    return reply.code(204).send();
  });
}
