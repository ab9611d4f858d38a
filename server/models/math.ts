// Small numeric helpers shared by the models, calibration and the backtest metrics.

// The normal distribution lives once in domain (docs/design.md §1), beside CLV that uses it.
export { normCdf, normInv } from '@domain/rules/normal';

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

export function logit(p: number): number {
  const q = clamp(p, 1e-6, 1 - 1e-6);
  return Math.log(q / (1 - q));
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Poisson probabilities P(X = 0..max) for mean lambda. */
export function poissonPmf(lambda: number, max: number): number[] {
  const out = new Array<number>(max + 1);
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out[k] = p;
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Rounds to one decimal place (scores and margins as shown to users). */
export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
