import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  decimalToAmerican,
  formatAmerican,
  impliedProbability,
  noVigProbabilities,
  profitUnits,
} from '@domain/rules/odds';

const american = fc.oneof(
  fc.integer({ min: 100, max: 100_000 }),
  fc.integer({ min: -100_000, max: -101 }),
);

describe('odds', () => {
  it.each([
    [150, 2.5],
    [100, 2],
    [-100, 2],
    [-200, 1.5],
    [-110, 1 + 100 / 110],
  ])('americanToDecimal(%i) = %f', (line, decimal) => {
    expect(americanToDecimal(line)).toBeCloseTo(decimal, 10);
  });

  it.each([
    [2.5, 150],
    [2, 100],
    [1.5, -200],
    [1 + 100 / 110, -110],
  ])('decimalToAmerican(%f) = %i', (decimal, line) => {
    expect(decimalToAmerican(decimal)).toBe(line);
  });

  it('rejects impossible odds', () => {
    expect(() => americanToDecimal(0)).toThrow(RangeError);
    expect(() => americanToDecimal(50)).toThrow(RangeError);
    expect(() => americanToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => decimalToAmerican(1)).toThrow(RangeError);
    expect(() => decimalToAmerican(0.5)).toThrow(RangeError);
  });

  it('formats with a sign', () => {
    expect(formatAmerican(150)).toBe('+150');
    expect(formatAmerican(-110)).toBe('-110');
    expect(formatAmerican(0)).toBe('0');
  });

  it('derives probabilities and profit', () => {
    expect(impliedProbability(-110)).toBeCloseTo(110 / 210, 10);
    expect(impliedProbability(100)).toBe(0.5);
    const p = noVigProbabilities(-110, -110);
    expect(p.home).toBeCloseTo(0.5);
    expect(p.away).toBeCloseTo(0.5);
    const q = noVigProbabilities(-200, 170);
    expect(q.home).toBeGreaterThan(q.away);
    expect(profitUnits(150, 2)).toBeCloseTo(3);
    expect(profitUnits(-110, 1.1)).toBeCloseTo(1);
  });

  it('round-trips American → decimal → American (property)', () => {
    fc.assert(
      fc.property(american, (line) => {
        expect(decimalToAmerican(americanToDecimal(line))).toBe(line);
      }),
    );
  });

  it('round-trips decimal → American → decimal within a cent (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 500, noNaN: true }), (decimal) => {
        const back = americanToDecimal(decimalToAmerican(decimal));
        // Whole-number American lines lose at most half a point of precision.
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('no-vig probabilities sum to 1 and favour the shorter price (property)', () => {
    fc.assert(
      fc.property(american, american, (home, away) => {
        const p = noVigProbabilities(home, away);
        expect(p.home + p.away).toBeCloseTo(1, 10);
        if (americanToDecimal(home) < americanToDecimal(away))
          expect(p.home).toBeGreaterThan(p.away);
      }),
    );
  });
});
