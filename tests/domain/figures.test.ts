import { describe, expect, it } from 'vitest';
import {
  averageOdds,
  breakEvenProbability,
  chancesAtPoint,
  clvPoints,
  clvSummary,
  fairProbabilityAtPoint,
  KEY_NUMBER_WEIGHTS,
  marginSigma,
  percentText,
  recordTone,
  roi,
  winGivenNoPush,
  winRate,
  wlpText,
} from '@domain/rules/figures';
import { normCdf, normInv } from '@domain/rules/normal';

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
    expect(averageOdds(2 + 1.5, 2)).toBe(-133);
  });
  it('-110 twice is -110', () => expect(averageOdds(2 * (1 + 100 / 110), 2)).toBe(-110));
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

describe('chancesAtPoint: a side moved from its close to its point, pushes and key numbers counted', () => {
  const nflAway = { sport: 'nfl', market: 'spread', side: 'Away' } as const;
  const moved = (at: Parameters<typeof chancesAtPoint>[0], from: number, to: number) =>
    winGivenNoPush(chancesAtPoint(at, 0.5, from, to)) - 0.5;

  it('a half point across 3 in the NFL is worth far more than a half point at 10, or a normal half point', () => {
    const across3 = moved(nflAway, 3, 3.5);
    const at10 = moved(nflAway, 10, 10.5);
    expect(across3).toBeGreaterThan(0.045);
    expect(across3).toBeGreaterThan(2.5 * at10);
    expect(across3).toBeGreaterThan(2.5 * (fairProbabilityAtPoint(0.5, 0.5, 13.5) - 0.5));
    // Off the key numbers the league's normal margins are left about as they were.
    expect(moved(nflAway, 10, 10.5)).toBeCloseTo(fairProbabilityAtPoint(0.5, 0.5, 13.5) - 0.5, 2);
  });

  it('a whole-number close has a push chance; landing on the number moves its mass from loss to push', () => {
    const atThree = chancesAtPoint(nflAway, 0.5, 3, 3);
    expect(atThree.push).toBeGreaterThan(0.08);
    expect(atThree.win).toBeCloseTo(atThree.loss, 10);
    expect(atThree.win + atThree.push + atThree.loss).toBeCloseTo(1, 10);
    const off = chancesAtPoint(nflAway, 0.5, 2.5, 2.5);
    expect(off).toEqual({ win: 0.5, push: 0, loss: 0.5 });
    const landed = chancesAtPoint(nflAway, 0.5, 2.5, 3);
    expect(landed.win).toBeCloseTo(0.5, 10);
    expect(landed.push).toBeCloseTo(atThree.push, 2);
    expect(landed.loss).toBeCloseTo(0.5 - landed.push, 10);
    // One step further the push turns into a win; back across 3 it is about where it was.
    const past = chancesAtPoint(nflAway, 0.5, 2.5, 3.5);
    expect(past.win).toBeCloseTo(0.5 + landed.push, 10);
    expect(chancesAtPoint(nflAway, past.win, 3.5, 2.5).win).toBeCloseTo(0.5, 2);
  });

  it('reads the side: the favourite at -3 and the Under gain from a lower number, the Over from a lower total', () => {
    const home = { sport: 'nfl', market: 'spread', side: 'Home' } as const;
    expect(moved(home, -3, -2.5)).toBeCloseTo(moved(nflAway, 3, 3.5), 10);
    expect(moved(home, -3.5, -4)).toBeLessThan(0);
    const over = { sport: 'nfl', market: 'total', side: 'Over' } as const;
    const under = { ...over, side: 'Under' } as const;
    expect(moved(over, 44.5, 43.5)).toBeGreaterThan(0);
    expect(moved(under, 44.5, 45.5)).toBeCloseTo(moved(over, 44.5, 43.5), 10);
  });

  it('totals and the other leagues keep the normal model, with the push of a whole line', () => {
    const over = { sport: 'nfl', market: 'total', side: 'Over' } as const;
    const sigma = marginSigma('nfl', 'total');
    expect(moved(over, 44.5, 43.5)).toBeCloseTo(fairProbabilityAtPoint(0.5, 1, sigma) - 0.5, 6);
    expect(chancesAtPoint(over, 0.5, 44, 44).push).toBeCloseTo(
      normCdf(0.5 / sigma) - normCdf(-0.5 / sigma),
      6,
    );
    const nba = { sport: 'nba', market: 'spread', side: 'Home' } as const;
    expect(winGivenNoPush(chancesAtPoint(nba, 0.55, -4.5, -2.5))).toBeCloseTo(
      fairProbabilityAtPoint(0.55, 2, marginSigma('nba', 'spread')),
      6,
    );
  });

  it('college football has its own key numbers (3 and 7), and no ties', () => {
    const ncaaf = KEY_NUMBER_WEIGHTS.ncaaf ?? [];
    expect(ncaaf[3]).toBeGreaterThan(2);
    expect(ncaaf[7]).toBeGreaterThan(2);
    expect(ncaaf[0]).toBe(0);
    const home = { sport: 'ncaaf', market: 'spread', side: 'Home' } as const;
    expect(moved(home, -3, -2.5)).toBeGreaterThan(
      2 * (fairProbabilityAtPoint(0.5, 0.5, 15.5) - 0.5),
    );
    expect(chancesAtPoint(home, 0.5, 0, 0).push).toBe(0);
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
