import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIsoDate } from '@/domain/dates';
import { PERIODS, periodSchema, type Period } from '@/domain/performance';
import { SPORTS, isSport } from '@/domain/sports';
import { sendProblem } from '../http/problem';
import { aiModels } from './models';
import { aiPerformance } from './performance';
import { totalResultsJson } from './totalResults';

export const BAD_SPORT = `Sport must be all or one of ${SPORTS.join(', ')}.`;
export const BAD_DATE = 'Date must be a calendar date written yyyy-MM-dd.';
/** Total Results answer one day at a time (the page's Date filter); every date at once is unbounded. */
export const MISSING_DATE = 'Date is required: one calendar date written yyyy-MM-dd.';
export const BAD_PERIOD = `Period must be one of ${PERIODS.join(', ')}.`;
/** Without a period the page's widest view. */
export const DEFAULT_PERIOD: Period = 'all';

type Query = Record<string, unknown>;

/** One text value of a query parameter; a repeated parameter is invalid (undefined = absent). */
function one(query: Query, name: string): string | undefined | null {
  const value = query[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value.trim() : null;
}

/** 'all' or empty = every sport (null); a sport value in any case; else invalid (false). */
function parseSport(query: Query): string | null | false {
  const value = one(query, 'sport');
  if (value === undefined || value === '' || value?.toLowerCase() === 'all') return null;
  const sport = value?.toLowerCase();
  return isSport(sport) ? sport : false;
}

function badRequest(reply: FastifyReply, field: string, message: string) {
  return sendProblem(reply, 400, message, { errors: { [field]: [message] } });
}

/** GET /api/total-results, /api/ai-performance and /api/ai-models (all public, read-only). */
export async function resultsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/total-results', async (request: FastifyRequest, reply) => {
    const query = request.query as Query;
    const sport = parseSport(query);
    if (sport === false) return badRequest(reply, 'sport', BAD_SPORT);
    const date = one(query, 'date');
    if (date === undefined || date === '') return badRequest(reply, 'date', MISSING_DATE);
    if (date === null || !isIsoDate(date)) return badRequest(reply, 'date', BAD_DATE);
    return reply.type('application/json; charset=utf-8').send(await totalResultsJson(app.db, { sport, date }));
  });

  app.get('/api/ai-performance', async (request: FastifyRequest, reply) => {
    const query = request.query as Query;
    const sport = parseSport(query);
    if (sport === false) return badRequest(reply, 'sport', BAD_SPORT);
    const raw = one(query, 'period');
    const period = raw === undefined || raw === '' ? DEFAULT_PERIOD : periodSchema.safeParse(raw?.toLowerCase()).data;
    if (!period) return badRequest(reply, 'period', BAD_PERIOD);
    return aiPerformance(app.db, { period, sport, now: new Date() });
  });

  app.get('/api/ai-models', async () => aiModels(app.db));
}
