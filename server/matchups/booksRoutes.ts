import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponse, sendProblem } from '../http/problem';
import { listBooks, matchupOdds, matchupOddsSchema } from './books';

export const UNKNOWN_MATCHUP_ODDS = 'No such matchup.';

/**
 * GET /api/matchups/{id}/odds (public; issue 19 item 5)
 *   200 application/json: { matchupId, books: BookOdds[], best }
 *     books: every bookmaker's current prices of the game, by title — { book (key), title,
 *       awayMoneyLine, homeMoneyLine, awaySpread, homeSpread, awaySpreadPrice, homeSpreadPrice,
 *       totalPoints, overPrice, underPrice (American odds and points, null when that book does
 *       not post it), updatedAt (ISO 8601) }; frozen at the start (closing prices).
 *       The demo feed simulates five books; The Odds API feed keeps every bookmaker it reports.
 *     best: per side (homeMoneyLine, awayMoneyLine, homeSpread, awaySpread, over, under) the
 *       highest price across the books as { price, book (title), point (spread or total, null
 *       for moneylines) }, or null when no book prices that side. Books may post different
 *       spreads or totals: compare `point` before comparing prices.
 *   404 application/problem+json: no such matchup.
 */
export async function booksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/matchups/:id/odds',
    {
      schema: {
        tags: ['matchups'],
        params: z.object({ id: z.string().min(1) }),
        response: { 200: matchupOddsSchema, 404: problemResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { rows } = await app.db.query(`SELECT 1 FROM matchups WHERE id = $1`, [id]);
      if (rows.length === 0) return sendProblem(reply, 404, UNKNOWN_MATCHUP_ODDS);
      return matchupOdds(id, await listBooks(app.db, id));
    },
  );
}
