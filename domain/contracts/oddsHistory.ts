/**
 * Line movement of one game: every line it has had, oldest first, its opening
 * and current line and the move since open (GET /api/matchups/{id}/odds-history).
 */
import { z } from 'zod';
import { LINE_FIELDS, type LineField } from '../rules/odds';

const line = z.number().nullable();

/** The lines at one moment: money lines and prices American, spreads and totals in points. */
export const oddsPointSchema = z.object({
  takenAt: z.string(),
  awayMoneyLine: line,
  homeMoneyLine: line,
  awaySpread: line,
  homeSpread: line,
  totalPoints: line,
  homeSpreadPrice: line,
  awaySpreadPrice: line,
  overPrice: line,
  underPrice: line,
});
export type OddsPoint = z.infer<typeof oddsPointSchema>;

/** Current minus open per line; null where either end is missing. */
export const lineMoveSchema = z.object(
  Object.fromEntries(LINE_FIELDS.map((f) => [f, line])) as Record<LineField, typeof line>,
);
export type LineMove = z.infer<typeof lineMoveSchema>;

export const oddsHistorySchema = z.object({
  matchupId: z.string(),
  points: z.array(oddsPointSchema),
  /** Each line's first known value and when it was seen (a line can open later than another). */
  open: oddsPointSchema.nullable(),
  current: oddsPointSchema.nullable(),
  move: lineMoveSchema,
});
export type OddsHistory = z.infer<typeof oddsHistorySchema>;

/** GET /api/matchups/opening-lines?ids=: each game's opening spread, for the table's open → current. */
export const openingSpreadSchema = z.object({
  matchupId: z.string(),
  awaySpread: z.number(),
  homeSpread: z.number(),
  takenAt: z.string(),
});
export const openingLinesSchema = z.object({ spreads: z.array(openingSpreadSchema) });
export type OpeningLines = z.infer<typeof openingLinesSchema>;
