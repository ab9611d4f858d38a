/** docs/product.md §9 "Outcome rules": grading a pick against the final score. */
import type { Matchup, Side } from '../contracts/matchup';
import { isFinished } from './status';

export type Outcome = 'pending' | 'win' | 'loss' | 'push';
export type TotalPick = 'Over' | 'Under';

type Scored = Pick<Matchup, 'status' | 'homeScore' | 'awayScore'>;

const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/** docs/product.md §4: a bet is graded only once the game is finished and both scores are present. */
export function hasFinalScore(m: Scored): boolean {
  return isFinished(m.status) && isNum(m.homeScore) && isNum(m.awayScore);
}

/** A pick's outcome from its margin: above zero wins, below loses, zero pushes. */
export function gradeMargin(margin: number): Outcome {
  return margin > 0 ? 'win' : margin < 0 ? 'loss' : 'push';
}

export type GradedMarket = 'moneyline' | 'spread' | 'total';

/**
 * The one grading rule, from a final score: by how much a pick won (> 0), pushed (0) or lost
 * (< 0). Moneyline: the side's score minus the other's; spread: that plus the side's `point`;
 * total: (total − `point`) for Over, (`point` − total) for Under.
 */
export function pickMargin(
  market: GradedMarket,
  side: Side | TotalPick,
  point: number,
  home: number,
  away: number,
): number {
  if (market === 'total') return (side === 'Over' ? 1 : -1) * (home + away - point);
  const own = side === 'Home' ? home - away : away - home;
  return market === 'spread' ? own + point : own;
}

/** The final-score margin of one side (its score minus the other's), or null before it is graded. */
export function finalMargin(m: Scored, side: Side): number | null {
  if (!hasFinalScore(m) || !isNum(m.homeScore) || !isNum(m.awayScore)) return null;
  return pickMargin('moneyline', side, 0, m.homeScore, m.awayScore);
}

/** Moneyline: win when the picked side has the higher score; a tie is a push. */
export function gradeMoneyline(m: Scored, side: Side): Outcome {
  const margin = finalMargin(m, side);
  return margin == null ? 'pending' : gradeMargin(margin);
}

/** The picked side's spread: the given one, else the matchup's (the other side's negated). */
export function sideSpread(
  m: Pick<Matchup, 'homeSpread' | 'awaySpread'>,
  side: Side,
): number | null {
  const own = side === 'Home' ? m.homeSpread : m.awaySpread;
  const other = side === 'Home' ? m.awaySpread : m.homeSpread;
  if (isNum(own)) return own;
  return isNum(other) ? -other : null;
}

/**
 * Margin against the spread: final margin plus the side's spread. For the favourite this is
 * docs/product.md §9's "margin exceeds the absolute spread"; for the underdog it credits the points received.
 */
export function spreadMargin(m: Matchup, side: Side, spread?: number | null): number | null {
  const line = isNum(spread) ? spread : sideSpread(m, side);
  if (!hasFinalScore(m) || line == null || !isNum(m.homeScore) || !isNum(m.awayScore)) return null;
  return pickMargin('spread', side, line, m.homeScore, m.awayScore);
}

/** Spread: win when the picked side covers; landing exactly on the number is a push. */
export function gradeSpread(m: Matchup, side: Side, spread?: number | null): Outcome {
  const margin = spreadMargin(m, side, spread);
  return margin == null ? 'pending' : gradeMargin(margin);
}

/** Total margin from the pick's view: (total − line) for Over, (line − total) for Under; null when ungraded or no line. */
export function totalMargin(m: Matchup, pick: TotalPick, line?: number | null): number | null {
  const points = isNum(line) ? line : m.totalPoints;
  if (!hasFinalScore(m) || !isNum(points) || !isNum(m.homeScore) || !isNum(m.awayScore))
    return null;
  return pickMargin('total', pick, points, m.homeScore, m.awayScore);
}

/** Total: Over wins above the line, Under below; equal is a push; pending without a line (docs/product.md §5). */
export function gradeTotal(m: Matchup, pick: TotalPick, line?: number | null): Outcome {
  const margin = totalMargin(m, pick, line);
  return margin == null ? 'pending' : gradeMargin(margin);
}
