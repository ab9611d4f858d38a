import type { Sport } from '@domain/rules/sports';
import type { Lines } from '../types';
import { sharpLinesAt, type BookGame } from './books';
import { sharpPath, stepAt, type Expectation } from './sharp';
import { Random } from './random';
import type { ScheduledGame } from './schedule';

/** How a league scores, how spread its teams are, and how its games are priced and played. */
export interface LeagueModel {
  /** Mean combined score of an average game. */
  base: number;
  /** Sd of team strength (net margin vs an average team) and of style (pace: both teams score more). */
  strengthSd: number;
  styleSd: number;
  /** Home advantage in points of margin. */
  home: number;
  /** Sd of the market's error about the true expectation, per team score. */
  marketNoise: number;
  /** Sd of one line move, per team score. */
  moveSd: number;
  kind: 'points' | 'goals' | 'runs';
  /** Real-time length of a game, start to final. */
  minutes: number;
}

// Team strength and style spreads are set so that the demo's closing spreads and totals match the
// shared history's (mean and sd per league, see MARKET in ./market): the spread's sd is about
// √2·strengthSd (plus market noise), the total's about 2√2·styleSd; `home` is minus the mean spread.
export const LEAGUES: Record<Sport, LeagueModel> = {
  nfl: {
    base: 44.7,
    strengthSd: 4.5,
    styleSd: 1.5,
    home: 1.7,
    marketNoise: 1.0,
    moveSd: 0.35,
    kind: 'points',
    minutes: 185,
  },
  ncaaf: {
    base: 55.3,
    strengthSd: 9.5,
    styleSd: 2.7,
    home: 5.3,
    marketNoise: 1.6,
    moveSd: 0.5,
    kind: 'points',
    minutes: 210,
  },
  nba: {
    base: 225,
    strengthSd: 4.4,
    styleSd: 3.2,
    home: 2.1,
    marketNoise: 1.0,
    moveSd: 0.4,
    kind: 'points',
    minutes: 140,
  },
  ncaab: {
    base: 140,
    strengthSd: 6.3,
    styleSd: 3.0,
    home: 4.5,
    marketNoise: 1.2,
    moveSd: 0.4,
    kind: 'points',
    minutes: 125,
  },
  nhl: {
    base: 5.95,
    strengthSd: 0.36,
    styleSd: 0.1,
    home: 0.25,
    marketNoise: 0.08,
    moveSd: 0.03,
    kind: 'goals',
    minutes: 150,
  },
  mlb: {
    base: 8.25,
    strengthSd: 0.3,
    styleSd: 0.27,
    home: 0.25,
    marketNoise: 0.12,
    moveSd: 0.05,
    kind: 'runs',
    minutes: 165,
  },
};

/** Expected scores of the two sides. */
export type { Expectation };

function teamRating(
  seed: number,
  sport: Sport,
  season: number,
  abbr: string,
): { off: number; def: number } {
  const m = LEAGUES[sport];
  const rng = new Random(seed, 'rating', sport, season, abbr);
  // Strength moves the margin, style the total: off - def = 2·style, off + def = strength.
  const strength = rng.normal(0, m.strengthSd);
  const style = rng.normal(0, m.styleSd);
  return { off: strength / 2 + style, def: strength / 2 - style };
}

// A starter's runs saved over his ~5.5 innings relative to an average one.
function pitcherEffect(seed: number, season: number, pitcher: string | undefined): number {
  return pitcher ? new Random(seed, 'pitcher', season, pitcher).normal(0, 0.38) : 0;
}

/**
 * The expected scores the two teams' ratings, home advantage and (MLB) starters give: the sharp's
 * path starts about them, and the game is played from where it closes (./sharp).
 */
export function expectation(seed: number, g: ScheduledGame): Expectation {
  const m = LEAGUES[g.sport];
  const h = teamRating(seed, g.sport, g.season, g.home.abbr);
  const a = teamRating(seed, g.sport, g.season, g.away.abbr);
  let home = m.base / 2 + h.off - a.def;
  let away = m.base / 2 + a.off - h.def;
  if (!g.neutral) {
    home += m.home / 2;
    away -= m.home / 2;
  }
  if (g.sport === 'mlb') {
    away -= pitcherEffect(seed, g.season, g.homePitcher);
    home -= pitcherEffect(seed, g.season, g.awayPitcher);
  }
  const floor = m.base * 0.15;
  return { home: Math.max(floor, home), away: Math.max(floor, away) };
}

/** Hours before the start at which the line history keeps a snapshot of the sharp's line. */
export const LINE_MOVES_HOURS = [120, 72, 48, 24, 12, 6, 3, 1, 0.25];

/** A game's books and the sharp's path, as ./books prices them. */
export function bookGame(seed: number, g: ScheduledGame, truth: Expectation): BookGame {
  const marketNoise = LEAGUES[g.sport].marketNoise;
  return {
    seed,
    sport: g.sport,
    gameId: g.providerId,
    path: sharpPath(seed, g, truth, { marketNoise }),
    marketNoise,
  };
}

export interface LineState {
  lines: Lines;
  /** When the current lines were set. */
  since: Date;
  /** Earlier lines, oldest first: the opening, then the line as it stood at LINE_MOVES_HOURS. */
  history: (Lines & { takenAt: Date })[];
  /** The sharp's view of the expected scores behind the current lines. */
  view: Expectation;
}

const sameLines = (a: Lines, b: Lines): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The matchup's posted lines at `now`: the sharp book's current line (one a book offers), frozen
 * at the start (the closing line).
 */
export function linesAt(seed: number, g: ScheduledGame, truth: Expectation, now: Date): LineState {
  const game = bookGame(seed, g, truth);
  const { path } = game;
  const k = stepAt(path, Math.min(now.getTime(), path.start));
  const lines = sharpLinesAt(game, k);
  let first = k;
  while (first > 0 && sameLines(sharpLinesAt(game, first - 1), lines)) first--;
  const since = path.times[first] as number;
  const history: (Lines & { takenAt: Date })[] = [];
  const marks = [
    path.times[0] as number,
    ...LINE_MOVES_HOURS.map((h) => path.start - h * 3_600_000),
  ];
  let previous: Lines | null = null;
  for (const at of marks) {
    if (at >= since) break;
    const then = sharpLinesAt(game, stepAt(path, at));
    if (previous && sameLines(previous, then)) continue;
    previous = then;
    history.push({ ...then, takenAt: new Date(at) });
  }
  return { lines, since: new Date(since), history, view: path.views[k] as Expectation };
}
