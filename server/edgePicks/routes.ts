import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { easternDate } from '@/domain/dates';
import { edgeRecord, tooSmallToTell } from '@/domain/edgeRecord';
import {
  EDGE_PICK_LABELS,
  EDGE_PICK_MARKETS,
  MEANINGFUL_SAMPLE,
  edgePicksQuerySchema,
  edgePicksResponseSchema,
  type EdgePick,
} from '@/domain/edgePicks';
import { periodStart } from '@/domain/performance';
import { SPORTS } from '@/domain/sports';
import { problemResponse } from '../http/problem';
import { listEdgePicks } from './repository';

function grouped<K extends string>(
  picks: readonly EdgePick[],
  keys: readonly K[],
  keyOf: (p: EdgePick) => string,
) {
  return keys
    .map((k) =>
      edgeRecord(
        k,
        picks.filter((p) => keyOf(p) === k),
      ),
    )
    .filter((r) => r.bets > 0 || picks.some((p) => keyOf(p) === r.key));
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
      const listed = await listEdgePicks(app.db, {
        sport,
        market,
        label,
        since: start ? new Date(`${start}T05:00:00Z`) : null,
      });
      const picks =
        date === null ? listed : listed.filter((p) => easternDate(new Date(p.startsAt)) === date);
      const summary = edgeRecord('all', picks);
      return {
        picks: limit === undefined ? picks : picks.slice(0, limit),
        summary,
        byLabel: grouped(picks, EDGE_PICK_LABELS, (p) => p.label),
        bySport: grouped(picks, SPORTS, (p) => p.sport),
        byMarket: grouped(picks, EDGE_PICK_MARKETS, (p) => p.market),
        open: picks.filter((p) => p.result === null).length,
        tooSmall: tooSmallToTell(summary, MEANINGFUL_SAMPLE),
        demo: picks.some((p) => p.origin === 'demo'),
      };
    },
  );
}
