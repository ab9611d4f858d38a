/**
 * GET /api/edge-picks (docs/product.md "Edges"): the record of what Edgewise recommended — every
 * side that earned a label before its game, at the price and book its card showed — and its
 * summary. Wire schemas; the figures come from domain/rules/figures.ts.
 */
import { z } from 'zod';
import { isIsoDate } from '../rules/dates';
import { PERIODS } from '../rules/performance';
import { SPORTS, isSport, type Sport } from '../rules/sports';

export const EDGE_PICK_LABELS = ['Lean', 'Bet', 'Lock'] as const;
export const EDGE_PICK_MARKETS = ['moneyline', 'spread', 'total'] as const;
/** Where a pick's game came from: the simulated demo feed or a live provider. */
export const EDGE_PICK_ORIGINS = ['demo', 'live'] as const;

const trimmedEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || v === 'all' || (values as readonly string[]).includes(v), message)
    .optional()
    .transform((v): T[number] | null =>
      v && (values as readonly string[]).includes(v) ? (v as T[number]) : null,
    );

export const edgePicksQuerySchema = z.object({
  sport: z
    .string({ error: `Sport must be all or one of ${SPORTS.join(', ')}.` })
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === '' || v === 'all' || isSport(v),
      `Sport must be all or one of ${SPORTS.join(', ')}.`,
    )
    .optional()
    .transform((v): Sport | null => (v && isSport(v) ? v : null)),
  market: trimmedEnum(
    EDGE_PICK_MARKETS,
    `Market must be all or one of ${EDGE_PICK_MARKETS.join(', ')}.`,
  ),
  label: trimmedEnum(
    EDGE_PICK_LABELS,
    `Label must be all or one of ${EDGE_PICK_LABELS.join(', ')}.`,
  ),
  period: z
    .enum(PERIODS, { error: `Period must be one of ${PERIODS.join(', ')}.` })
    .optional()
    .default('all'),
  /** Only the picks of games on this US Eastern date (yyyy-MM-dd): the /matchups tabs' day. */
  date: z
    .string({ error: 'Date must be yyyy-MM-dd.' })
    .trim()
    .refine((v) => v === '' || isIsoDate(v), 'Date must be yyyy-MM-dd.')
    .optional()
    .transform((v): string | null => (v ? v : null)),
  /** At most this many picks listed (newest first); the summary still counts them all. */
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 0 to 1000.' })
    .int('Limit must be a whole number from 0 to 1000.')
    .min(0, 'Limit must be a whole number from 0 to 1000.')
    .max(1000, 'Limit must be a whole number from 0 to 1000.')
    .optional(),
});

export const edgePickSchema = z.object({
  id: z.string(),
  publishedAt: z.string(),
  matchupId: z.string(),
  sport: z.string(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  startsAt: z.string(),
  market: z.enum(EDGE_PICK_MARKETS),
  side: z.enum(['Home', 'Away', 'Over', 'Under']),
  point: z.number().nullable(),
  book: z.string(),
  bookTitle: z.string(),
  price: z.number().int(),
  fairProbability: z.number(),
  pushProbability: z.number(),
  edge: z.number(),
  label: z.enum(EDGE_PICK_LABELS),
  stake: z.number(),
  origin: z.enum(EDGE_PICK_ORIGINS),
  result: z.enum(['won', 'lost', 'push']).nullable(),
  units: z.number().nullable(),
  /** The side's fair chance at the close (the sharp no-vig, moved to the pick's point). */
  closingFair: z.number().nullable(),
  /** Closing-line value in no-vig probability points (closing fair − the price's break-even). */
  clv: z.number().nullable(),
  /** The price's expected value at the closing fair line. */
  clvEv: z.number().nullable(),
});
export type EdgePick = z.infer<typeof edgePickSchema>;

export const edgeSummaryRowSchema = z.object({
  key: z.string(),
  bets: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  units: z.number(),
  risked: z.number(),
  /** Percent; null without graded picks. */
  roi: z.number().nullable(),
  /** 95% half-width of the ROI, percent. */
  roiInterval: z.number().nullable(),
  /** Mean claimed edge, percent. */
  meanEdge: z.number().nullable(),
  meanClv: z.number().nullable(),
  beatClose: z.number().nullable(),
  winRate: z.number().nullable(),
});

export const edgePicksResponseSchema = z.object({
  picks: z.array(edgePickSchema),
  summary: edgeSummaryRowSchema,
  byLabel: z.array(edgeSummaryRowSchema),
  bySport: z.array(edgeSummaryRowSchema),
  byMarket: z.array(edgeSummaryRowSchema),
  /** Published and not yet graded. */
  open: z.number().int(),
  /** True when the graded sample is too small (or too noisy) to say anything. */
  tooSmall: z.boolean(),
  /** The record's games come (in part) from the simulated demo feed. */
  demo: z.boolean(),
});
export type EdgePicksResponse = z.infer<typeof edgePicksResponseSchema>;
