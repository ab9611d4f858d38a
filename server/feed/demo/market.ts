import type { Sport } from '@domain/rules/sports';

// One market model gives the chances of all three markets of a demo game from one view of its
// expected scores, so moneyline, spread and total agree (docs/product.md §3); ./prices.ts turns
// them into a book's prices.

/**
 * What the shared history says about each league's closing lines, and what the demo prices from.
 * Derived once from the normalized primary files (seasons 2021 on; MLB/NHL 2017 on for the
 * residuals): `spreadMean`/`spreadSd` and `totalMean`/`totalSd` are the mean and standard
 * deviation of the closing home spread and total; `sigma` is the sd of (home margin + closing home
 * spread), the league margin sigma that turns an expected margin into a win or cover probability;
 * `totalSigma` the sd of (total score - closing total). `maxMargin` bounds the expected margin: near the 99.8th
 * percentile of |spread| (NBA p99 13.5, NFL p99 13, NCAAF p99 29, NCAAB p99 14.5); for MLB and
 * NHL, which have no point spread (run and puck lines are ±1.5), the margin of a favourite near
 * the history's longest moneylines (p99 of the favourite's price: MLB -335, NHL -360).
 * `maxFavourite` is the longest favourite's price the demo may post (history's p99.9 or so).
 */
export interface LeagueMarket {
  sigma: number;
  totalSigma: number;
  spreadMean: number;
  spreadSd: number;
  totalMean: number;
  totalSd: number;
  maxMargin: number;
  maxFavourite: number;
}

export const MARKET: Record<Sport, LeagueMarket> = {
  nfl: {
    sigma: 12.7,
    totalSigma: 13.3,
    spreadMean: -1.7,
    spreadSd: 6.0,
    totalMean: 44.7,
    totalSd: 4.3,
    maxMargin: 17,
    maxFavourite: -2500,
  },
  nba: {
    sigma: 13.0,
    totalSigma: 18.0,
    spreadMean: -2.1,
    spreadSd: 6.9,
    totalMean: 225.2,
    totalSd: 9.3,
    maxMargin: 17,
    maxFavourite: -2500,
  },
  ncaaf: {
    sigma: 15.3,
    totalSigma: 16.3,
    spreadMean: -4.7,
    spreadSd: 14.2,
    totalMean: 55.3,
    totalSd: 7.9,
    maxMargin: 40,
    maxFavourite: -3000,
  },
  ncaab: {
    sigma: 11.2,
    totalSigma: 16.9,
    spreadMean: -4.5,
    spreadSd: 9.1,
    totalMean: 140.0,
    totalSd: 8.6,
    maxMargin: 25,
    maxFavourite: -3000,
  },
  nhl: {
    sigma: 0,
    totalSigma: 2.3,
    spreadMean: 0,
    spreadSd: 0,
    totalMean: 5.85,
    totalSd: 0.42,
    maxMargin: 1.4,
    maxFavourite: -600,
  },
  mlb: {
    sigma: 0,
    totalSigma: 4.5,
    spreadMean: 0,
    spreadSd: 0,
    totalMean: 8.25,
    totalSd: 1.05,
    maxMargin: 1.7,
    maxFavourite: -600,
  },
};

/** College books take the moneyline down beyond this favourite's chance (about -2200). */
const COLLEGE_ML_LIMIT = 0.93;

/** Standard normal CDF (Abramowitz-Stegun 7.1.26). */
export function phi(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

function poissonPmf(mean: number, max = 30): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= max; k++) out.push(((out[k - 1] as number) * mean) / k);
  return out;
}

const POISSON_MAX = 30;

/** The margins 0, -1 … -POISSON_MAX, 1 … POISSON_MAX: the order in-play prices sum them in. */
const LIVE_MARGIN_ORDER = [
  ...Array.from({ length: POISSON_MAX + 1 }, (_, i) => -i),
  ...Array.from({ length: POISSON_MAX }, (_, i) => i + 1),
];

/**
 * Home-minus-away margin distribution of two Poisson scores: entry `d + POISSON_MAX` holds
 * P(margin = d), for the margins from `least` up (the rest stay 0). Each entry sums its terms in
 * the same order whatever `least` is.
 */
