import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  capperPicksResponseSchema,
  handicapperIdParamsSchema,
  markReadRequestSchema,
  notificationsResponseSchema,
  type CapperPick,
} from '@domain/contracts/marketplace';
import {
  followersSchema,
  planActionSchema,
  planCheckoutResponseSchema,
  planResponseSchema,
  revenueSchema,
} from '@domain/contracts/marketplacePlans';
import {
  ALREADY_HANDICAPPER,
  APPLICATION_EMAIL_MISMATCH,
  APPLICATION_PENDING,
  applicationResponseSchema,
  handicapperApplicationSchema,
} from '@domain/contracts/marketplaceApplication';
import { problemSchema } from '@domain/contracts/problem';
import { HANDICAPPER_ROLE, isHandicapper } from '@domain/rules/roles';
import { emailKey, loadUser, requireRole, requireUser, signedIn } from '../accounts';
import {
  findHandicapper,
  followersOf,
  handicapperUserId,
  isSubscribed,
  keptPicks,
  revenueOf,
  subscribedCappers,
} from '../handicappers';
import { ProblemError } from '../http/problem';
import { pendingApplication, submitApplication } from './applications';
import { StripeProvider } from './payments';
import { listNotifications, markRead } from './notifications';
import { capperOfUser, keptCapperPicks, picksForViewer } from './picks';
import { applyPlanAction, currentPlan } from './plans';
import { stripeWebhookRoutes } from './stripeWebhook';

export const HANDICAPPER_NOT_FOUND = 'Handicapper not found.';
export const NO_CAPPER_PROFILE = 'No handicapper profile belongs to this account.';

/**
 * The marketplace's endpoints (docs/product.md §3): a capper's picks (visibility enforced here),
 * the subscriber's feed, notifications, applications, the platform plan, a capper's own revenue
 * and followers, and the payment provider's webhook.
 */
export async function marketplaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { '4xx': problemSchema };
  const { payments } = app.marketplace;
  await app.register(stripeWebhookRoutes, {
    provider: payments instanceof StripeProvider ? payments : null,
  });

  app.get(
    '/api/handicappers/:id/picks',
    {
      schema: {
        tags: ['handicappers'],
        params: handicapperIdParamsSchema,
        response: { 200: capperPicksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const capper = /^[A-Za-z0-9-]{1,64}$/.test(request.params.id)
        ? await findHandicapper(app.db, request.params.id)
        : null;
      if (!capper) throw new ProblemError(404, HANDICAPPER_NOT_FOUND);
      const capperUserId = await handicapperUserId(app.db, capper.id);
      if (!capperUserId)
        return { picks: keptCapperPicks(capper, await keptPicks(app.db, capper.id)) };
      const user = await loadUser(request);
      const viewer =
        user?.id === capperUserId
          ? 'owner'
          : user && (await isSubscribed(app.db, user.id, capper.id))
            ? 'subscriber'
            : 'public';
      return { picks: await picksForViewer(app.db, capper, capperUserId, viewer) };
    },
  );

  app.get(
    '/api/my-cappers/picks',
    {
      preHandler: requireUser(),
      schema: { tags: ['handicappers'], response: { 200: capperPicksResponseSchema, ...errors } },
    },
    async (request) => {
      const userId = signedIn(request).id;
      const rows = await subscribedCappers(app.db, userId);
      const lists = await Promise.all(
        rows.map((c) => picksForViewer(app.db, c, c.user_id, 'subscriber')),
      );
      const picks: CapperPick[] = lists.flat().sort((a, b) => b.postedAt.localeCompare(a.postedAt));
      return { picks };
    },
  );

  app.get(
    '/api/notifications',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['notifications'],
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => listNotifications(app.db, signedIn(request).id),
  );

  app.post(
    '/api/notifications/read',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['notifications'],
        body: markReadRequestSchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await markRead(app.db, userId, request.body.ids);
      return listNotifications(app.db, userId);
    },
  );

  app.post(
    '/api/handicapper-applications',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['handicappers'],
        body: handicapperApplicationSchema,
        response: { 201: applicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (isHandicapper({ role: user.role, accountType: user.account_type }))
        throw new ProblemError(409, ALREADY_HANDICAPPER);
      if (emailKey(request.body.email) !== emailKey(user.email))
        throw new ProblemError(422, APPLICATION_EMAIL_MISMATCH, {
          email: [APPLICATION_EMAIL_MISMATCH],
        });
      if (await pendingApplication(app.db, user.id))
        throw new ProblemError(409, APPLICATION_PENDING);
      const deps = { db: app.db, mail: app.marketplace.mail, publicUrl: app.config.PUBLIC_URL };
      return reply.code(201).send(await submitApplication(deps, user, request.body));
    },
  );

  app.get(
    '/api/plan',
    {
      preHandler: requireUser(),
      schema: { tags: ['subscriptions'], response: { 200: planResponseSchema, ...errors } },
    },
    async (request) => ({ plan: await currentPlan(app.db, signedIn(request).id) }),
  );

  app.post(
    '/api/plan',
    {
      preHandler: requireUser(),
      // A paid plan may open a Stripe Checkout session: the subscription budget.
      config: { rateLimit: 'subscription' },
      schema: {
        tags: ['subscriptions'],
        body: planActionSchema,
        response: { 200: planResponseSchema, 202: planCheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const result = await applyPlanAction(
        {
          db: app.db,
          provider: payments,
          user: { id: user.id, email: user.email },
          returnUrl: `${app.config.PUBLIC_URL}/subscriptions`,
        },
        request.body,
      );
      if (result.kind === 'checkout') return reply.code(202).send({ checkoutUrl: result.url });
      return { plan: result.plan };
    },
  );

  app.get(
    '/api/my-capper/revenue',
    {
      preHandler: requireRole(HANDICAPPER_ROLE),
      schema: { tags: ['handicappers'], response: { 200: revenueSchema, ...errors } },
    },
    async (request) => {
      const capper = await capperOfUser(app.db, signedIn(request).id);
      if (!capper) throw new ProblemError(404, NO_CAPPER_PROFILE);
      return revenueOf(app.db, capper);
    },
  );

  app.get(
    '/api/my-capper/followers',
    {
      preHandler: requireUser(),
      schema: { tags: ['handicappers'], response: { 200: followersSchema, ...errors } },
    },
    async (request) => {
      const capper = await capperOfUser(app.db, signedIn(request).id);
      return capper ? followersOf(app.db, capper.id) : { followers: [] };
    },
  );
}
