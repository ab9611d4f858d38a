import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalLoginCallbackQuerySchema, externalLoginQuerySchema } from '@domain/contracts/auth';
import { problemResponse, ProblemError } from '../http/problem';
import { externalLoginRoutes } from './providers';
import { demoAccountsEnabled, DEMO_BETTOR, DEMO_HANDICAPPER, ensureDemoAccounts } from './demo';
import {
  completeGoogleSignIn,
  googleClient,
  GOOGLE_FAILED,
  GOOGLE_NOT_CONFIGURED,
  startGoogleSignIn,
  takePendingSignIn,
} from './google';
import { publicBase, signIn } from './helpers';
import { passwordRoutes } from './passwordRoutes';
import { sessionRoutes } from './sessionRoutes';
import { settingsRoutes } from './settingsRoutes';

/**
 * The /api/account endpoints of docs/design.md §3; those that check a password or send mail share
 * the `account` budget of server/http/rateLimits.ts.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // An empty JSON body (a bare POST such as logout) is no body, not a syntax error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void defaultJson(request, text, done);
  });
  // No body reads as an empty object, so a bare POST gets field errors ("Email is required"): a
  // hook of the POST routes alone, so a read (user-info) runs no validation hook for it
  // (docs/benchmarks.md "Round four, fourth pass").
  const emptyBody: preValidationHookHandler = (request, _reply, done) => {
    if (request.body === undefined) request.body = {};
    done();
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST')) return;
    route.preValidation = [emptyBody, ...[route.preValidation ?? []].flat()];
  });

  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(settingsRoutes);
  await app.register(googleRoutes);
  await app.register(externalLoginRoutes);

  if (demoAccountsEnabled(app.config, app.db)) {
    await ensureDemoAccounts(app.db);
    app.log.info(
      `Demo accounts: bettor ${DEMO_BETTOR.email} / ${DEMO_BETTOR.password}, handicapper ${DEMO_HANDICAPPER.email} / ${DEMO_HANDICAPPER.password}`,
    );
  }
}

const redirect = {
  302: z.undefined().describe('Redirect'),
  '4xx': problemResponse,
  501: problemResponse,
};

async function googleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const client = googleClient(app.config);
  const callbackPath = '/api/account/external-login/callback';
  const tags = ['account'];

  app.get(
    '/api/account/external-login',
    { schema: { tags, querystring: externalLoginQuerySchema, response: redirect } },
    async (request, reply) => {
      if (!client) throw new ProblemError(501, GOOGLE_NOT_CONFIGURED);
      const { returnUrl } = request.query;
      const url = await startGoogleSignIn(
        app.db,
        await client(),
        publicBase(app) + callbackPath,
        returnUrl,
      );
      return reply.redirect(url.href);
    },
  );

  app.get(
    callbackPath,
    { schema: { tags, querystring: externalLoginCallbackQuerySchema, response: redirect } },
    async (request, reply) => {
      if (!client) throw new ProblemError(501, GOOGLE_NOT_CONFIGURED);
      const pending = await takePendingSignIn(app.db, request.query.state ?? null);
      if (!pending)
        throw new ProblemError(
          400,
          'This sign-in attempt is unknown or has expired. Please start again.',
        );
      const back = (query: string) =>
        `${pending.returnUrl}${pending.returnUrl.includes('?') ? '&' : '?'}${query}`;
      let target = pending.returnUrl;
      try {
        const user = await completeGoogleSignIn(
          app.db,
          await client(),
          new URL(request.url, publicBase(app)),
          pending,
        );
        await signIn(app, reply, user.id, false);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        const message =
          error instanceof ProblemError ? (error.detail ?? GOOGLE_FAILED) : GOOGLE_FAILED;
        target = back(`error=${encodeURIComponent(message)}`);
      }
      return reply.redirect(target);
    },
  );
}
