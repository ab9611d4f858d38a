import { describe, expect, it } from 'vitest';
import { moveText, oddsHistory } from '@domain/rules/oddsHistory';
import type { OddsPoint } from '@domain/contracts/oddsHistory';

const point = (takenAt: string, over: Partial<OddsPoint> = {}): OddsPoint => ({
  takenAt,
  awayMoneyLine: 130,
  homeMoneyLine: -150,
  awaySpread: 3,
  homeSpread: -3,
  totalPoints: 220,
  homeSpreadPrice: null,
  awaySpreadPrice: null,
  overPrice: null,
  underPrice: null,
  ...over,
});

describe('oddsHistory', () => {
  it('opens at each line’s first known value and moves to its last', () => {
    const h = oddsHistory('m1', [
      point('t1', { totalPoints: null }),
      point('t2', { homeSpread: -4.5, awaySpread: 4.5, totalPoints: 221.5 }),
      point('t3', { homeSpread: -4.5, awaySpread: 4.5, homeMoneyLine: -175, totalPoints: null }),
    ]);
    expect(h.open).toMatchObject({ takenAt: 't1', homeSpread: -3, totalPoints: 221.5 });
    expect(h.current).toMatchObject({
      takenAt: 't3',
      homeSpread: -4.5,
      homeMoneyLine: -175,
      totalPoints: 221.5,
    });
    expect(h.move).toEqual({
      awayMoneyLine: 0,
      homeMoneyLine: -25,
      awaySpread: 1.5,
      homeSpread: -1.5,
      totalPoints: 0,
    });
  });

  it('has no open, current or move without points', () => {
    expect(oddsHistory('m1', [])).toEqual({
      matchupId: 'm1',
      points: [],
      open: null,
      current: null,
      move: {
        awayMoneyLine: null,
        homeMoneyLine: null,
        awaySpread: null,
        homeSpread: null,
        totalPoints: null,
      },
    });
  });

  it.each<[number | null, string]>([
    [1.5, '+1.5'],
    [-20, '-20'],
    [0, '0'],
    [null, '-'],
  ])('moveText(%s) = %s', (n, text) => {
    expect(moveText(n)).toBe(text);
  });
});
