import { clamp, logit, sigmoid } from './math';

const MIN_PAIRS = 200;
// A weak pull toward the identity map keeps a thin first season from bending the curve.
const PRIOR = 2;
// The map cannot run away: the slope stays in [0, 2.5] (never read backwards, at most 2.5× as
// sure as the raw model) and the shift within ±1.5 log-odds, whatever the outcomes were.
export const MAX_SLOPE = 2.5;
export const MAX_SHIFT = 1.5;

/**
 * Platt scaling per model and league: p' = sigmoid(a · logit(p) + b), refitted at the start of
 * each season on the pairs (raw probability, outcome) of earlier seasons only; regularised toward
 * the identity and bounded (MAX_SLOPE, MAX_SHIFT).
 */
export class PlattCalibrator {
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];
  private readonly seasons: number[] = [];
  a = 1;
  b = 0;

  /** Records one finished game: the raw home probability given before it, and whether home won. */
  add(pRaw: number, homeWon: boolean, season: number): void {
    this.xs.push(logit(pRaw));
    this.ys.push(homeWon ? 1 : 0);
    this.seasons.push(season);
  }

  /** Refits on every pair from seasons before `season` (Newton's method on the log-likelihood). */
  refit(season: number): void {
    let n = 0;
    for (const s of this.seasons) if (s < season) n++;
    if (n < MIN_PAIRS) {
      this.a = 1;
      this.b = 0;
      return;
    }
    let a = 1;
    let b = 0;
    for (let iter = 0; iter < 25; iter++) {
      let ga = -PRIOR * (a - 1);
      let gb = -PRIOR * b;
      let haa = PRIOR;
      let hab = 0;
      let hbb = PRIOR;
      for (let i = 0; i < this.xs.length; i++) {
        if ((this.seasons[i] ?? 0) >= season) continue;
        const x = this.xs[i] ?? 0;
        const p = sigmoid(a * x + b);
        const r = (this.ys[i] ?? 0) - p;
        const v = p * (1 - p);
        ga += r * x;
        gb += r;
        haa += v * x * x;
        hab += v * x;
        hbb += v;
      }
      const det = haa * hbb - hab * hab;
      if (det <= 0) break;
      const da = (hbb * ga - hab * gb) / det;
      const db = (haa * gb - hab * ga) / det;
      a = clamp(a + da, 0, MAX_SLOPE);
      b = clamp(b + db, -MAX_SHIFT, MAX_SHIFT);
      if (Math.abs(da) + Math.abs(db) < 1e-9) break;
    }
    this.a = a;
    this.b = b;
  }

  /** The calibrated probability. */
  apply(pRaw: number): number {
    return sigmoid(this.a * logit(pRaw) + this.b);
  }
}
