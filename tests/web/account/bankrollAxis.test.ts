import { describe, expect, it } from 'vitest';
import { bankrollAxis } from '@/features/account/profile/bankrollAxis';

describe('the bankroll chart’s money axis', () => {
  it('spans at least $100 either side of a flat line, never cents', () => {
    expect(bankrollAxis([0, 0])).toEqual([-10_000, 10_000]);
    expect(bankrollAxis([250_000])).toEqual([240_000, 260_000]);
  });

  it('pads a moving bankroll by a tenth of its range, on whole dollars', () => {
    expect(bankrollAxis([0, 2_000_000])).toEqual([-200_000, 2_200_000]);
    expect(bankrollAxis([100_050, 100_000])).toEqual([90_000, 110_100]);
  });
});
