/**
 * How a sharp book's two prices become the fair chance of each side, per league and market
 * (docs/product.md "Edges"): the devig method and logistic calibration chosen by walk-forward log
 * loss (`npm run calibrate`, written to ./calibration.json), and the range of fair chances the
 * other defensible candidates and the calibration's standard error allow.
 */
import calibration from './calibration.json';
import { DEVIG_METHODS, devig, type DevigMethod } from './devig';

/** P(first side) = sigmoid(a + b · logit q), q the method's no-vig chance; cov = [var a, cov ab, var b]. */
export interface LogisticFit {
  a: number;
  b: number;
  cov: [number, number, number];
  n: number;
}

/** One candidate fair line: a devig method, with its logistic calibration or none. */
export interface FairLineCandidate {
  method: DevigMethod;
  calibration: LogisticFit | null;
}

/** The chosen fair line of a league's market, the candidates as good as it, and its log loss. */
export interface FairLineFit extends FairLineCandidate {
  /** Names of the candidates within two standard errors of the best ('power', 'shin+logistic'). */
  defensible: string[];
  defensibleFits: FairLineCandidate[];
  /** Out-of-sample mean log loss of the chosen candidate. */
  logLoss: number;
  games: number;
}

/** Fits by league and market, as `npm run calibrate` writes them. */
export type FairLineFits = Readonly<
  Record<string, Readonly<Record<string, FairLineFit>> | undefined>
>;

// The JSON is written by `npm run calibrate` in this shape.
const FAIR_LINE_FITS = calibration.fairLine as unknown as FairLineFits;

/** The fair line where no fit was made: multiplicative, the four methods its range. */
export const UNFITTED: FairLineFit = {
  method: 'multiplicative',
  calibration: null,
  defensible: [...DEVIG_METHODS],
  defensibleFits: DEVIG_METHODS.map((method) => ({ method, calibration: null })),
  logLoss: Number.NaN,
  games: 0,
};

/**
 * The fit of a league's market (`nfl`, `moneyline`), else UNFITTED; from the stored fits unless
 * others are given (a backtest on fits made before its seasons).
 */
export function fairLineFit(
  league: string | null | undefined,
  market: string,
  fits: FairLineFits = FAIR_LINE_FITS,
): FairLineFit {
  const byMarket = fits[(league ?? '').toLowerCase()];
  return byMarket?.[market] ?? UNFITTED;
}

const EPS = 1e-6;
const clampP = (p: number): number => Math.min(1 - EPS, Math.max(EPS, p));
const logit = (p: number): number => Math.log(clampP(p) / (1 - clampP(p)));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
/** Two-sided 95%. */
const Z95 = 1.96;

/** A candidate's chance of the first side from two prices, or null when they leave no margin. */
export function candidateFirst(c: FairLineCandidate, first: number, second: number): number | null {
  const q = devig(first, second, c.method)?.[0];
  if (q === undefined) return null;
  const cal = c.calibration;
  return cal ? sigmoid(cal.a + cal.b * logit(q)) : q;
}

/** The fair chance of the first side and its range (low ≤ fair ≤ high). */
export interface FairRange {
  fair: number;
  low: number;
  high: number;
}

/**
 * The fair chance of the first side under a fit, with its range: the least and greatest chance
 * any defensible candidate gives, widened to the calibration's own 95% interval. Null when the
 * prices leave no margin to remove.
 */
export function fairRange(fit: FairLineFit, first: number, second: number): FairRange | null {
  const fair = candidateFirst(fit, first, second);
  if (fair === null) return null;
  let low = fair;
  let high = fair;
  for (const c of fit.defensibleFits) {
    const p = candidateFirst(c, first, second);
    if (p === null) continue;
    low = Math.min(low, p);
    high = Math.max(high, p);
  }
  const cal = fit.calibration;
  const q = devig(first, second, fit.method)?.[0];
  if (cal && q !== undefined) {
    const x = logit(q);
    const se = Math.sqrt(Math.max(0, cal.cov[0] + 2 * x * cal.cov[1] + x * x * cal.cov[2]));
    const at = cal.a + cal.b * x;
    low = Math.min(low, sigmoid(at - Z95 * se));
    high = Math.max(high, sigmoid(at + Z95 * se));
  }
  return { fair, low, high };
}
