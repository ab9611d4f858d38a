import { kellyStake } from '@domain/pricing/priceFigures';
import { fairFirstSide } from '@domain/pricing/modelBlend';
import { describe, expect, it } from 'vitest';
import {
  bestPriceOf,
  edgeAt,
  marketReference,
  priceMarket,
  staleMarkets,
  type BookPrices,
} from '@domain/pricing/fairLine';

const book = (key: string, over: Partial<BookPrices> = {}): BookPrices => ({
  book: key,
  title: key.toUpperCase(),
  homeMoneyLine: -150,
  awayMoneyLine: 130,
  homeSpread: -3.5,
  awaySpread: 3.5,
  homeSpreadPrice: -110,
  awaySpreadPrice: -110,
  totalPoints: 44.5,
  overPrice: -110,
  underPrice: -110,
  updatedAt: '2026-11-26T00:00:00.000Z',
  ...over,
});
const options = { sharpBooks: ['pinnacle', 'circasports'], method: 'multiplicative' as const };

describe('marketReference', () => {
  it('takes the first sharp book present, in the configured order', () => {
    const books = [
      book('fanduel'),
      book('circasports', { homeMoneyLine: -140, awayMoneyLine: 128 }),
      book('pinnacle', { homeMoneyLine: -145, awayMoneyLine: 135 }),
    ];
    const ref = marketReference(books, 'moneyline', options);
    expect(ref?.book).toBe('pinnacle');
    const q1 = 145 / 245;
    const q2 = 100 / 235;
    expect(ref?.fair[0]).toBeCloseTo(q1 / (q1 + q2), 12);
    expect(ref?.hold).toBeCloseTo(q1 + q2 - 1, 12);
  });

  it('falls back on the median no-vig line of the books at their most common point', () => {
    const books = [
      book('a', { homeSpread: -3, awaySpread: 3 }),
      book('b'),
      book('c', { homeSpreadPrice: -120, awaySpreadPrice: 100 }),
      book('d', { homeSpreadPrice: -105, awaySpreadPrice: -115 }),
    ];
    const ref = marketReference(books, 'spread', options);
    expect(ref).toMatchObject({ book: null, title: 'Median of 3 books', point: -3.5 });
    expect(ref?.fair[0]).toBeCloseTo(0.5, 12);
  });

  it('is null when no book prices the market', () => {
    expect(marketReference([book('a', { overPrice: null })], 'total', options)).toBeNull();
  });
});

describe('bestPriceOf and stale books', () => {
  const books = [
    book('pinnacle', { homeMoneyLine: -140, awayMoneyLine: 130 }),
    book('fanduel', { homeMoneyLine: -135, awayMoneyLine: 115 }),
    book('draftkings', { homeMoneyLine: -150, awayMoneyLine: 135 }),
    // Its no-vig home chance is far (> 4 points) from Pinnacle's: stale, whatever it pays.
    book('betrivers', { homeMoneyLine: 110, awayMoneyLine: -130 }),
  ];
  const ref = marketReference(books, 'moneyline', options);

  it('is the highest price of the side among the other books, the sharp one and stale ones left out', () => {
    if (!ref) throw new Error('no reference');
    expect(bestPriceOf(books, 'moneyline', 0, ref)).toMatchObject({ book: 'fanduel', price: -135 });
    expect(bestPriceOf(books, 'moneyline', 1, ref)).toMatchObject({
      book: 'draftkings',
      price: 135,
    });
    expect(staleMarkets(books, options).get('betrivers')).toEqual(['moneyline']);
    expect(staleMarkets(books, options).has('fanduel')).toBe(false);
  });

  it('compares spreads only at the reference point', () => {
    const spreads = [
      book('pinnacle', { homeSpreadPrice: -105, awaySpreadPrice: -105 }),
      book('fanduel', {
        homeSpread: -3,
        awaySpread: 3,
        homeSpreadPrice: 120,
        awaySpreadPrice: 120,
      }),
      book('draftkings', { homeSpreadPrice: -108, awaySpreadPrice: -112 }),
    ];
    const spreadRef = marketReference(spreads, 'spread', options);
    if (!spreadRef) throw new Error('no reference');
    expect(bestPriceOf(spreads, 'spread', 0, spreadRef)).toMatchObject({
      book: 'draftkings',
      price: -108,
      point: -3.5,
    });
    expect(bestPriceOf(spreads, 'spread', 1, spreadRef)).toMatchObject({ point: 3.5 });
  });
});

