/**
 * Removing a book's margin from the two prices of one market (docs/product.md "Edges"): four
 * methods, because the margin is not spread evenly and no one way of taking it out is right for
 * every price. Multiplicative is the default; the card's detail names the one used.
 */
import { americanToDecimal } from '../rules/odds';

export const DEVIG_METHODS = ['multiplicative', 'additive', 'power', 'shin'] as const;
export type DevigMethod = (typeof DEVIG_METHODS)[number];
export const DEFAULT_DEVIG_METHOD: DevigMethod = 'multiplicative';

/** True when the text names a devig method. */
export function isDevigMethod(value: unknown): value is DevigMethod {
  return typeof value === 'string' && (DEVIG_METHODS as readonly string[]).includes(value);
}

/** A price a book could post: finite, |odds| ≥ 100 and at most 10000 either way. */
export function validAmerican(american: number | null | undefined): american is number {
  return (
    typeof american === 'number' &&
    Number.isFinite(american) &&
    Math.abs(american) >= 100 &&
    Math.abs(american) <= 10000
  );
}

/** The book's margin on a two-way market: implied probabilities' sum minus 1 (0.045 = 4.5%). */
export function holdOf(a: number, b: number): number {
  return 1 / americanToDecimal(a) + 1 / americanToDecimal(b) - 1;
}

// Solves f(x) = 0 for an increasing f on [lo, hi] by bisection (60 halvings: below 1e-15).
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 60; i++) {
    const mid = (a + b) / 2;
    if (f(mid) > 0) b = mid;
    else a = mid;
  }
  return (a + b) / 2;
}

/**
 * The fair probabilities of a two-way market's sides (first, second), summing to 1, or null when
 * either price is not one a book could post or the prices pay more than they take (sum of implied
 * probabilities ≤ 1, where no margin is left to remove).
 * - multiplicative: each implied probability divided by their sum;
 * - additive: the margin taken off both sides equally;
 * - power: implied probabilities raised to the k that makes them sum to 1 (more margin off longshots);
 * - shin: Shin's model of a share z of insider money, solved for z (more margin off longshots).
 */
export function devig(
  first: number | null | undefined,
  second: number | null | undefined,
  method: DevigMethod = DEFAULT_DEVIG_METHOD,
): [number, number] | null {
  if (!validAmerican(first) || !validAmerican(second)) return null;
  const q1 = 1 / americanToDecimal(first);
  const q2 = 1 / americanToDecimal(second);
  const sum = q1 + q2;
  if (sum <= 1) return null;
  switch (method) {
    case 'multiplicative':
      return [q1 / sum, q2 / sum];
    case 'additive': {
      const cut = (sum - 1) / 2;
      const p1 = Math.min(1, Math.max(0, q1 - cut));
      return [p1, 1 - p1];
    }
    case 'power': {
      // Σ q^k falls as k grows (q < 1); k = 1 gives sum > 1, so the root lies above 1.
      const k = bisect((x) => 1 - (q1 ** x + q2 ** x), 1, 50);
      const p1 = q1 ** k;
      return [p1, 1 - p1];
    }
    case 'shin': {
      const shin = (q: number, z: number) =>
        (Math.sqrt(z * z + (4 * (1 - z) * q * q) / sum) - z) / (2 * (1 - z));
      // Σ p(z) falls from √… at z = 0 (above 1 for a margin) as z grows.
      const z = bisect((x) => 1 - (shin(q1, x) + shin(q2, x)), 0, 0.99);
      const p1 = shin(q1, z);
      return [p1, 1 - p1];
    }
  }
}
