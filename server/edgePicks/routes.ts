import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDays, easternDate, easternToInstant } from '@domain/rules/dates';
import { edgeRecord, tooSmallToTell, MEANINGFUL_SAMPLE } from '@domain/pricing/edgeRecord';
import {
  EDGE_PICK_LABELS,
  EDGE_PICK_MARKETS,
  edgePicksQuerySchema,
  edgePicksResponseSchema,
} from '@domain/contracts/edgePicks';
import { periodStart } from '@domain/rules/performance';
import { SPORTS } from '@domain/rules/sports';
import { problemResponse } from '../http/problem';
import { recordCache } from './recordCache';
import { listEdgePicks, type RecordInput } from './repository';

/** One record per key that has picks, in the keys' order. */
function grouped<K extends string>(
  picks: readonly RecordInput[],
  keys: readonly K[],
  keyOf: (p: RecordInput) => string,
) {
  const byKey = new Map<string, RecordInput[]>();
  for (const p of picks) {
    const key = keyOf(p);
    const of = byKey.get(key);
    // In place: a copy per pick made the records quadratic in the picks (docs/benchmarks.md).
    if (of) of.push(p);
    else byKey.set(key, [p]);
  }
  return keys.flatMap((k) => {
    const of = byKey.get(k);
    return of ? [edgeRecord(k, of)] : [];
  });
}

/**
 * GET /api/edge-picks?sport=&market=&label=&period=&date=&limit= (public; docs/design.md §3)
 *   date: only the picks of games on that US Eastern day (the /matchups tabs); limit: at most that
 *   many picks listed (the home page asks for none), the summary still of them all.
 *   200 application/json: { picks, summary, byLabel, bySport, byMarket, open, tooSmall, demo }
 *     picks: every published pick (newest first) — the side, point, book and price its card
 *       showed, fairProbability, edge, label, stake, origin (demo | live) and, once graded,
 *       result, units (one unit at the price), closingFair, clv (probability points), clvEv.
 *     summary / by*: graded picks' W-L-P, units, risked, ROI (percent) with its 95% interval,
 *       mean claimed edge, mean CLV and the share beating the close, win rate.
 *     tooSmall: fewer than 100 graded picks or an interval wider than the ROI.
 *   400 application/problem+json: an unknown sport, market, label or period.
 */
export async function edgePickRoutes(
  fastify: FastifyInstance,
  opts: { now: () => Date },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = recordCache((inputs) => {
    const summary = edgeRecord('all', inputs);
    return {
      summary,
      byLabel: grouped(inputs, EDGE_PICK_LABELS, (p) => p.label),
      bySport: grouped(inputs, SPORTS, (p) => p.sport),
      byMarket: grouped(inputs, EDGE_PICK_MARKETS, (p) => p.market),
      open: inputs.filter((p) => p.result === null).length,
      tooSmall: tooSmallToTell(summary, MEANINGFUL_SAMPLE),
      demo: inputs.some((p) => p.origin === 'demo'),
    };
  });
  app.get(
    '/api/edge-picks',
    {
      schema: {
        tags: ['results'],
        querystring: edgePicksQuerySchema,
        response: { 200: edgePicksResponseSchema, 400: problemResponse },
      },
    },
    async (request) => {
      const { sport, market, label, period, date, limit } = request.query;
      const start = periodStart(period, easternDate(opts.now()));
      // The record is kept per filter until the picks change (./recordCache.ts); only the listed
      // picks are read whole.
      const filter = {
        sport,
        market,
        label,
        since: start ? new Date(`${start}T05:00:00Z`) : null,
        startsFrom: date === null ? null : easternToInstant(date, 0),
        startsBefore: date === null ? null : easternToInstant(addDays(date, 1), 0),
      };
      const [record, picks] = await Promise.all([
        records(app.db, filter),
        limit === 0 ? [] : listEdgePicks(app.db, filter, limit ?? null),
      ]);
      return { picks, ...record };
    },
  );
}
