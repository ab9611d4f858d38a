import type { Sport } from '@domain/rules/sports';
import { Random } from './random';

/** A view of a game's expected scores (the sharp's, a book's or the truth's). */
export interface Expectation {
  home: number;
  away: number;
}

// The sharp book's view of a game over time (docs/models.md "Labels in the demo market"): an
// opening error about the teams' ratings, then a random walk (a few tenths of a point a day) with
// now and then a news jump, re-priced in steps. Each step's move has mean 0, so the view at any
// moment is an unbiased forecast of the closing one, and the game is played from the closing view
// (./simulate): the sharp's price is the truth as far as anyone can know it. The retail books
// follow these steps with their own lags (./books). A pure function of (seed, game): the whole
// path is drawn once.

/** The sharp re-prices a game at most this often. */
export const STEP_MS = 20 * 60_000;
/** The lines go up this long before the start (every game in the ±7-day window has them). */
export const OPENING_MS = 8 * 24 * 3_600_000;
/**
 * The opening view's error about the ratings, and the walk's spread over the whole 8 days, as
 * shares of the league's market noise per team score.
 */
const OPENING = 0.6;
const WALK = 0.5;
/** News (an injury, a lineup) moves a line about this often per game. */
const NEWS_EVERY_MS = 4 * 24 * 3_600_000;
/** A news jump's size per team score, in units of the league's market noise. */
const NEWS_SIZE = 0.5;
/**
 * One step moves the margin and the total by at most this many points (a jump is spread over a
 * few steps), so rounded spreads and totals never hop more than a point between two steps: a book
 * one step behind is then within a point of the others.
 */
const MAX_STEP_MOVE = 0.75;

/** What the sharp path needs of a league. */
export interface PathLeague {
  /** Sd of the market's error about the true expectation, per team score. */
  marketNoise: number;
}

export interface SharpPath {
  sport: Sport;
  /** Time of step 0 (the opening) and of each later step, ms; the last is at or before the start. */
  times: number[];
  /** The sharp's view of the expected scores from each step on. */
  views: Expectation[];
  start: number;
}

const cache = new Map<string, SharpPath>();
const CACHE_SIZE = 4000;

interface PathGame {
  sport: Sport;
  providerId: string;
  startsAt: Date;
}

/**
 * The sharp's path for a game about its teams' ratings (`truth`, the expected scores the ratings
 * give), drawn once per (seed, game, start) and kept.
 */
export function sharpPath(
  seed: number,
  g: PathGame,
  truth: Expectation,
  league: PathLeague,
): SharpPath {
  const start = g.startsAt.getTime();
  const key = `${seed}|${g.providerId}|${start}|${truth.home}|${truth.away}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rng = new Random(seed, 'sharp', g.providerId);
  const noise = league.marketNoise;
  const stepSd = (WALK * noise) / Math.sqrt(OPENING_MS / STEP_MS);
  const newsChance = STEP_MS / NEWS_EVERY_MS;
  // The first re-pricing falls somewhere in the first step, so games do not all move at once.
  const phase = Math.floor(rng.next() * STEP_MS);
  let home = rng.normal(0, OPENING * noise);
  let away = rng.normal(0, OPENING * noise);
  const viewOf = (): Expectation => ({ home: truth.home + home, away: truth.away + away });
  const times = [start - OPENING_MS];
  const views: Expectation[] = [viewOf()];
  // A jump not yet taken in (it arrives over a few steps).
  let pendingMargin = 0;
  let pendingTotal = 0;
  for (let t = start - OPENING_MS + phase; t <= start; t += STEP_MS) {
    const nextHome = home + rng.normal(0, stepSd);
    const nextAway = away + rng.normal(0, stepSd);
    if (rng.chance(newsChance)) {
      const jh = rng.normal(0, NEWS_SIZE * noise);
      const ja = rng.normal(0, NEWS_SIZE * noise);
      pendingMargin += jh - ja;
      pendingTotal += jh + ja;
    }
    const wantMargin = nextHome - nextAway - (home - away) + pendingMargin;
    const wantTotal = nextHome + nextAway - (home + away) + pendingTotal;
    const dm = Math.max(-MAX_STEP_MOVE, Math.min(MAX_STEP_MOVE, wantMargin));
    const dt = Math.max(-MAX_STEP_MOVE, Math.min(MAX_STEP_MOVE, wantTotal));
    // What the cap held back arrives at the next steps.
    pendingMargin = wantMargin - dm;
    pendingTotal = wantTotal - dt;
    home += (dm + dt) / 2;
    away += (dt - dm) / 2;
    times.push(t);
    views.push(viewOf());
  }
  const path: SharpPath = { sport: g.sport, times, views, start };
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, path);
  return path;
}

/** The index of the step in force at `t` (0 before the opening, the last from the start on). */
export function stepAt(path: SharpPath, t: number): number {
  const { times } = path;
  if (t < (times[1] ?? Infinity)) return 0;
  // Steps after the first are evenly spaced.
  const first = times[1] as number;
  return Math.min(times.length - 1, 1 + Math.floor((t - first) / STEP_MS));
}

/** The sharp's view from step `k` on (the opening before it, the closing after the last). */
export function viewAt(path: SharpPath, k: number): Expectation {
  const view = path.views[Math.max(0, Math.min(path.views.length - 1, k))];
  if (!view) throw new RangeError('a sharp path without steps');
  return view;
}

/** The sharp's closing view: the game is played from it (./simulate). */
export function closingView(path: SharpPath): Expectation {
  return viewAt(path, path.views.length - 1);
}
