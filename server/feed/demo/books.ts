import { fairLineFit } from '@domain/pricing/fairLineCalibration';
import type { Sport } from '@domain/rules/sports';
import type { BookLines, Lines } from '../types';
import { withoutArbitrage, type Quoted } from './arbitrage';
import {
  bounded,
  homeWinProbability,
  liveChances,
  MARKET,
  pregameChances,
  type LiveState,
  type Points,
} from './market';
import { longshotPrices, pricesFor } from './margins';
import { LIVE_CERTAIN, priceChances, priceGame, type Shapes, type Vig } from './prices';
import { Random } from './random';
import { stepAt, viewAt, type SharpPath } from './sharp';

// The demo's books (docs/models.md "Labels in the demo market"): one sharp book with a low margin
// that moves first, priced so that the engine's fitted fair line reads its chance back, and retail
// books with wider margins shaded toward the long shot that follow it, each with its own delay,
// its own habit of catching up and now and then a freeze. A retail book that has not caught up
// yet may offer a price better than the sharp's fair one: an honest edge that opens at one book
// and closes as it moves. Every price is a pure function of (seed, game, clock).

export interface DemoBook {
  book: string;
  title: string;
  sharp: boolean;
  /**
   * How long after the sharp the book takes its step, real time. In play the books watch the
   * game closely: the delay is IN_PLAY_LAG of this (and DEMO_SPEED times shorter in game time).
   */
  lagMs: number;
  /** The book re-centres its own view on the sharp's only every this many sharp steps. */
  syncSteps: number;
}

export const SHARP_BOOK: DemoBook = {
  book: 'pinnacle',
  title: 'Pinnacle',
  sharp: true,
  lagMs: 0,
  syncSteps: 1,
};

export const DEMO_BOOKS: readonly DemoBook[] = [
  SHARP_BOOK,
  { book: 'draftkings', title: 'DraftKings', sharp: false, lagMs: 20_000, syncSteps: 1 },
  { book: 'fanduel', title: 'FanDuel', sharp: false, lagMs: 45_000, syncSteps: 2 },
  { book: 'betmgm', title: 'BetMGM', sharp: false, lagMs: 2 * 60_000, syncSteps: 2 },
  { book: 'caesars', title: 'Caesars', sharp: false, lagMs: 4 * 60_000, syncSteps: 3 },
  { book: 'betrivers', title: 'BetRivers', sharp: false, lagMs: 7 * 60_000, syncSteps: 3 },
];

/** In play a book's delay is this share of its pre-game one (seconds, not minutes). */
export const IN_PLAY_LAG = 1 / 20;

export const RETAIL_BOOKS: readonly DemoBook[] = DEMO_BOOKS.filter((b) => !b.sharp);
/**
 * The longest delay of a retail book behind the sharp.
 * @internal Read by the demo books tests.
 */
export const MAX_LAG_MS = Math.max(...RETAIL_BOOKS.map((b) => b.lagMs));

/** Margins (overround) drawn per book, game and market: the sharp 2.25-2.75%, retail 4.8-5.7%. */
const SHARP_HOLD: [number, number] = [0.0225, 0.0275];
const RETAIL_HOLD: [number, number] = [0.048, 0.057];
/** A retail book's own opinion differs from the sharp's by this share of the league's market noise. */
const OWN_OPINION = 0.6;

/**
 * A retail book freezes (its feed stops, its prices stay) about this often per game, for
 * FREEZE_MIN_MS to FREEZE_MAX_MS: past the engine's hour (STALE_MS) it is left out as stale.
 */
const FREEZE_EVERY_MS = 24 * 3_600_000;
const FREEZE_MIN_MS = 60 * 60_000;
const FREEZE_MAX_MS = 150 * 60_000;

/** How the sharp book spreads its margin: so that the league's fitted fair line reads `p` back. */
export function sharpShapes(sport: Sport): Shapes {
  const shape = (market: keyof Vig) => {
    const fit = fairLineFit(sport, market);
    return (p: number, hold: number) => pricesFor(fit, p, hold);
  };
  return { moneyline: shape('moneyline'), spread: shape('spread'), total: shape('total') };
}

