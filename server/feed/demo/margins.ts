import type { DevigMethod } from '@domain/pricing/devig';
import type { FairLineCandidate } from '@domain/pricing/fairLineCalibration';

// How a demo book spreads its margin over a market's two sides (docs/models.md "Labels in the
// demo market"). The sharp book prices so that the engine's fitted fair line for the league and
// market gives its own chance back; a retail book shades the long shot, as real books do, so that
// no devig method is flattered by a margin it inverts exactly.

/** A book's two American prices for a first side's chance `p` at a margin (overround) `hold`. */
export type MarginShape = (p: number, hold: number) => [number, number];

/** A posted American price of an implied chance: whole, and never inside (-100, +100). */
export function toAmerican(implied: number): number {
  const exact = implied >= 0.5 ? (-100 * implied) / (1 - implied) : (100 * (1 - implied)) / implied;
  const a = Math.round(exact);
  return Math.abs(a) < 100 ? (a < 0 ? -100 : 100) : a;
}

// Solves f(x) = target for an increasing f on [lo, hi] by bisection.
function solve(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 60; i++) {
    const mid = (a + b) / 2;
    if (f(mid) > target) b = mid;
    else a = mid;
  }
  return (a + b) / 2;
}

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The implied chance of the first side at margin `hold` that a devig method reads as `q`: the
 * methods of domain/pricing/devig.ts run backwards.
 */
function impliedFor(method: DevigMethod, q: number, hold: number): number {
  const sum = 1 + hold;
  switch (method) {
    case 'multiplicative':
      return q * sum;
    case 'additive':
      return q + hold / 2;
    case 'power':
      return powerShape(q, hold);
    case 'shin': {
      // Shin's p = (√(z² + 4(1 − z)π²/S) − z) / (2(1 − z)) gives π = √(S(z·p + (1 − z)p²)).
      const share = (z: number, p: number): number => Math.sqrt(z * p + (1 - z) * p * p);
      const z = solve((x) => share(x, q) + share(x, 1 - q), Math.sqrt(sum), 0, 0.99);
      return Math.sqrt(sum) * share(z, q);
    }
  }
}

/** The shortest favourite a demo book posts, as an implied chance (-5000). */
const LONGEST = 50 / 51;

/**
 * The two prices at margin `hold` whose fair line under `fit` (its devig method, then its
 * calibration) is `p`: the inverse of the engine's fair line, so a sharp book priced this way is
 * read back at its own chance (up to the rounding to whole prices; no side shorter than -5000).
 */
export function pricesFor(fit: FairLineCandidate, p: number, hold: number): [number, number] {
  const cal = fit.calibration;
  // sigmoid(a + b · logit q) = p, so logit q = (logit p − a) / b.
  const q = cal ? sigmoid((logit(p) - cal.a) / cal.b) : p;
  const first = Math.min(LONGEST, Math.max(1 + hold - LONGEST, impliedFor(fit.method, q, hold)));
  return [toAmerican(first), toAmerican(1 + hold - first)];
}

/**
 * The implied chance of the first side when both take p^s, s < 1 set so that they sum to
 * 1 + hold: the power method's shape, the long shot carrying more of the margin than its share.
 */
function powerShape(p: number, hold: number): number {
  const [lp, lq] = [Math.log(p), Math.log(1 - p)];
  // Newton on s: Σ e^(s·ln p) = 1 + hold is convex and falling in s, so from s = 1 the steps
  // move toward the root without passing it.
  let s = 1;
  for (let i = 0; i < 8; i++) {
    const [a, b] = [Math.exp(s * lp), Math.exp(s * lq)];
    const step = (a + b - 1 - hold) / (a * lp + b * lq);
    s -= step;
    if (Math.abs(step) < 1e-12) break;
  }
  return Math.exp(s * lp);
}

/** A retail book's prices: the power method's shape, so the long shot pays for more of the margin. */
export function longshotPrices(p: number, hold: number): [number, number] {
  const first = Math.min(LONGEST, Math.max(1 + hold - LONGEST, powerShape(p, hold)));
  return [toAmerican(first), toAmerican(1 + hold - first)];
}
