/**
 * The query strings of GET /api/total-results and GET /api/ai-performance, declared once for the
 * server's validation and the OpenAPI document (docs/design.md §3). Values are trimmed and read in
 * any case; a repeated parameter is invalid.
 */
import { z } from 'zod';
import { isIsoDate } from '../rules/dates';
import { PERIODS, type Period } from '../rules/performance';
import { SPORTS, isSport, type Sport } from '../rules/sports';

export const BAD_SPORT = `Sport must be all or one of ${SPORTS.join(', ')}.`;
export const BAD_DATE = 'Date must be a calendar date written yyyy-MM-dd.';
/** Total Results answer one day at a time (the page's Date filter); every date at once is unbounded. */
export const MISSING_DATE = 'Date is required: one calendar date written yyyy-MM-dd.';
export const BAD_PERIOD = `Period must be one of ${PERIODS.join(', ')}.`;
/** Without a period the page's widest view. */
export const DEFAULT_PERIOD: Period = 'all';

/** 'all', empty or absent = every sport (null); else one sport value. */
const sportQuery = z
  .string({ error: BAD_SPORT })
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || v === 'all' || isSport(v), BAD_SPORT)
  .optional()
  .transform((v): Sport | null => (v && isSport(v) ? v : null))
  .describe(`all (the default) or one of ${SPORTS.join(', ')}`);

export const totalResultsQuerySchema = z.object({
  sport: sportQuery,
  date: z
    .string({ error: (issue) => (issue.input === undefined ? MISSING_DATE : BAD_DATE) })
    .trim()
    .min(1, { error: MISSING_DATE, abort: true })
    .refine(isIsoDate, BAD_DATE)
    .describe('yyyy-MM-dd, US Eastern'),
});

export const aiPerformanceQuerySchema = z.object({
  sport: sportQuery,
  period: z
    .string({ error: BAD_PERIOD })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || (PERIODS as readonly string[]).includes(v), BAD_PERIOD)
    .optional()
    .transform((v): Period => (v ? (v as Period) : DEFAULT_PERIOD))
    .describe(`one of ${PERIODS.join(', ')}; default ${DEFAULT_PERIOD}`),
});
