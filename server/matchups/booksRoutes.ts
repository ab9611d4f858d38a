import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchupOddsSchema } from '@domain/contracts/matchup';
import { ProblemError, problemResponse } from '../http/problem';
import { matchupOdds } from './books';

export const UNKNOWN_MATCHUP_ODDS = 'No such matchup.';

/**
 * GET /api/matchups/{id}/odds (public; docs/design.md §3, docs/product.md "Edges"): the prices
 * behind the game's card, asked for when the Books dialog or the slip needs them.
 *   200 application/json: { matchupId, reference, sharpBooks, method, pricedFrom, books, markets,
 *     best }
 *     reference: the sharp book whose no-vig line is the fair line (the first of SHARP_BOOKS
 *       the game has), as a book row, or null (the fair line is then the books' median); it is
 *       never a best price.
 *     pricedFrom: 'books', or 'posted' once the game has started and the sharp book has not
 *       moved since: the card then reads the posted closing line, and so does `best`.
 *     books: every other bookmaker's current prices of the game, by title — { book (key), title,
 *       awayMoneyLine, homeMoneyLine, awaySpread, homeSpread, awaySpreadPrice, homeSpreadPrice,
 *       totalPoints, overPrice, underPrice (American odds and points, null when not posted),
 *       updatedAt (ISO 8601), stale, staleMarkets } — frozen at the start (closing prices). A
 *       book is stale in a market when its own no-vig chance is more than 4 points from the fair
 *       line's (or its margin is outside 0-12%): left out of that market's best prices.
 *     markets: per market (moneyline, spread, total) its fair line as the card reads it, or null
 *       when no book prices it: { reference: { book, title, method, calibrated, hold },
 *       points: [first, second], fair: [first, second] (no-vig chances; first is Home or Over) }.
 *     best: per side (homeMoneyLine, awayMoneyLine, homeSpread, awaySpread, over, under) the
 *       highest price among the non-stale books at the fair line's point, as { book (key), title,
 *       price, point, updatedAt }, or null: the card's best price of the side it picks.
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
    async (request) => {
      const { id } = request.params;
      const [row] = await app.matchups.store.byIds([id]);
      if (!row) throw new ProblemError(404, UNKNOWN_MATCHUP_ODDS);
      return matchupOdds(await app.matchups.store.pricedOne(row));
    },
  );
}