const sharpShapesOf = new Map<Sport, Shapes>();
const sharpShapesFor = (sport: Sport): Shapes => {
  let shapes = sharpShapesOf.get(sport);
  if (!shapes) {
    shapes = sharpShapes(sport);
    sharpShapesOf.set(sport, shapes);
  }
  return shapes;
};

/** How a retail book spreads its margin: more of it on the long shot. */
export const RETAIL_SHAPES: Shapes = {
  moneyline: longshotPrices,
  spread: longshotPrices,
  total: longshotPrices,
};

/** A book's margins on one game's three markets. */
export function bookVig(seed: number, gameId: string, b: DemoBook): Vig {
  const rng = new Random(seed, 'hold', gameId, b.book);
  const [lo, hi] = b.sharp ? SHARP_HOLD : RETAIL_HOLD;
  const draw = (): number => lo + (hi - lo) * rng.next();
  return { moneyline: draw(), spread: draw(), total: draw() };
}

/** What pricing a game's books needs. */
export interface BookGame {
  seed: number;
  sport: Sport;
  gameId: string;
  path: SharpPath;
  /** Sd of the market's error about the truth, per team score (the league's market noise). */
  marketNoise: number;
}

interface Habit {
  vig: Vig;
  own: { home: number; away: number };
  /** Which of the sharp's steps the book re-centres on: (step + phase) % syncSteps === 0. */
  phase: number;
  /** When the book's feed stands still: [from, to) windows, in order. */
  freezes: [number, number][];
}

function habitOf(g: BookGame, b: DemoBook): Habit {
  const rng = new Random(g.seed, 'book', g.gameId, b.book);
  const sd = b.sharp ? 0 : g.marketNoise * OWN_OPINION;
  const own = { home: rng.normal(0, sd), away: rng.normal(0, sd) };
  const phase = rng.int(0, b.syncSteps - 1);
  const freezes: [number, number][] = [];
  if (!b.sharp) {
    const freeze = new Random(g.seed, 'freeze', g.gameId, b.book);
    let t = g.path.times[0] as number;
    for (;;) {
      t += -Math.log(1 - freeze.next()) * FREEZE_EVERY_MS;
      if (t >= g.path.start) break;
      const to = t + FREEZE_MIN_MS + freeze.next() * (FREEZE_MAX_MS - FREEZE_MIN_MS);
      freezes.push([t, to]);
      t = to;
    }
  }
  return { vig: bookVig(g.seed, g.gameId, b), own, phase, freezes };
}

/** The moment whose market a book shows at `t`: its delay behind, or the start of its freeze. */
function seenAt(b: DemoBook, habit: Habit, t: number): number {
  const frozen = habit.freezes.find(([from, to]) => from <= t && t < to);
  return (frozen ? frozen[0] : t) - b.lagMs;
}

/**
 * Whether a retail book's feed stands still at some moment of [from, to] (its prices stay).
 * @internal Read by the demo books tests.
 */
export function frozenWithin(g: BookGame, b: DemoBook, from: number, to = from): boolean {
  return habitOf(g, b).freezes.some(([start, end]) => start <= to && from < end);
}

/** The last sharp step at or before `k` on which the book re-centred its view. */
function syncedStep(b: DemoBook, habit: Habit, k: number): number {
  const back = (k + habit.phase) % b.syncSteps;
  return Math.max(0, k - back);
}

interface Board {
  sharp: Required<Lines>;
  retail: Map<string, Required<Lines>>;
}

/** Priced steps kept per sharp path: only the last few steps are asked for again. */
function perStep<T>(kept: WeakMap<SharpPath, Map<number, T>>) {
  return (path: SharpPath, k: number, price: () => T): T => {
    let byStep = kept.get(path);
    if (!byStep) {
      byStep = new Map();
      kept.set(path, byStep);
    }
    const hit = byStep.get(k);
    if (hit) return hit;
    const value = price();
    if (byStep.size > 8) byStep.delete(byStep.keys().next().value as number);
    byStep.set(k, value);
    return value;
  };
}

