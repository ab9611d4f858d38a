import { describe, expect, it } from 'vitest';
import { devig } from '@domain/pricing/devig';
import {
  UNFITTED,
  candidateFirst,
  fairLineFit,
  fairRange,
  type FairLineFit,
} from '@domain/pricing/fairLineCalibration';
import { isStaleQuote, marketReference, type BookPrices } from '@domain/pricing/fairLine';
import { bookAt } from './fixtures';

describe('the calibrated fair line', () => {
  it('reads each league and market from the stored fits, and falls back on multiplicative', () => {
    const nfl = fairLineFit('NFL', 'moneyline');
    expect(nfl.games).toBeGreaterThan(1000);
    expect(nfl.defensible).toContain(nfl.calibration ? `${nfl.method}+logistic` : nfl.method);
    expect(fairLineFit('wnba', 'moneyline')).toBe(UNFITTED);
    expect(fairLineFit(null, 'moneyline')).toBe(UNFITTED);
  });

  it('applies a logistic calibration in the log-odds after the devig', () => {
    const fit: FairLineFit = {
      ...UNFITTED,
      method: 'multiplicative',
      calibration: { a: 0.2, b: 1.1, cov: [0, 0, 0], n: 100 },
    };
    const q = devig(-150, 130)?.[0] ?? 0;
    const expected = 1 / (1 + Math.exp(-(0.2 + 1.1 * Math.log(q / (1 - q)))));
    expect(candidateFirst(fit, -150, 130)).toBeCloseTo(expected, 12);
  });

  it('spans every defensible candidate and widens with the calibration’s standard error', () => {
    const range = fairRange(UNFITTED, 400, -550);
    const all = (['multiplicative', 'additive', 'power', 'shin'] as const).map(
      (m) => devig(400, -550, m)?.[0] ?? NaN,
    );
    expect(range?.low).toBeCloseTo(Math.min(...all), 12);
    expect(range?.high).toBeCloseTo(Math.max(...all), 12);
    // A longshot's range is wider than an even side's.
    const even = fairRange(UNFITTED, -105, -105);
    expect((range?.high ?? 0) - (range?.low ?? 0)).toBeGreaterThan(
      (even?.high ?? 0) - (even?.low ?? 0),
    );
    const sure: FairLineFit = {
      ...UNFITTED,
      defensibleFits: [],
      calibration: { a: 0, b: 1, cov: [0, 0, 0], n: 1e9 },
    };
    const unsure: FairLineFit = {
      ...sure,
      calibration: { a: 0, b: 1, cov: [0.01, 0, 0.01], n: 50 },
    };
    const a = fairRange(sure, -150, 130);
    const b = fairRange(unsure, -150, 130);
    expect(a?.high).toBeCloseTo(a?.low ?? 0, 12);
    expect((b?.high ?? 0) - (b?.low ?? 0)).toBeGreaterThan(0.02);
    expect(fairRange(UNFITTED, 100, 100)).toBeNull();
  });

  it('gives every market reference its range around its fair chance', () => {
    const books = [bookAt('pinnacle', { homeMoneyLine: -400, awayMoneyLine: 330 })];
    const ref = marketReference(books, 'moneyline', undefined, 'nfl');
    expect(ref?.book).toBe('pinnacle');
    expect(ref?.range[0]).toBeLessThanOrEqual(ref?.fair[0] ?? 0);
    expect(ref?.range[1]).toBeGreaterThanOrEqual(ref?.fair[0] ?? 1);
  });
});

describe('stale quotes', () => {
  const sharp = bookAt('pinnacle', { homeMoneyLine: -500, awayMoneyLine: 420 });
  const ref = marketReference([sharp], 'moneyline', {
    sharpBooks: ['pinnacle'],
    method: 'multiplicative',
  })!;
  const quote = (away: number, home: number, over: Partial<BookPrices> = {}) =>
    bookAt('fanduel', { homeMoneyLine: home, awayMoneyLine: away, ...over });

  it('holds a longshot’s quote to the same gap in log-odds as an even side’s', () => {
    // Pinnacle has the underdog near 16.7%; a book at +600/-1000 (own no-vig 13.5%) is 3.2
    // points off: within 4 points, but 0.25 in log-odds: stale.
    expect(isStaleQuote(quote(600, -1000), 'moneyline', ref)).toBe(true);
    expect(isStaleQuote(quote(440, -560), 'moneyline', ref)).toBe(false);
  });

  it('leaves out a book that last moved an hour or more before the sharp book', () => {
    const moved = { ...ref, updatedAt: '2025-11-22T21:30:00.000Z' };
    expect(isStaleQuote(quote(440, -560), 'moneyline', moved)).toBe(true);
    expect(
      isStaleQuote(quote(440, -560, { updatedAt: '2025-11-22T21:00:00.000Z' }), 'moneyline', moved),
    ).toBe(false);
  });
});