function poissonMargins(home: number, away: number, least = -POISSON_MAX): Float64Array {
  const ph = poissonPmf(home, POISSON_MAX);
  const pa = poissonPmf(away, POISSON_MAX);
  const out = new Float64Array(2 * POISSON_MAX + 1);
  for (let i = 0; i <= POISSON_MAX; i++) {
    const a = ph[i] as number;
    for (let j = 0; j <= Math.min(POISSON_MAX, i - least); j++) {
      const d = i - j + POISSON_MAX;
      out[d] = (out[d] as number) + a * (pa[j] as number);
    }
  }
  return out;
}

/** Expected scores of the two sides, as one view of the market holds them. */
export interface View {
  home: number;
  away: number;
}

const roundHalf = (x: number): number => Math.round(x * 2) / 2 + 0;
const isWhole = (x: number): boolean => Number.isInteger(x);

/** P(home wins): normal margin with the league sigma, or Poisson scores with ties split by scoring rate. */
export function homeWinProbability(sport: Sport, v: View): number {
  const m = MARKET[sport];
  if (m.sigma > 0) return phi((v.home - v.away) / m.sigma);
  const margins = poissonMargins(v.home, v.away, 0);
  let win = 0;
  for (let d = 1; d <= POISSON_MAX; d++) win += margins[d + POISSON_MAX] as number;
  const tie = margins[POISSON_MAX] as number;
  return win + tie * (v.home / (v.home + v.away));
}

/** Win and loss chances of a side that gets `line` on a normal variable (push on a whole line left out). */
function normalSide(mean: number, sd: number, line: number): number {
  if (!isWhole(line)) return phi((mean + line) / sd);
  const win = 1 - phi((0.5 - (mean + line)) / sd);
  const lose = phi((-0.5 - (mean + line)) / sd);
  return win / (win + lose);
}

/** The share of one-goal hockey leads in regulation that an empty-net goal makes two. */
export const EMPTY_NET = 0.25;

/**
 * P(the favourite covers -1.5) on a puck or run line: wins by two or more. In hockey a one-goal
 * lead late is often stretched by an empty-net goal; a quarter of one-goal regulation wins become
 * two-goal wins.
 */
function favouriteCovers(sport: Sport, fav: number, dog: number): number {
  const margins = poissonMargins(fav, dog, 1);
  let cover = sport === 'nhl' ? EMPTY_NET * (margins[1 + POISSON_MAX] as number) : 0;
  for (let d = 2; d <= POISSON_MAX; d++) cover += margins[d + POISSON_MAX] as number;
  return cover;
}

/** P(over) against P(under) on a total line, a push on a whole line left out. */
function overProbability(sport: Sport, v: View, line: number): number {
  const m = MARKET[sport];
  if (m.sigma > 0) return normalSide(v.home + v.away, m.totalSigma, -line);
  // The final score counts the goal or run that settles a tie, and in hockey the empty-net goal
  // that stretches a quarter of one-goal leads (./simulate plays games this way).
  const ph = poissonPmf(v.home, POISSON_MAX);
  const pa = poissonPmf(v.away, POISSON_MAX);
  let over = 0;
  let under = 0;
  const add = (total: number, p: number): void => {
    if (total > line) over += p;
    else if (total < line) under += p;
  };
  ph.forEach((a, i) => {
    pa.forEach((b, j) => {
      const p = a * b;
      if (i === j) add(i + j + 1, p);
      else if (sport === 'nhl' && Math.abs(i - j) === 1) {
        add(i + j + 1, EMPTY_NET * p);
        add(i + j, (1 - EMPTY_NET) * p);
      } else add(i + j, p);
    });
  });
  return over / (over + under);
}

/** The view with its expected margin held within the league's observed range of spreads. */
export function bounded(sport: Sport, v: View): View {
  const max = MARKET[sport].maxMargin;
  const margin = v.home - v.away;
  if (Math.abs(margin) <= max) return v;
  const shift = (margin - Math.sign(margin) * max) / 2;
  return { home: v.home - shift, away: v.away + shift };
}

/** Where a book posts its spread and total (a retail book posts the sharp book's numbers). */
export interface Points {
  spread: number;
  total: number;
}

/** One view of a game's chances: home wins, home covers its spread, the total goes over. */
export interface Chances {
  homeWin: number;
  homeSpread: number;
  homeCover: number;
  totalPoints: number;
  over: number;
  /** Whether a college book would post the moneyline (it takes it down for a huge favourite). */
  moneyline: boolean;
}

/** P(the home side covers `homeSpread` on a puck or run line (±1.5)) with these expected scores. */
function puckLineCover(sport: Sport, v: View, homeSpread: number): number {
  return homeSpread < 0
    ? favouriteCovers(sport, v.home, v.away)
    : 1 - favouriteCovers(sport, v.away, v.home);
}