const keptSharp = perStep(new WeakMap<SharpPath, Map<number, Required<Lines>>>());
const keptBoard = perStep(new WeakMap<SharpPath, Map<number, Board>>());

/** The sharp book's prices at step `k` (the retail books are not priced). */
function sharpPricesAt(g: BookGame, k: number): Required<Lines> {
  return keptSharp(g.path, k, () =>
    priceGame(
      g.sport,
      viewAt(g.path, k),
      habitOf(g, SHARP_BOOK).vig,
      puckLine(g, k),
      sharpShapesFor(g.sport),
    ),
  );
}

/** Every book's prices once all have taken the sharp's step `k`. */
function boardAt(g: BookGame, k: number): Board {
  return keptBoard(g.path, k, () => {
    const sharp = sharpPricesAt(g, k);
    const at = { spread: sharp.homeSpread as number, total: sharp.totalPoints as number };
    const quotes = RETAIL_BOOKS.map((b) => {
      const habit = habitOf(g, b);
      const synced = viewAt(g.path, syncedStep(b, habit, k));
      const own = { home: synced.home + habit.own.home, away: synced.away + habit.own.away };
      const chances = pregameChances(g.sport, own, at);
      const lines = priceChances(chances, habit.vig, 1, RETAIL_SHAPES);
      return { chances, vig: habit.vig, certain: 1, shapes: RETAIL_SHAPES, lines };
    });
    withoutArbitrage(sharp, quotes);
    const retail = new Map(RETAIL_BOOKS.map((b, i) => [b.book, quotes[i]?.lines ?? sharp]));
    return { sharp, retail };
  });
}

/** A puck or run line changes sides only once the other team's chance is this far past even. */
const PUCK_LINE_FLIP = 0.02;
const puckSides = new WeakMap<SharpPath, number[]>();

/**
 * The home side of a puck or run line (-1.5 or +1.5) at step `k`: the favourite gives the 1.5,
 * and the line changes sides only when the favourite clearly changes, so the books do not post it
 * on opposite sides (three points apart) while the sharp hovers around even.
 */
function puckLine(g: BookGame, k: number): Partial<Points> | undefined {
  if (MARKET[g.sport].sigma > 0) return undefined;
  let sides = puckSides.get(g.path);
  if (!sides) {
    sides = [];
    let side = pregameChances(g.sport, viewAt(g.path, 0)).homeSpread;
    for (const view of g.path.views) {
      const p = homeWinProbability(g.sport, bounded(g.sport, view));
      if (side < 0 && p < 0.5 - PUCK_LINE_FLIP) side = 1.5;
      else if (side > 0 && p > 0.5 + PUCK_LINE_FLIP) side = -1.5;
      sides.push(side);
    }
    puckSides.set(g.path, sides);
  }
  return { spread: sides[Math.max(0, Math.min(sides.length - 1, k))] };
}

/** The sharp book's lines at step `k` (the matchup's posted lines are these). */
export function sharpLinesAt(g: BookGame, k: number): Required<Lines> {
  return sharpPricesAt(g, k);
}

/** A book's prices and when it last moved them. */
export type DatedBookLines = BookLines & { updatedAt: Date };

/**
 * Every book's prices before the start: the sharp's current step, each retail book its lagged one
 * (or the one it froze on), each dated when it last moved: the sharp at its step, a retail book
 * when it last re-centred on the sharp's view.
 */
