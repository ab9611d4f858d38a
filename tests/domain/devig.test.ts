import { describe, expect, it } from 'vitest';
import { DEVIG_METHODS, devig, holdOf, isDevigMethod } from '@domain/pricing/devig';

describe('devig', () => {
  it('leaves an even market at 50/50 whatever the method', () => {
    for (const method of DEVIG_METHODS) {
      const fair = devig(-110, -110, method);
      expect(fair?.[0]).toBeCloseTo(0.5, 9);
      expect(fair?.[1]).toBeCloseTo(0.5, 9);
    }
  });

  it('gives chances that sum to 1 and keep the favourite ahead', () => {
    for (const method of DEVIG_METHODS) {
      const fair = devig(-300, 240, method);
      expect(fair).not.toBeNull();
      const [fav, dog] = fair ?? [0, 0];
      expect(fav + dog).toBeCloseTo(1, 9);
      expect(fav).toBeGreaterThan(dog);
    }
  });

  it('multiplicative divides each implied chance by their sum', () => {
    const q1 = 300 / 400;
    const q2 = 100 / 340;
    expect(devig(-300, 240, 'multiplicative')?.[0]).toBeCloseTo(q1 / (q1 + q2), 12);
  });

  it('additive takes the margin off both sides equally', () => {
    const q1 = 300 / 400;
    const q2 = 100 / 340;
    expect(devig(-300, 240, 'additive')?.[0]).toBeCloseTo(q1 - (q1 + q2 - 1) / 2, 12);
  });

  it('power and Shin take more of the margin off the longshot than multiplicative', () => {
    const mult = devig(-300, 240, 'multiplicative')?.[1] ?? 0;
    expect(devig(-300, 240, 'power')?.[1]).toBeLessThan(mult);
    expect(devig(-300, 240, 'shin')?.[1]).toBeLessThan(mult);
    // Power: q^k with Σ = 1.
    const [p1, p2] = devig(-300, 240, 'power') ?? [0, 0];
    const k = Math.log(p1) / Math.log(0.75);
    expect((100 / 340) ** k).toBeCloseTo(p2, 9);
  });

  it('refuses prices no book could post and markets without a margin', () => {
    expect(devig(-50, 120)).toBeNull();
    expect(devig(null, 120)).toBeNull();
    expect(devig(Number.NaN, 120)).toBeNull();
    // +105 / +105 pays more than it takes: nothing to remove.
    expect(devig(105, 105)).toBeNull();
    expect(holdOf(-110, -110)).toBeCloseTo(0.0476, 4);
    expect(isDevigMethod('shin')).toBe(true);
    expect(isDevigMethod('median')).toBe(false);
  });
});
