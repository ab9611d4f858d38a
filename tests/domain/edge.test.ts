import { describe, expect, it } from 'vitest';
import {
  EDGE_THRESHOLDS,
  edgeLabel,
  expectedValue,
  gradingPrice,
  modelKind,
  noVigShare,
  roiPercent,
  unitsRoiText,
  labelThresholdsText,
} from '@domain/pricing/edgePricing';
import { validAmerican } from '@domain/pricing/devig';

describe('edge', () => {
  it('is the expected profit per unit at the price, a push returning the stake', () => {
    expect(expectedValue(0.5, 0, 100)).toBeCloseTo(0, 10);
    expect(expectedValue(0.55, 0, -110)).toBeCloseTo(0.55 * (100 / 110) - 0.45, 10);
    // A 5% push chance: 0.5 win, 0.05 push, 0.45 loss at +100.
    expect(expectedValue(0.5, 0.05, 100)).toBeCloseTo(0.05, 10);
    // An 81% favourite at -485 has a negative edge.
    expect(expectedValue(0.81, 0, -485)).toBeLessThan(0);
  });

  it('labels only positive edges, by thresholds in increasing order', () => {
    expect(EDGE_THRESHOLDS.Lean).toBeGreaterThan(0);
    expect(EDGE_THRESHOLDS.Bet).toBeGreaterThan(EDGE_THRESHOLDS.Lean);
    expect(EDGE_THRESHOLDS.Lock).toBeGreaterThan(EDGE_THRESHOLDS.Bet);
    expect(edgeLabel(-0.2)).toBeNull();
    expect(edgeLabel(0)).toBeNull();
    expect(edgeLabel(EDGE_THRESHOLDS.Lean / 2)).toBeNull();
    expect(edgeLabel(EDGE_THRESHOLDS.Lean)).toBe('Lean');
    expect(edgeLabel(EDGE_THRESHOLDS.Bet)).toBe('Bet');
    expect(edgeLabel(EDGE_THRESHOLDS.Lock)).toBe('Lock');
    expect(edgeLabel(Number.NaN)).toBeNull();
    expect(edgeLabel(null)).toBeNull();
  });

  it('removes the vig from a market’s two prices', () => {
    expect(noVigShare(-110, -110)).toBeCloseTo(0.5, 10);
    expect(noVigShare(-200, 170)).toBeCloseTo(0.6667 / (0.6667 + 0.3704), 3);
    expect(noVigShare(-110, null)).toBeNull();
    expect(noVigShare(-50, 120)).toBeNull();
    expect(noVigShare(210000, -300)).toBeNull();
  });

  it('grades at the posted price, or -110 said to be assumed', () => {
    expect(gradingPrice(-125)).toEqual({ price: -125, assumed: false });
    expect(gradingPrice(null)).toEqual({ price: -110, assumed: true });
    expect(gradingPrice(50)).toEqual({ price: -110, assumed: true });
    expect(validAmerican(-10001)).toBe(false);
  });

  it('keeps the market model apart as a baseline', () => {
    expect(modelKind('market')).toBe('baseline');
    expect(modelKind('elo')).toBe('ai');
  });

  it('shows units and ROI at the prices taken', () => {
    const r = { wins: 7, losses: 3, pushes: 0, units: -0.5 };
    expect(roiPercent(r)).toBe(-5);
    expect(unitsRoiText(r)).toBe('−0.5u · ROI −5.0%');
    expect(unitsRoiText({ wins: 0, losses: 0, pushes: 0, units: 0 })).toBe('0.0u · ROI 0.0%');
  });
});

describe('labelThresholdsText', () => {
  it('states the thresholds of EDGE_THRESHOLDS in whole percent', () => {
    expect(labelThresholdsText()).toBe(
      "a Lean from 0.5%, a Bet from 1.5%, a Lock from 4% at the low end of the edge's range",
    );
  });
});