export function pregameBooks(g: BookGame, now: number): DatedBookLines[] {
  const t = Math.min(now, g.path.start);
  return DEMO_BOOKS.map((b) => {
    const habit = habitOf(g, b);
    const k = stepAt(g.path, seenAt(b, habit, t));
    const board = boardAt(g, k);
    const lines = (b.sharp ? board.sharp : board.retail.get(b.book)) as Required<Lines>;
    // The sharp re-prices at every step (its view moves at every one).
    const moved = b.sharp
      ? (g.path.times[k] as number)
      : Math.max(g.path.times[0] as number, g.path.times[syncedStep(b, habit, k)] as number) +
        b.lagMs;
    return { book: b.book, title: b.title, ...lines, updatedAt: new Date(Math.min(moved, t)) };
  });
}

/** The game in play as a book sees it: the share played and the score then. */
export type LiveAt = (progressShare: number) => LiveState;

/**
 * After a score a book takes its markets down for a moment (real time at DEMO_SPEED 1): the sharp
 * re-prices at once after that, each retail book after its own delay.
 */
export const SUSPEND_MS = 15_000;

/** A book whose markets are down (suspended): listed, with no line and no price. */
function suspended(b: DemoBook): BookLines {
  return {
    book: b.book,
    title: b.title,
    homeMoneyLine: null,
    awayMoneyLine: null,
    homeSpread: null,
    awaySpread: null,
    totalPoints: null,
    homeSpreadPrice: null,
    awaySpreadPrice: null,
    overPrice: null,
    underPrice: null,
  };
}

const sameScore = (a: LiveState, b: LiveState): boolean => a.home === b.home && a.away === b.away;

/**
 * Every book's prices in play (docs/models.md "Labels in the demo market", In play): each from the
 * score and the clock (./market liveChances), the retail books from the moment their delay behind
 * puts them. A book is suspended (no line, no price) for `suspendProgress` of the game after each
 * score it has seen, and a retail book that has not yet seen the last score is suspended too. From
 * the final on, nothing moves.
 */
export function liveBooks(
  g: BookGame,
  progress: number,
  lagProgress: (b: DemoBook) => number,
  liveAt: LiveAt,
  suspendProgress = 0,
): BookLines[] {
  const closing = g.path.views.length - 1;
  const sharpView = viewAt(g.path, closing);
  const sharpVig = habitOf(g, SHARP_BOOK).vig;
  const sharpAt = (x: number): Required<Lines> =>
    priceChances(
      liveChances(g.sport, sharpView, liveAt(x), puckLine(g, closing)),
      sharpVig,
      LIVE_CERTAIN,
      sharpShapesFor(g.sport),
    );
  const x = Math.min(progress, 1);
  const now = liveAt(x);
  // Whether a score fell in the moment before `at` (never once the game is over).
  const justScored = (at: number): boolean =>
    x < 1 &&
    suspendProgress > 0 &&
    !sameScore(liveAt(Math.max(0, at - suspendProgress)), liveAt(at));
  const sharpLines = sharpAt(x);
  const out: BookLines[] = [
    justScored(x)
      ? suspended(SHARP_BOOK)
      : { book: SHARP_BOOK.book, title: SHARP_BOOK.title, ...sharpLines },
  ];
  for (const b of RETAIL_BOOKS) {
    const xb = x >= 1 ? 1 : Math.max(0, x - lagProgress(b));
    const seen = liveAt(xb);
    if (!sameScore(seen, now) || justScored(xb)) {
      out.push(suspended(b));
      continue;
    }
    const habit = habitOf(g, b);
    const synced = viewAt(g.path, syncedStep(b, habit, closing));
    const view = { home: synced.home + habit.own.home, away: synced.away + habit.own.away };
    const sharp = sharpAt(xb);
    const at = { spread: sharp.homeSpread as number, total: sharp.totalPoints as number };
    const chances = liveChances(g.sport, view, seen, at);
    const quote: Quoted = {
      chances,
      vig: habit.vig,
      certain: LIVE_CERTAIN,
      shapes: RETAIL_SHAPES,
      lines: priceChances(chances, habit.vig, LIVE_CERTAIN, RETAIL_SHAPES),
    };
    withoutArbitrage(sharp, [quote]);
    out.push({ book: b.book, title: b.title, ...quote.lines });
  }
  return out;
}
