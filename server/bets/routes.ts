import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { savedMessage } from '@/domain/bets';
import { saveBetsRequestSchema } from '@/domain/slip';
import { parseBody } from '../accounts/helpers';
import { sessionToken, userForSessionToken } from '../accounts/sessions';
import { sendProblem } from '../http/problem';
import type { MatchupRow } from '../matchups/types';
import { listBets } from './repository';
import { BetRejected, saveBets } from './save';

export const SIGN_IN_FOR_BETS = 'Sign in to enter and see your picks.';

export interface BetRoutesOptions {
  games: (ids: string[]) => Promise<MatchupRow[]>;
  now: () => Date;
}

async function userIdOr401(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const user = await userForSessionToken(app.db, sessionToken(request));
  if (!user) void sendProblem(reply, 401, SIGN_IN_FOR_BETS);
  return user?.id ?? null;
}

/** DESIGN §3 POST /api/bets (save all or nothing) and GET /api/bets (the caller's own, newest first). */
export async function betRoutes(app: FastifyInstance, opts: BetRoutesOptions): Promise<void> {
  app.post('/api/bets', async (request, reply) => {
    const userId = await userIdOr401(app, request, reply);
    if (!userId) return reply;
    const body = parseBody(saveBetsRequestSchema, request, reply);
    if (!body) return reply;
    try {
      const result = await saveBets(app.db, opts.games, userId, body.bets, opts.now());
      return {
        success: true,
        message: savedMessage(result.saved, result.already),
        bets: result.bets,
      };
    } catch (err) {
      if (!(err instanceof BetRejected)) throw err;
      return sendProblem(reply, err.status, err.message, { errors: err.errors });
    }
  });

  app.get('/api/bets', async (request, reply) => {
    const userId = await userIdOr401(app, request, reply);
    if (!userId) return reply;
    return { bets: await listBets(app.db, userId) };
  });
}
