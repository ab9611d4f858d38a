/**
 * Line movement of one game: every line it has had, oldest first, its opening
 * and current line and the move since open (GET /api/matchups/{id}/odds-history).
 */
import { z } from 'zod';

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

export const LINE_FIELDS = [
  'awayMoneyLine',
  'homeMoneyLine',
  'awaySpread',
  'homeSpread',
  'totalPoints',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

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

const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

const round = (n: number): number => Math.round(n * 100) / 100;

/** The first (or last) known value of each line across the points, as one point. */
function edge(points: readonly OddsPoint[], from: 'first' | 'last'): OddsPoint | null {
  const ordered = from === 'first' ? points : [...points].reverse();
  const base = ordered[0];
  if (!base) return null;
  const out: OddsPoint = { ...base };
  const keys = Object.keys(base).filter((k) => k !== 'takenAt') as (keyof Omit<
    OddsPoint,
    'takenAt'
  >)[];
  for (const key of keys) out[key] = ordered.find((p) => isNum(p[key]))?.[key] ?? null;
  return out;
}

/**
 * The history from snapshots oldest first: open and current are each line's first and last known
 * value; the move is current − open (a spread from -3 to -4.5 moved -1.5; a money line from -150
 * to -170 moved -20).
 */
export function oddsHistory(matchupId: string, points: readonly OddsPoint[]): OddsHistory {
  const open = edge(points, 'first');
  const current = edge(points, 'last');
  const move = Object.fromEntries(
    LINE_FIELDS.map((f) => {
      const a = open?.[f];
      const b = current?.[f];
      return [f, isNum(a) && isNum(b) ? round(b - a) : null];
    }),
  ) as LineMove;
  return { matchupId, points: [...points], open, current, move };
}

/** '+1.5', '-20', '0' (no move), '-' when unknown. */
export function moveText(n: number | null): string {
  if (n === null) return '-';
  if (n === 0) return '0';
  return n > 0 ? `+${n}` : String(n);
}

/** GET /api/matchups/opening-lines?ids=: each game's opening spread, for the table's open → current. */
export const openingSpreadSchema = z.object({
  matchupId: z.string(),
  awaySpread: z.number(),
  homeSpread: z.number(),
  takenAt: z.string(),
});
export const openingLinesSchema = z.object({ spreads: z.array(openingSpreadSchema) });
export type OpeningLines = z.infer<typeof openingLinesSchema>;
export const MAX_OPENING_IDS = 500;
