import { decimalToAmerican } from '@/domain/odds';
import type { Sport } from '@/domain/sports';
import type { Lines } from '../../matchups/types';
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
  /** Standard deviation of the final margin around its expectation (points sports). */
  sigma: number;
  /** Sd of the market's error about the true expectation, per team score. */
  marketNoise: number;
  /** Sd of one line move, per team score. */
  moveSd: number;
  kind: 'points' | 'goals' | 'runs';
  /** Real-time length of a game, start to final. */
  minutes: number;
}

export const LEAGUES: Record<Sport, LeagueModel> = {
  nfl: { base: 44.5, strengthSd: 4.2, styleSd: 1.4, home: 1.6, sigma: 13.5, marketNoise: 1.0, moveSd: 0.35, kind: 'points', minutes: 185 },
  ncaaf: { base: 54, strengthSd: 10, styleSd: 2.5, home: 3, sigma: 15.5, marketNoise: 1.6, moveSd: 0.5, kind: 'points', minutes: 210 },
  nba: { base: 228, strengthSd: 4.6, styleSd: 2.1, home: 2.4, sigma: 12, marketNoise: 1.0, moveSd: 0.4, kind: 'points', minutes: 140 },
  ncaab: { base: 145, strengthSd: 5.6, styleSd: 2.5, home: 3.4, sigma: 10.5, marketNoise: 1.2, moveSd: 0.4, kind: 'points', minutes: 125 },
  nhl: { base: 6.1, strengthSd: 0.3, styleSd: 0.1, home: 0.18, sigma: 0, marketNoise: 0.08, moveSd: 0.03, kind: 'goals', minutes: 150 },
  mlb: { base: 8.7, strengthSd: 0.33, styleSd: 0.2, home: 0.15, sigma: 0, marketNoise: 0.12, moveSd: 0.05, kind: 'runs', minutes: 165 },
};

/** Expected scores of the two sides. */
export interface Expectation {
  home: number;
  away: number;
}

function teamRating(seed: number, sport: Sport, season: number, abbr: string): { off: number; def: number } {
  const m = LEAGUES[sport];
  const rng = new Random(seed, 'rating', sport, season, abbr);
  // Strength moves the margin, style the total: off - def = 2·style, off + def = strength.
  const strength = rng.normal(0, m.strengthSd);
  const style = rng.normal(0, m.styleSd);
  return { off: strength / 2 + style, def: strength / 2 - style };
}

// A starter's runs saved over his ~5.5 innings relative to an average one.
function pitcherEffect(seed: number, season: number, pitcher: string | undefined): number {
  return pitcher ? new Random(seed, 'pitcher', season, pitcher).normal(0, 0.45) : 0;
}

/** The true expected scores, from the two teams' ratings, home advantage and (MLB) starters. */
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

/** Standard normal CDF (Abramowitz-Stegun 7.1.26). */
function phi(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** P(home wins) for Poisson scores, a tie decided roughly by scoring rate (overtime, extra innings). */
function poissonHomeWin(home: number, away: number): number {
  const pmf = (mean: number): number[] => {
    const out = [Math.exp(-mean)];
    for (let k = 1; k <= 25; k++) out.push(((out[k - 1] as number) * mean) / k);
    return out;
  };
  const ph = pmf(home);
  const pa = pmf(away);
  let win = 0;
  let tie = 0;
  for (let i = 0; i <= 25; i++) {
    for (let j = 0; j <= 25; j++) {
      const p = (ph[i] as number) * (pa[j] as number);
      if (i > j) win += p;
      else if (i === j) tie += p;
    }
  }
  return win + tie * (home / (home + away));
}

/** Probability that the home side wins, for a league's scores expected as given. */
export function homeWinProbability(sport: Sport, e: Expectation): number {
  const m = LEAGUES[sport];
  return m.kind === 'points' ? phi((e.home - e.away) / m.sigma) : poissonHomeWin(e.home, e.away);
}

const roundHalf = (x: number): number => Math.round(x * 2) / 2 + 0;

// Half the bookmaker's margin on each side (a 4.5% overround), rounded to the nearest 5 cents.
const HALF_VIG = 0.0225;
function priced(probability: number): number {
  const implied = Math.min(0.995, probability + HALF_VIG);
  const american = decimalToAmerican(1 / implied);
  const rounded = Math.round(american / 5) * 5;
  return Math.abs(rounded) < 100 ? (american < 0 ? -100 : 100) : rounded;
}

/** A bookmaker's lines for a view of the game: moneyline with margin, spread (or run/puck line), total. */
export function linesFor(sport: Sport, e: Expectation): Lines {
  const m = LEAGUES[sport];
  const p = homeWinProbability(sport, e);
  const homeSpread = m.kind === 'points' ? roundHalf(-(e.home - e.away)) : p >= 0.5 ? -1.5 : 1.5;
  // College books take the moneyline down on mismatches.
  const noMoneyline = (sport === 'ncaaf' || sport === 'ncaab') && (p > 0.985 || p < 0.015);
  return {
    homeMoneyLine: noMoneyline ? null : priced(p),
    awayMoneyLine: noMoneyline ? null : priced(1 - p),
    homeSpread,
    awaySpread: -homeSpread + 0,
    totalPoints: roundHalf(e.home + e.away),
  };
}

/** Hours before the start at which the demo market moves its lines. */
export const LINE_MOVES_HOURS = [120, 72, 48, 24, 12, 6, 3, 1, 0.25];
/** The lines go up this long before the start (every game in the ±7-day window has them). */
export const OPENING_HOURS = 8 * 24;

export interface LineState {
  lines: Lines;
  /** When the current lines were set. */
  since: Date;
  /** Earlier lines, oldest first. */
  history: (Lines & { takenAt: Date })[];
}

/** The market's lines for a game as they stand at `now` (frozen at the start: the closing line). */
export function linesAt(seed: number, g: ScheduledGame, truth: Expectation, now: Date): LineState {
  const m = LEAGUES[g.sport];
  const rng = new Random(seed, 'market', g.providerId);
  let view: Expectation = { home: truth.home + rng.normal(0, m.marketNoise), away: truth.away + rng.normal(0, m.marketNoise) };
  const start = g.startsAt.getTime();
  const opening = new Date(start - OPENING_HOURS * 3_600_000);
  let state: LineState = { lines: linesFor(g.sport, view), since: opening, history: [] };
  const cutoff = Math.min(now.getTime(), start);
  for (const hours of LINE_MOVES_HOURS) {
    const at = start - hours * 3_600_000;
    const next: Expectation = { home: view.home + rng.normal(0, m.moveSd), away: view.away + rng.normal(0, m.moveSd) };
    if (at > cutoff) break;
    view = next;
    const lines = linesFor(g.sport, view);
    if (JSON.stringify(lines) === JSON.stringify(state.lines)) continue;
    state = { lines, since: new Date(at), history: [...state.history, { ...state.lines, takenAt: state.since }] };
  }
  return state;
}
