import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  followersSchema,
  planActionSchema,
  planResponseSchema,
  revenueSchema,
} from '@/domain/marketplacePlans';
import {
  ALREADY_HANDICAPPER,
  APPLICATION_EMAIL_MISMATCH,
  APPLICATION_PENDING,
  applicationResponseSchema,
  handicapperApplicationSchema,
} from '@/domain/marketplaceApplication';
import { problemSchema } from '@/domain/problem';
import { HANDICAPPER_ROLE, isHandicapper } from '@/domain/roles';
import { emailKey } from '../accounts/users';
import { requireRole, requireUser, signedIn } from '../auth/requireUser';
import { followersOf, revenueOf } from '../handicappers/revenue';
import { sendProblem } from '../http/problem';
import { pendingApplication, submitApplication } from './applications';
import { capperOfUser } from './picks';
import { applyPlanAction, currentPlan, PlanActionError } from './plans';

export const NO_CAPPER_PROFILE = 'No handicapper profile belongs to this account.';

/** Applications, the platform plan, and a capper's own revenue and followers. */
export async function marketplaceAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { '4xx': problemSchema };

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
        return sendProblem(reply, 409, ALREADY_HANDICAPPER);
      if (emailKey(request.body.email) !== emailKey(user.email))
        return sendProblem(reply, 422, APPLICATION_EMAIL_MISMATCH, {
          errors: { email: [APPLICATION_EMAIL_MISMATCH] },
        });
      if (await pendingApplication(app.db, user.id))
        return sendProblem(reply, 409, APPLICATION_PENDING);
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
      schema: {
        tags: ['subscriptions'],
        body: planActionSchema,
        response: { 200: planResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return { plan: await applyPlanAction(app.db, signedIn(request).id, request.body) };
      } catch (error) {
        if (error instanceof PlanActionError) return sendProblem(reply, 422, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/api/my-capper/revenue',
    {
      preHandler: requireRole(HANDICAPPER_ROLE),
      schema: { tags: ['handicappers'], response: { 200: revenueSchema, ...errors } },
    },
    async (request, reply) => {
      const capper = await capperOfUser(app.db, signedIn(request).id);
      if (!capper) return sendProblem(reply, 404, NO_CAPPER_PROFILE);
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
