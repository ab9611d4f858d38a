import { describe, expect, it } from 'vitest';
import {
  averageAmericanOdds,
  averageOdds,
  breakEvenProbability,
  clvPoints,
  clvSummary,
  fairProbabilityAtPoint,
  marginSigma,
  percentText,
  recordTone,
  roi,
  winRate,
  wlpText,
} from '@/domain/rules/figures';
import { normCdf, normInv } from '@/domain/rules/normal';

describe('winRate: wins / (wins + losses), pushes apart', () => {
  it('55-36-3 is 60.4%, not 58.5% (pushes are not losses)', () => {
    expect(winRate(55, 36)).toBe(60.4);
    expect(wlpText({ wins: 55, losses: 36, pushes: 3 })).toBe('55-36-3');
  });
  it.each([
    [1, 1, 50],
    [2, 1, 66.7],
    [0, 4, 0],
    [4, 0, 100],
  ])('%i-%i → %s%%', (w, l, rate) => expect(winRate(w, l)).toBe(rate));
  it('is null when nothing is decided (pushes only, or no picks)', () => {
    expect(winRate(0, 0)).toBeNull();
    expect(percentText(winRate(0, 0))).toBe('–');
  });
});

describe('roi: units / risked', () => {
  it('12.6% for +38.7u over 308 units risked', () => expect(roi(38.7, 308)).toBe(12.6));
  it('counts a push in what was risked', () => expect(roi(-1, 3)).toBe(-33.3));
  it('is null when nothing was risked', () => expect(roi(0, 0)).toBeNull());
});

describe('averageOdds: mean of decimal odds', () => {
  it('+100 and -200 average to 1.75 decimal, -133 (not -50)', () => {
    expect(averageAmericanOdds([100, -200])).toBe(-133);
    expect(averageOdds(2 + 1.5, 2)).toBe(-133);
  });
  it('-110 twice is -110', () => expect(averageAmericanOdds([-110, -110])).toBe(-110));
  it('is null without bets', () => expect(averageOdds(0, 0)).toBeNull());
});

describe('recordTone follows ROI, never win rate', () => {
  it.each([
    [12.5, 'positive'],
    [-17.5, 'negative'],
    [0, 'neutral'],
    [null, 'neutral'],
  ] as const)('ROI %s → %s', (r, tone) => expect(recordTone(r)).toBe(tone));
});

describe('clvPoints: closing fair probability − break-even of the price paid', () => {
  it('took +150 (40%), closed fair 45% → +5 points', () => {
    expect(breakEvenProbability(150)).toBeCloseTo(0.4, 10);
    expect(clvPoints(150, 0.45)).toBe(5);
  });
  it('took -110 (52.38%), closed fair 50% → −2.38 points', () => {
    expect(clvPoints(-110, 0.5)).toBe(-2.38);
  });
});

describe('fairProbabilityAtPoint: a point move through the league margin distribution', () => {
  it('is unchanged when the point did not move', () => {
    expect(fairProbabilityAtPoint(0.5, 0, 12)).toBe(0.5);
  });
  it('two points better on an NBA spread at 50% is Φ(2/12)', () => {
    const p = fairProbabilityAtPoint(0.5, 2, marginSigma('nba', 'spread'));
    expect(p).toBeCloseTo(normCdf(2 / 12), 6);
    expect(p).toBeGreaterThan(0.56);
    expect(p).toBeLessThan(0.57);
  });
  it('a worse point lowers the probability, and totals spread wider', () => {
    expect(fairProbabilityAtPoint(0.5, -1, 12)).toBeLessThan(0.5);
    expect(marginSigma('nfl', 'total')).toBeCloseTo(13.5 * 1.1, 10);
    expect(marginSigma('unknown', 'spread')).toBe(12);
  });
  it('normInv inverts normCdf', () => {
    for (const x of [-2, -0.5, 0, 0.3, 1.7]) expect(normInv(normCdf(x))).toBeCloseTo(x, 5);
  });
});

describe('clvSummary: mean CLV and the share that beat the close', () => {
  it('averages the known values', () => {
    expect(clvSummary([2, -1, null, 4, 0])).toEqual({ meanClv: 1.25, beatClose: 50, measured: 4 });
  });
  it('is null without a measured bet', () => {
    expect(clvSummary([null, undefined])).toEqual({ meanClv: null, beatClose: null, measured: 0 });
  });
});