describe('priceMarket', () => {
  it('prices each side at its best price against the fair line: edge = fair × decimal − 1', () => {
    const books = [
      book('pinnacle', { homeMoneyLine: -120, awayMoneyLine: 110 }),
      book('fanduel', { homeMoneyLine: -125, awayMoneyLine: 118 }),
    ];
    const priced = priceMarket(books, 'moneyline', options);
    const [home, away] = priced?.sides ?? [];
    const q1 = 120 / 220;
    const q2 = 100 / 210;
    const fairAway = q2 / (q1 + q2);
    expect(away?.fairProbability).toBeCloseTo(fairAway, 12);
    expect(away?.bestPrice).toMatchObject({ book: 'fanduel', price: 118, title: 'FANDUEL' });
    expect(away?.edge).toBeCloseTo(fairAway * 2.18 - 1, 12);
    expect(away?.edge).toBeGreaterThan(0);
    expect(home?.edge).toBeLessThan(0);
    expect(priced?.reference.book).toBe('pinnacle');
  });

  it("gives both sides of a pick'em spread the point 0 (never -0) and prices them there", () => {
    const pk = { homeSpread: 0, awaySpread: 0 };
    const books = [
      book('pinnacle', { ...pk, homeSpreadPrice: -105, awaySpreadPrice: -105 }),
      book('fanduel', { ...pk, homeSpreadPrice: -110, awaySpreadPrice: 102 }),
    ];
    const [home, away] = priceMarket(books, 'spread', options)?.sides ?? [];
    expect(Object.is(home?.point, 0)).toBe(true);
    expect(Object.is(away?.point, 0)).toBe(true);
    expect(away?.bestPrice).toMatchObject({ book: 'fanduel', price: 102, point: 0 });
    expect(away?.edge).toBeCloseTo(0.5 * 2.02 - 1, 12);
  });

  it('reads the models against the fair line by their weight', () => {
    expect(fairFirstSide(0.6)).toBe(0.6);
    expect(fairFirstSide(0.6, [{ model: 0.8, weight: 0 }])).toBeCloseTo(0.6, 12);
    expect(fairFirstSide(0.6, [{ model: 0.8, weight: 1 }])).toBeCloseTo(0.8, 12);
    const half = fairFirstSide(0.6, [{ model: 0.8, weight: 0.5 }]);
    expect(half).toBeGreaterThan(0.6);
    expect(half).toBeLessThan(0.8);
  });

  it('suggests a quarter-Kelly stake in units of 1% of the bankroll, at most 2', () => {
    // +3% at +100: Kelly 3%, a quarter is 0.75% of the bankroll → 0.8 units (one decimal).
    expect(kellyStake(0.03, 100)).toBe(0.8);
    expect(kellyStake(0.2, -110)).toBe(2);
    expect(kellyStake(-0.01, 100)).toBe(0);
    expect(edgeAt(0.5, 100)).toBeCloseTo(0, 12);
  });
});

describe('fair prices and widths', () => {
  it('states a fair chance as a price and a market by its width in cents', async () => {
    const { fairAmerican, marketWidthCents } = await import('@domain/pricing/priceFigures');
    expect(fairAmerican(0.5)).toBe(100);
    expect(fairAmerican(0.6)).toBe(-150);
    expect(fairAmerican(0.4)).toBe(150);
    expect(fairAmerican(0)).toBeNull();
    expect(marketWidthCents(-110, -110)).toBe(20);
    expect(marketWidthCents(-140, 130)).toBe(10);
    expect(marketWidthCents(-104, -106)).toBe(10);
  });
});
