import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionToken, userForSessionToken } from '../accounts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutResponseSchema,
  handicapperDetailSchema,
  handicapperIdParamsSchema,
  handicappersResponseSchema,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
} from '@domain/contracts/marketplace';
import { problemSchema } from '@domain/contracts/problem';
import { ProblemError } from '../http/problem';
import { findHandicapper, listHandicappers } from './repository';
import {
  cancelSubscription,
  currentSubscription,
  mySubscriptions,
  subscribe,
} from './subscriptions';

export const HANDICAPPER_NOT_FOUND = 'Handicapper not found.';
export const SIGN_IN_TO_SUBSCRIBE = 'Sign in to manage subscriptions.';
export const NO_SELF_SUBSCRIPTION = 'You cannot subscribe to yourself.';

// Ids are slugs (the seeded cappers) or user uuids; anything else cannot exist.
const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

async function signedInUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ id: string; email: string } | null> {
  const user = await userForSessionToken(app.db, sessionToken(request));
  return user ? { id: user.id, email: user.email } : null;
}

async function signedInUserId(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  return (await signedInUser(app, request))?.id ?? null;
}

/** The capper the path names; 404 problem details when there is none. */
async function capperOr404(app: FastifyInstance, request: IdRequest) {
  const found = ID_PATTERN.test(request.params.id)
    ? await findHandicapper(app.db, request.params.id)
    : null;
  if (!found) throw new ProblemError(404, HANDICAPPER_NOT_FOUND);
  return found;
}

/** /api/handicappers and /api/subscriptions: the directory, records and paid subscriptions. */
export async function handicapperRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Subscribe and unsubscribe carry no body; an empty one sent as JSON is no body, not an error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) {
      done(null, undefined);
      return;
    }
    void defaultJson(request, body.toString(), done);
  });
  const params = handicapperIdParamsSchema;
  const errors = { '4xx': problemSchema };
  const { payments } = app.marketplace;

  app.get(
    '/api/handicappers',
    { schema: { tags: ['handicappers'], response: { 200: handicappersResponseSchema } } },
    async () => ({ handicappers: await listHandicappers(app.db) }),
  );

  app.get(
    '/api/handicappers/:id',
    {
      schema: {
        tags: ['handicappers'],
        params,
        response: { 200: handicapperDetailSchema, ...errors },
      },
    },
    async (request: IdRequest) => {
      const handicapper = await capperOr404(app, request);
      const userId = await signedInUserId(app, request);
      const current = userId ? await currentSubscription(app.db, userId, handicapper.id) : null;
      const subscription = current && { ...current, providerRef: undefined };
      return { ...handicapper, subscribed: current !== null, subscription };
    },
  );

  app.post(
    '/api/handicappers/:id/subscription',
    {
      // Each subscribe may open a Stripe Checkout session: a small budget per account.
      config: { rateLimit: 'subscription' },
      schema: {
        tags: ['handicappers'],
        params,
        response: {
          200: subscriptionResponseSchema,
          201: subscriptionResponseSchema,
          202: checkoutResponseSchema,
          ...errors,
        },
      },
    },
    async (request: IdRequest, reply) => {
      const user = await signedInUser(app, request);
      if (!user) throw new ProblemError(401, SIGN_IN_TO_SUBSCRIBE);
      const handicapper = await capperOr404(app, request);
      if (handicapper.id === user.id) throw new ProblemError(422, NO_SELF_SUBSCRIPTION);
      const returnUrl = `${app.config.PUBLIC_URL}/handicappers/${encodeURIComponent(handicapper.id)}`;
      const result = await subscribe(app.db, payments, user, handicapper, returnUrl);
      if (result.kind === 'checkout') return reply.code(202).send({ checkoutUrl: result.url });
      return reply.code(result.created ? 201 : 200).send({ subscription: result.subscription });
    },
  );

  app.delete(
    '/api/handicappers/:id/subscription',
    {
      // Each subscribe may open a Stripe Checkout session: a small budget per account.
      config: { rateLimit: 'subscription' },
      schema: {
        tags: ['handicappers'],
        params,
        response: {
          204: z.null().describe('Renewal stopped; access lasts until the period ends'),
          ...errors,
        },
      },
    },
    async (request: IdRequest, reply) => {
      const userId = await signedInUserId(app, request);
      if (!userId) throw new ProblemError(401, SIGN_IN_TO_SUBSCRIBE);
      const handicapper = await capperOr404(app, request);
      await cancelSubscription(app.db, payments, userId, handicapper.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/subscriptions',
    {
      schema: { tags: ['handicappers'], response: { 200: subscriptionsResponseSchema, ...errors } },
    },
    async (request) => {
      const userId = await signedInUserId(app, request);
      if (!userId) throw new ProblemError(401, SIGN_IN_TO_SUBSCRIBE);
      return { subscriptions: await mySubscriptions(app.db, userId) };
    },
  );
}
