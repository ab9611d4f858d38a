import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { betsResponseSchema, saveBetsResponseSchema, savedMessage } from '@/domain/bets';
import { saveBetsRequestSchema } from '@/domain/slip';
import { requireUser, signedIn } from '../auth/requireUser';
import { problemResponse, sendProblem } from '../http/problem';
import type { MatchupRow } from '../matchups/types';
import { sharedBetLists } from './listing';
import { BetRejected, saveBets } from './save';

export const SIGN_IN_FOR_BETS = 'Sign in to enter and see your picks.';

export interface BetRoutesOptions {
  games: (ids: string[]) => Promise<MatchupRow[]>;
  now: () => Date;
}

/** POST /api/bets (save all or nothing) and GET /api/bets (the caller's own, newest first). */
export async function betRoutes(fastify: FastifyInstance, opts: BetRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(SIGN_IN_FOR_BETS);
  const betsOf = sharedBetLists(app.db);

  app.post(
    '/api/bets',
    {
      preHandler,
      schema: {
        tags: ['bets'],
        body: saveBetsRequestSchema,
        response: { 200: saveBetsResponseSchema, '4xx': problemResponse },
      },
    },
    async (request, reply) => {
      try {
        const userId = signedIn(request).id;
        const result = await saveBets(app.db, opts.games, userId, request.body.bets, opts.now());
        // A capper's new picks reach their subscribers (docs/product.md §3); never holds the answer.
        const fresh = new Set(result.freshIds);
        app.marketplace.picksPosted(
          userId,
          result.bets.filter((b) => fresh.has(b.id)),
        );
        return {
          success: true as const,
          message: savedMessage(result.saved, result.already),
          bets: result.bets,
        };
      } catch (err) {
        if (!(err instanceof BetRejected)) throw err;
        return sendProblem(reply, err.status, err.message, { errors: err.errors });
      }
    },
  );

  app.get(
    '/api/bets',
    {
      preHandler,
      schema: { tags: ['bets'], response: { 200: betsResponseSchema, '4xx': problemResponse } },
    },
    async (request) => ({ bets: await betsOf(signedIn(request).id) }),
  );
}