/** The chances before the start, from a view of the expected scores (at a book's own numbers unless told). */
export function pregameChances(sport: Sport, raw: View, at?: Partial<Points>): Chances {
  const m = MARKET[sport];
  const v = bounded(sport, raw);
  const p = homeWinProbability(sport, v);
  let homeSpread: number;
  let homeCover: number;
  if (m.sigma > 0) {
    homeSpread = at?.spread ?? roundHalf(-(v.home - v.away));
    homeCover = normalSide(v.home - v.away, m.sigma, homeSpread);
  } else {
    homeSpread = at?.spread ?? (p >= 0.5 ? -1.5 : 1.5);
    homeCover = puckLineCover(sport, v, homeSpread);
  }
  const totalPoints = at?.total ?? roundHalf(v.home + v.away);
  const college = sport === 'ncaaf' || sport === 'ncaab';
  return {
    homeWin: p,
    homeSpread,
    homeCover,
    totalPoints,
    over: overProbability(sport, v, totalPoints),
    moneyline: !college || Math.max(p, 1 - p) <= COLLEGE_ML_LIMIT,
  };
}

/** A game in play: the share of it played (0-1) and the score. */
export interface LiveState {
  progress: number;
  home: number;
  away: number;
}

/**
 * The least share of a game left that in-play prices reckon with: at the final whistle they stand
 * as they were in its last moments (the books freeze there).
 */
export const LIVE_FLOOR = 0.004;

/**
 * In-play chances from the pre-game view, the score and the clock (docs/product.md "Edges"): the
 * rest of the game is the pre-game expectation scaled by the share left, its margin spread by the
 * league sigma times √(share left) (Poisson scores for hockey and baseball), so prices converge on
 * the leader as the game nears its end. In-play lines sit on half points (no push).
 */
export function liveChances(
  sport: Sport,
  raw: View,
  live: LiveState,
  at?: Partial<Points>,
): Chances {
  const m = MARKET[sport];
  const v = bounded(sport, raw);
  const left = Math.max(LIVE_FLOOR, 1 - live.progress);
  const lead = live.home - live.away;
  const scored = live.home + live.away;
  const half = (x: number): number => Math.floor(x) + 0.5;
  if (m.sigma > 0) {
    const mean = lead + (v.home - v.away) * left;
    const sd = m.sigma * Math.sqrt(left);
    const total = scored + (v.home + v.away) * left;
    const homeSpread = at?.spread ?? half(-mean);
    const totalPoints = at?.total ?? half(total);
    return {
      homeWin: phi(mean / sd),
      homeSpread,
      homeCover: normalSide(mean, sd, homeSpread),
      totalPoints,
      over: normalSide(total, m.totalSigma * Math.sqrt(left), -totalPoints),
      moneyline: true,
    };
  }
  const rest = { home: v.home * left, away: v.away * left };
  let win = 0;
  let tie = 0;
  const final = new Map<number, number>();
  const margins = poissonMargins(rest.home, rest.away);
  for (const d of LIVE_MARGIN_ORDER) {
    const p = margins[d + POISSON_MAX] as number;
    final.set(d + lead, p);
    if (d + lead > 0) win += p;
    else if (d + lead === 0) tie += p;
  }
  const homeWin = win + tie * (v.home / (v.home + v.away));
  const homeSpread = at?.spread ?? (homeWin >= 0.5 ? -1.5 : 1.5);
  // The favourite of a puck or run line covers by winning by two (a late one-goal lead in hockey
  // is often stretched by an empty-net goal, as before the start).
  const covers = (sign: number): number => {
    let c = 0;
    for (const [d, p] of final) {
      const margin = sign * d;
      if (margin >= 2) c += p;
      else if (margin === 1 && sport === 'nhl') c += EMPTY_NET * p;
    }
    return c;
  };
  const homeCover = homeSpread < 0 ? covers(1) : 1 - covers(-1);
  const totalPoints = at?.total ?? half(scored + rest.home + rest.away);
  let over = 0;
  let under = 0;
  poissonPmf(rest.home + rest.away, 40).forEach((p, k) => {
    if (scored + k > totalPoints) over += p;
    else if (scored + k < totalPoints) under += p;
  });
  return {
    homeWin,
    homeSpread,
    homeCover,
    totalPoints,
    over: over + under > 0 ? over / (over + under) : 0.5,
    moneyline: true,
  };
}
