import { candidateFirst, type FairLineFit } from '@domain/pricing/fairLineCalibration';
import type { ModelWeight } from '@domain/pricing/modelWeights';
import { devig } from '@domain/pricing/devig';
import type { PricedMarket } from '@domain/pricing/fairLine';
import { fitLogisticOn, type PricedOutcome } from './fairLineFit';

// Whether an AI model adds anything to the calibrated fair line (docs/models.md "The fair line"):
// its chance p and the fair chance q blend as sigmoid(logit q + w · (logit p − logit q)), w fitted
// on earlier seasons by maximum likelihood in [0, 1] and scored on the next. The weight counts
// only when the blend's out-of-sample log loss beats the fair line's by more than its standard
// error; otherwise it is 0 and the model is an opinion on the card, not a price.

/** One game's market with a model's calibrated chance of its first side (no push). */
export interface ModelOutcome extends PricedOutcome {
  model: number;
}

const EPS = 1e-6;
const clampP = (p: number): number => Math.min(1 - EPS, Math.max(EPS, p));
const logit = (p: number): number => Math.log(clampP(p) / (1 - clampP(p)));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const MIN_TRAIN_ROWS = 200;

/** The blend weight w in [0, 1] that maximises the likelihood of these rows. */
export function fitWeight(
  offsets: readonly number[],
  xs: readonly number[],
  ys: readonly number[],
): number {
  let w = 0;
  for (let iter = 0; iter < 30; iter++) {
    let g = 0;
    let h = 1e-9;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] ?? 0;
      const p = sigmoid((offsets[i] ?? 0) + w * x);
      g += ((ys[i] ?? 0) - p) * x;
      h += p * (1 - p) * x * x;
    }
    const next = Math.min(1, Math.max(0, w + g / h));
    if (Math.abs(next - w) < 1e-9) return next;
    w = next;
  }
  return w;
}

/**
 * The fair line's chance of each row's first side as it would have been known then: the
 * candidate's calibration refitted on the seasons before the row's.
 */
function fairsBySeason(rows: readonly ModelOutcome[], fit: FairLineFit): number[] {
  const seasons = [...new Set(rows.map((r) => r.season))];
  const bySeason = new Map(
    seasons.map((s) => {
      const before = rows.filter((r) => r.season < s);
      const cal =
        fit.calibration && before.length >= MIN_TRAIN_ROWS
          ? fitLogisticOn(before, fit.method)
          : null;
      return [s, { method: fit.method, calibration: cal }] as const;
    }),
  );
  return rows.map((r) => {
    const c = bySeason.get(r.season) ?? { method: fit.method, calibration: null };
    return candidateFirst(c, r.prices[0], r.prices[1]) ?? 0.5;
  });
}

/**
 * A model's weight in one league's market, with the out-of-sample test that earned it (or not).
 * Rows whose prices leave no margin to remove (or are not prices a book could post) are left out.
 */
export function testWeight(all: readonly ModelOutcome[], fit: FairLineFit): ModelWeight {
  const rows = all.filter((r) => devig(r.prices[0], r.prices[1]) !== null);
  const fair = fairsBySeason(rows, fit);
  const offsets = fair.map(logit);
  const xs = rows.map((r, i) => logit(r.model) - (offsets[i] ?? 0));
  const ys = rows.map((r) => (r.firstWon ? 1 : 0));
  const diffs: number[] = [];
  const seasons = [...new Set(rows.map((r) => r.season))].sort((a, b) => a - b);
  for (const s of seasons) {
    const train = rows.flatMap((r, i) => (r.season < s ? [i] : []));
    if (train.length < MIN_TRAIN_ROWS) continue;
    const w = fitWeight(
      train.map((i) => offsets[i] ?? 0),
      train.map((i) => xs[i] ?? 0),
      train.map((i) => ys[i] ?? 0),
    );
    rows.forEach((r, i) => {
      if (r.season !== s) return;
      const q = fair[i] ?? 0.5;
      const b = sigmoid((offsets[i] ?? 0) + w * (xs[i] ?? 0));
      const loss = (p: number) => -Math.log(r.firstWon ? clampP(p) : 1 - clampP(p));
      diffs.push(loss(q) - loss(b));
    });
  }
  const n = diffs.length;
  const gain = n ? diffs.reduce((a, b) => a + b, 0) / n : 0;
  const sd = n ? Math.sqrt(diffs.reduce((a, d) => a + (d - gain) ** 2, 0) / n) : 0;
  const se = n ? sd / Math.sqrt(n) : 0;
  const fitted = fitWeight(offsets, xs, ys);
  const earned = n > 0 && gain > se;
  return {
    weight: earned ? round4(fitted) : 0,
    fitted: round4(fitted),
    gain: round6(gain),
    se: round6(se),
    games: n,
  };
}

/** The markets a model's weight is tested in. */
export const WEIGHT_MARKETS: readonly PricedMarket[] = ['moneyline', 'spread', 'total'];

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
