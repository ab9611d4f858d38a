import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchupPredictionsSchema } from '@domain/contracts/matchup';
import { ProblemError, problemResponse } from '../http/problem';

const UNKNOWN_MATCHUP_PREDICTIONS = 'No such matchup.';

/**
 * GET /api/matchups/{id}/predictions (public; docs/architecture.md "The wire"): what the card
 * leaves out of the matchups list, asked for when its Models dialog or AI Analysis opens.
 *   200 application/json: { matchupId, summary, results }
 *     summary: the consensus's summary of the game (docs/product.md §3 aiConsensus), or null
 *       when no AI model has a usable result.
 *     results: every model's result for the game (docs/product.md §3 aiResults item), by model.
 *   404 application/problem+json: no such matchup.
 */
export async function predictionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/matchups/:id/predictions',
    {
      schema: {
        tags: ['matchups'],
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: matchupPredictionsSchema, 404: problemResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.matchups.store.byIds([id]);
      if (!row) throw new ProblemError(404, UNKNOWN_MATCHUP_PREDICTIONS);
      const game = await app.matchups.store.toWireOne(row);
      return {
        matchupId: id,
        summary: game.aiConsensus?.summary ?? null,
        results: game.aiResults ?? [],
      };
    },
  );
}
