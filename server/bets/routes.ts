import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { betGameSchema } from '@domain/contracts/betGames';
import {
  betsQuerySchema,
  betsResponseSchema,
  savedBetSchema,
  saveBetsResponseSchema,
  type SavedBet,
} from '@domain/contracts/bets';
import { savedMessage } from '@domain/rules/bets';
import { isHandicapper } from '@domain/rules/roles';
import { saveBetsRequestSchema } from '@domain/contracts/slip';
import { requireUser, signedIn } from '../accounts';
import { problemResponse, ProblemError } from '../http/problem';
import { serializerCompiler } from '../http/serializer';
import { easternDate } from '@domain/rules/dates';
import { listBooks, type MatchupRow } from '../matchups';
import { sharedBetLists } from './listing';
import { cachedBetList } from './listCache';
import { gamesNow, openBetGames, openGameIds } from './openGames';
import { listBetsPage } from './repository';
import { saveBets } from './save';

export const SIGN_IN_FOR_BETS = 'Sign in to enter and see your picks.';
export const ONLY_CAPPERS_PUBLISH =
  'Only handicappers publish picks to subscribers; your bets are tracked for you.';

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
    async (request) => {
      const user = signedIn(request);
      const userId = user.id;
      const capper = isHandicapper({ role: user.role, accountType: user.account_type });
      // docs/product.md §10: a bettor's submit tracks their own bets; a capper's publishes,
      // unless they ask to track a bet privately.
      if (request.body.publish === true && !capper)
        throw new ProblemError(403, ONLY_CAPPERS_PUBLISH);
      const publish = capper && request.body.publish !== false;
      const books = async (ids: string[]) =>
        new Map(
          await Promise.all(ids.map(async (id) => [id, await listBooks(app.db, id)] as const)),
        );
      // docs/product.md §3: a team is named in full where its league's slate that day has another of its nickname.
      const slates = async (games: readonly MatchupRow[]) => {
        const slateKey = (g: MatchupRow) => `${g.sport}\u0000${easternDate(g.startsAt)}`;
        const keys = [...new Map(games.map((g) => [slateKey(g), g])).values()];
        const names = new Map(
          await Promise.all(
            keys.map(async (g) => {
              const day = await app.matchups.store.byDate(easternDate(g.startsAt), g.sport);
              return [slateKey(g), day.flatMap((d) => [d.homeTeam, d.awayTeam])] as const;
            }),
          ),
        );
        return (g: MatchupRow) => names.get(slateKey(g)) ?? [];
      };
      const result = await saveBets(app.db, opts.games, userId, request.body.bets, opts.now(), {
        publish,
        books,
        slates,
      });
      // A capper's new published picks reach their subscribers (docs/product.md §3); never
      // holds the answer. Tracked bets reach nobody.
      const fresh = new Set(result.freshIds);
      if (publish)
        app.marketplace.picksPosted(
          userId,
          result.bets.filter((b) => fresh.has(b.id)),
        );
      return {
        success: true as const,
        message: savedMessage(result.saved, result.already),
        bets: result.bets,
      };
    },
  );

  // Without `limit` every bet, as before; with it one page along the user's time index, so the
  // answer stays the same size however many bets the account holds (docs/benchmarks.md, growth).
  // The whole list and first pages are remembered per user until a write to their bets
  // (./listCache.ts): the bets checked and written as JSON once, the open bets' games read for
  // each answer. The pieces are checked by the answer's own schemas (server/http/serializer.ts).
  const betsJson = serializerCompiler({
    schema: z.array(savedBetSchema),
    method: 'GET',
    url: '/api/bets',
    httpStatus: '200',
  });
  const gamesJson = serializerCompiler({
    schema: z.array(betGameSchema),
    method: 'GET',
    url: '/api/bets',
    httpStatus: '200',
  });
  const listed = (bets: readonly SavedBet[]) => ({
    json: betsJson(bets),
    openGameIds: openGameIds(bets),
  });
  app.get(
    '/api/bets',
    {
      preHandler,
      schema: {
        tags: ['bets'],
        querystring: betsQuerySchema,
        response: { 200: betsResponseSchema, '4xx': problemResponse },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request).id;
      const { limit, before } = request.query;
      if (before !== undefined) {
        if (limit === undefined)
          throw new ProblemError(400, 'Before needs a limit: ask for one page at a time.');
        const page = await listBetsPage(app.db, userId, { limit, before });
        if (!page.known) throw new ProblemError(400, 'Before must be the id of one of your bets.');
        return {
          bets: page.bets,
          nextBefore: page.more ? (page.bets.at(-1)?.id ?? null) : null,
          // Each open bet's games as they stand (docs/product.md §9 "Bet tracker").
          games: await openBetGames(page.bets, opts.games),
        };
      }
      const list = await cachedBetList(
        app.db,
        userId,
        limit === undefined ? 'all' : `first ${limit}`,
        async () => {
          if (limit === undefined) return listed(await betsOf(userId));
          const page = await listBetsPage(app.db, userId, { limit, before: null });
          return {
            ...listed(page.bets),
            nextBefore: page.more ? (page.bets.at(-1)?.id ?? null) : null,
          };
        },
      );
      const games =
        list.openGameIds.length === 0
          ? '[]'
          : gamesJson(await gamesNow(list.openGameIds, opts.games));
      // The answer's own keys in its schema's order: bets, nextBefore (a page), games.
      const next =
        list.nextBefore === undefined ? '' : `,"nextBefore":${JSON.stringify(list.nextBefore)}`;
      // Written as it stands: Fastify sends a string of a JSON type without serializing it again.
      const answer: FastifyReply = reply.type('application/json; charset=utf-8');
      return answer.send(`{"bets":${list.json}${next},"games":${games}}`);
    },
  );
}
