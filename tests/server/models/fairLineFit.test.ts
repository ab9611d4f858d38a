import { describe, expect, it } from 'vitest';
import { devig } from '@domain/pricing/devig';
import { UNFITTED } from '@domain/pricing/fairLineCalibration';
import { americanToDecimal, decimalToAmerican } from '@domain/rules/odds';
import {
  chooseFairLine,
  fitLogistic,
  type PricedOutcome,
} from '../../../server/models/fairLineFit';
import { testWeight, type ModelOutcome } from '../../../server/models/modelWeights';

// A deterministic generator (mulberry32), so the fits are the same on every run.
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Prices a true chance p with a power-shaped margin (longshots shaded), as real books do. */
function powerPrices(p: number, hold: number): [number, number] {
  let lo = 0.5;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const k = (lo + hi) / 2;
    if (p ** k + (1 - p) ** k > 1 + hold) lo = k;
    else hi = k;
  }
  const k = (lo + hi) / 2;
  const price = (x: number) => Math.round(decimalToAmerican(1 / x ** k));
  return [price(p), price(1 - p)];
}

function season(n: number, season: number, next: () => number): PricedOutcome[] {
  return Array.from({ length: n }, () => {
    const p = sigmoid((next() - 0.5) * 4);
    return { season, prices: powerPrices(p, 0.045), firstWon: next() < p };
  });
}

describe('npm run calibrate: the fair line chosen by walk-forward log loss', () => {
  it('fits a logistic calibration back to the parameters that made the outcomes', () => {
    const next = rng(7);
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < 40_000; i++) {
      const x = (next() - 0.5) * 4;
      xs.push(x);
      ys.push(next() < sigmoid(0.3 + 0.8 * x) ? 1 : 0);
    }
    const fit = fitLogistic(xs, ys);
    expect(fit.a).toBeCloseTo(0.3, 1);
    expect(fit.b).toBeCloseTo(0.8, 1);
    expect(fit.cov[0]).toBeGreaterThan(0);
  });

  it('prefers the power method on a market that shades longshots the power way', () => {
    const next = rng(11);
    const rows = [2015, 2016, 2017, 2018, 2019].flatMap((s) => season(3000, s, next));
    const choice = chooseFairLine(rows);
    expect(choice?.fit.method).toBe('power');
    expect(choice?.scored).toBe(12_000);
    expect(choice?.fit.defensible).not.toContain('multiplicative');
    // The multiplicative line leaves the longshot too likely: it scores worse out of sample.
    const mult = choice?.rows.find((r) => r.name === 'multiplicative');
    expect(mult?.excess).toBeGreaterThan(2 * (mult?.se ?? 0));
  });
});

describe('npm run calibrate: a model weight only where it beats the fair line out of sample', () => {
  const rows = (informative: boolean): ModelOutcome[] => {
    const next = rng(informative ? 3 : 5);
    return [2015, 2016, 2017, 2018].flatMap((season) =>
      Array.from({ length: 3000 }, () => {
        const market = sigmoid((next() - 0.5) * 3);
        // The truth moves off the market by what an informative model knows.
        const news = (next() - 0.5) * 1.5;
        const truth = sigmoid(logit(market) + news);
        const model = informative ? truth : sigmoid(logit(market) + (next() - 0.5) * 1.5);
        const price = Math.round(decimalToAmerican(1 / (market * 1.02)));
        const other = Math.round(decimalToAmerican(1 / ((1 - market) * 1.02)));
        return {
          season,
          prices: [price, other] as [number, number],
          firstWon: next() < truth,
          model,
        };
      }),
    );
  };

  it('gives a model that knows nothing beyond the price a weight of 0', () => {
    const w = testWeight(rows(false), UNFITTED);
    expect(w.weight).toBe(0);
    expect(w.gain).toBeLessThanOrEqual(w.se);
    expect(w.games).toBe(9000);
  });

  it('gives a model that knows more than the price the weight it earned', () => {
    const w = testWeight(rows(true), UNFITTED);
    expect(w.gain).toBeGreaterThan(w.se);
    expect(w.weight).toBeGreaterThan(0.5);
    expect(w.weight).toBe(w.fitted);
  });

  it('leaves out prices that leave no margin to remove', () => {
    const bad: ModelOutcome = { season: 2015, prices: [100, 100], firstWon: true, model: 0.9 };
    expect(devig(100, 100)).toBeNull();
    const w = testWeight([...rows(false), bad], UNFITTED);
    expect(w.games).toBe(9000);
    expect(americanToDecimal(100)).toBe(2);
  });
});
