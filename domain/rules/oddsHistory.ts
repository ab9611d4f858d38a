/** Line movement of one game from its snapshots (the wire shape: ../contracts/oddsHistory.ts). */
import type { OddsPoint, LineMove, OddsHistory } from '../contracts/oddsHistory';
import { LINE_FIELDS } from './odds';

/** At most this many games' opening lines in one request (GET /api/matchups/opening-lines). */
export const MAX_OPENING_IDS = 500;

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
