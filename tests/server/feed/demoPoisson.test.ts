import { describe, expect, it } from 'vitest';
import { homeWinProbability, liveChances, pregameChances } from '../../../server/feed/demo/market';

// The demo prices hockey and baseball from two Poisson scores. These reference sums are written
// the plain way (every pair of scores, up to 30 each); the priced chances must agree with them.
// The views' margins stay inside both leagues' bounds (MARKET.maxMargin), which pricing clamps to.
function pmf(mean: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= 30; k++) out.push(((out[k - 1] as number) * mean) / k);
  return out;
}

function reference(home: number, away: number, lead = 0) {
  const ph = pmf(home);
  const pa = pmf(away);
  let win = 0;
  let tie = 0;
  let homeByTwo = 0;
  let homeByOne = 0;
  let awayByTwo = 0;
  let awayByOne = 0;
  ph.forEach((a, i) =>
    pa.forEach((b, j) => {
      const margin = i - j + lead;
      if (margin > 0) win += a * b;
      if (margin === 0) tie += a * b;
      if (margin >= 2) homeByTwo += a * b;
      if (margin === 1) homeByOne += a * b;
      if (margin <= -2) awayByTwo += a * b;
      if (margin === -1) awayByOne += a * b;
    }),
  );
  return { win, tie, homeByTwo, homeByOne, awayByTwo, awayByOne };
}

const VIEWS = [
  { home: 3.1, away: 2.85 },
  { home: 2.4, away: 3.6 },
  { home: 4.4, away: 3.35 },
  { home: 3.0, away: 3.0 },
];

describe('demo Poisson chances', () => {
  it.each(VIEWS)('prices the moneyline and the puck and run lines of %o from both scores', (v) => {
    for (const sport of ['nhl', 'mlb'] as const) {
      const r = reference(v.home, v.away);
      const homeWin = r.win + r.tie * (v.home / (v.home + v.away));
      expect(homeWinProbability(sport, v)).toBeCloseTo(homeWin, 12);
      const stretched = sport === 'nhl' ? 0.25 : 0;
      const homeGives = pregameChances(sport, v, { spread: -1.5, total: 6.5 });
      expect(homeGives.homeCover).toBeCloseTo(r.homeByTwo + stretched * r.homeByOne, 12);
      const homeTakes = pregameChances(sport, v, { spread: 1.5, total: 6.5 });
      expect(homeTakes.homeCover).toBeCloseTo(1 - (r.awayByTwo + stretched * r.awayByOne), 12);
    }
  });

  it('prices a game in play from the score and the rest of the game', () => {
    const v = { home: 3.2, away: 2.7 };
    const live = { progress: 0.5, home: 2, away: 1 };
    const r = reference(v.home * 0.5, v.away * 0.5, 1);
    const chances = liveChances('nhl', v, live, { spread: -1.5, total: 5.5 });
    expect(chances.homeWin).toBeCloseTo(r.win + r.tie * (v.home / (v.home + v.away)), 12);
    expect(chances.homeCover).toBeCloseTo(r.homeByTwo + 0.25 * r.homeByOne, 12);
  });
});
