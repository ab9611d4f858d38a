import { DEVIG_METHODS, devig, type DevigMethod } from '@domain/pricing/devig';
import type { FairLineFit, LogisticFit } from '@domain/pricing/fairLineCalibration';

// `npm run calibrate` (docs/models.md "The fair line"): how a sharp line becomes a probability,
// chosen per league and market by walk-forward log loss. Each candidate is a devig method, alone
// or followed by a logistic calibration in the log-odds (which can take out what is left of the
// favourite-longshot bias); a calibration is fitted on earlier seasons only and scored on the next.

/** One priced two-way market with its outcome: the first side (home, over) won or lost. */
export interface PricedOutcome {
  season: number;
  prices: [number, number];
  firstWon: boolean;
}

/** A candidate fair line: a devig method, calibrated or not. */
export interface Candidate {
  method: DevigMethod;
  calibrated: boolean;
}

export const CANDIDATES: readonly Candidate[] = DEVIG_METHODS.flatMap((method) => [
  { method, calibrated: false },
  { method, calibrated: true },
]);

export const candidateName = (c: Candidate): string =>
  c.calibrated ? `${c.method}+logistic` : c.method;

/** Seasons a calibration needs before it is scored on the next one. */
const MIN_TRAIN_ROWS = 200;
/** A weak Gaussian prior on (a, b) around the identity (a = 0, b = 1), precision per coefficient. */
const PRIOR_PRECISION = 1;

const EPS = 1e-6;
const clampP = (p: number): number => Math.min(1 - EPS, Math.max(EPS, p));
const logit = (p: number): number => Math.log(clampP(p) / (1 - clampP(p)));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Fits P(first wins) = sigmoid(a + b · logit q) by Newton's method with the weak prior. */
export function fitLogistic(xs: readonly number[], ys: readonly number[]): LogisticFit {
  let a = 0;
  let b = 1;
  let h: [number, number, number] = [PRIOR_PRECISION, 0, PRIOR_PRECISION];
  for (let iter = 0; iter < 50; iter++) {
    let ga = -PRIOR_PRECISION * a;
    let gb = -PRIOR_PRECISION * (b - 1);
    let haa = PRIOR_PRECISION;
    let hab = 0;
    let hbb = PRIOR_PRECISION;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] ?? 0;
      const p = sigmoid(a + b * x);
      const r = (ys[i] ?? 0) - p;
      const w = p * (1 - p);
      ga += r;
      gb += r * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    h = [haa, hab, hbb];
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  const det = h[0] * h[2] - h[1] * h[1];
  // The covariance of (a, b) is the inverse of the information (prior included).
  return { a, b, cov: [h[2] / det, -h[1] / det, h[0] / det], n: xs.length };
}

/** The no-vig chance of the first side under a method, or null for a market without margin. */
const noVigCache = new WeakMap<PricedOutcome, Map<DevigMethod, number | null>>();
function rawFirst(o: PricedOutcome, method: DevigMethod): number | null {
  let byMethod = noVigCache.get(o);
  if (!byMethod) {
    byMethod = new Map();
    noVigCache.set(o, byMethod);
  }
  if (!byMethod.has(method))
    byMethod.set(method, devig(o.prices[0], o.prices[1], method)?.[0] ?? null);
  return byMethod.get(method) ?? null;
}

const logLoss = (p: number, y: boolean): number => -Math.log(y ? clampP(p) : 1 - clampP(p));

/** A candidate's out-of-sample scores: one log loss per scored row, in row order. */
interface Scored {
  candidate: Candidate;
  losses: number[];
}

export interface CandidateRow {
  name: string;
  logLoss: number;
  /** Mean log loss above the best candidate's, and that difference's standard error (paired). */
  excess: number;
  se: number;
}

export interface FairLineChoice {
  fit: FairLineFit;
  rows: CandidateRow[];
  /** Rows scored out of sample, and the seasons they come from. */
  scored: number;
  seasons: string;
}

/**
 * Every candidate walked forward by season (calibrations fitted on the seasons before, scored on
 * the next), the one with the least log loss chosen, and its calibration refitted on all seasons.
 * Candidates within two standard errors of the best are "defensible": the fair line's range.
 */
export function chooseFairLine(outcomes: readonly PricedOutcome[]): FairLineChoice | null {
  const rows = outcomes.filter((o) => devig(o.prices[0], o.prices[1]) !== null);
  const seasons = [...new Set(rows.map((o) => o.season))].sort((x, y) => x - y);
  const scored: Scored[] = CANDIDATES.map((candidate) => ({ candidate, losses: [] }));
  const scoredSeasons: number[] = [];
  for (const season of seasons) {
    const train = rows.filter((o) => o.season < season);
    if (train.length < MIN_TRAIN_ROWS) continue;
    const test = rows.filter((o) => o.season === season);
    scoredSeasons.push(season);
    for (const s of scored) {
      const { method, calibrated } = s.candidate;
      const fit = calibrated ? fitLogisticOn(train, method) : null;
      for (const o of test) {
        const q = rawFirst(o, method);
        if (q === null) continue;
        s.losses.push(logLoss(fit ? sigmoid(fit.a + fit.b * logit(q)) : q, o.firstWon));
      }
    }
  }
  const n = scored[0]?.losses.length ?? 0;
  if (n === 0) return null;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const best = scored.reduce((b, s) => (mean(s.losses) < mean(b.losses) ? s : b));
  const table = scored.map((s): CandidateRow => {
    const diffs = s.losses.map((l, i) => l - (best.losses[i] ?? l));
    const excess = mean(diffs);
    const sd = Math.sqrt(mean(diffs.map((d) => (d - excess) ** 2)));
    return {
      name: candidateName(s.candidate),
      logLoss: mean(s.losses),
      excess,
      se: sd / Math.sqrt(n),
    };
  });
  const defensible = scored
    .filter((_, i) => {
      const r = table[i];
      // A tie (the methods agree at even prices) is defensible too.
      return r !== undefined && r.excess <= 2 * r.se + 1e-9;
    })
    .map((s) => s.candidate);
  const { method, calibrated } = best.candidate;
  return {
    fit: {
      method,
      calibration: calibrated ? fitLogisticOn(rows, method) : null,
      defensible: defensible.map(candidateName),
      defensibleFits: defensible.map((c) => ({
        method: c.method,
        calibration: c.calibrated ? fitLogisticOn(rows, c.method) : null,
      })),
      logLoss: round6(mean(best.losses)),
      games: rows.length,
    },
    rows: table,
    scored: n,
    seasons: `${String(scoredSeasons[0])}-${String(scoredSeasons.at(-1))}`,
  };
}

/** The logistic calibration of a method's no-vig chance, fitted on these rows. */
export function fitLogisticOn(rows: readonly PricedOutcome[], method: DevigMethod): LogisticFit {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const o of rows) {
    const q = rawFirst(o, method);
    if (q === null) continue;
    xs.push(logit(q));
    ys.push(o.firstWon ? 1 : 0);
  }
  const fit = fitLogistic(xs, ys);
  return {
    a: round6(fit.a),
    b: round6(fit.b),
    cov: fit.cov.map(round9) as LogisticFit['cov'],
    n: fit.n,
  };
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
const round9 = (x: number): number => Math.round(x * 1e9) / 1e9;
