import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  oddsHistorySchema,
  openingLinesSchema,
  type OddsPoint,
  type OpeningLines,
} from '@domain/contracts/oddsHistory';
import { MAX_OPENING_IDS, oddsHistory } from '@domain/rules/oddsHistory';
import { ProblemError, problemResponse } from '../http/problem';
import { openingSpreads } from './openingLines';
import { LINE_KEYS, type OddsSnapshot } from './types';
import { linesOf } from './validate';

export const UNKNOWN_MATCHUP = 'No such matchup.';
export const IDS_REQUIRED = `Give ids: 1 to ${MAX_OPENING_IDS} matchup ids, comma-separated.`;

/** A stored snapshot as a point of the history (a line that is not a finite number is null). */
export function snapshotPoint(s: OddsSnapshot): OddsPoint {
  const lines = linesOf(s);
  for (const key of LINE_KEYS) if (!Number.isFinite(lines[key])) lines[key] = null;
  return { takenAt: s.takenAt.toISOString(), ...lines };
}

/**
 * GET /api/matchups/{id}/odds-history: the game's line movement from the odds snapshots the
 * server keeps; 404 problem details for an unknown game.
 */
export async function oddsHistoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = app.matchups.store;
  const historySchema = {
    tags: ['matchups'],
    params: z.object({ id: z.string().min(1) }),
    response: { 200: oddsHistorySchema, '4xx': problemResponse },
  };
  app.get('/api/matchups/:id/odds-history', { schema: historySchema }, async (request) => {
    const { id } = request.params;
    const [game] = await store.byIds([id]);
    if (!game) throw new ProblemError(404, UNKNOWN_MATCHUP);
    const snapshots = await store.snapshots(id);
    return oddsHistory(id, snapshots.map(snapshotPoint));
  });

  // The opening spread of many games at once, for the table view's open → current.
  const openingSchema = {
    tags: ['matchups'],
    querystring: z.object({ ids: z.string().optional() }),
    response: { 200: openingLinesSchema, '4xx': problemResponse },
  };
  app.get('/api/matchups/opening-lines', { schema: openingSchema }, async (request) => {
    const ids = [
      ...new Set(
        (request.query.ids ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0 || ids.length > MAX_OPENING_IDS)
      throw new ProblemError(400, IDS_REQUIRED, { ids: [IDS_REQUIRED] });
    const body: OpeningLines = { spreads: await openingSpreads(app.db, ids) };
    return body;
  });
}
