import { describe, expect, it } from 'vitest';
import { devig } from '@domain/pricing/devig';
import { fairLineFit, fairRange } from '@domain/pricing/fairLineCalibration';
import { impliedProbability } from '@domain/rules/odds';
import { SPORTS, type Sport } from '@domain/rules/sports';
import { longshotPrices, pricesFor } from '../../../server/feed/demo/margins';
import { pregameChances } from '../../../server/feed/demo/market';
import { playGame } from '../../../server/feed/demo/simulate';

// The demo market must not flatter the engine (docs/models.md "Labels in the demo market"): the
// sharp book is read back at its own chance by the fitted fair line, the retail books shade the
// long shot, and games are won at the chances the prices say.

const MARKETS = ['moneyline', 'spread', 'total'] as const;
const hold = (a: number, b: number): number => impliedProbability(a) + impliedProbability(b) - 1;

describe('demo margins', () => {
  it("prices the sharp book so that each league's fitted fair line reads its chance back", () => {
    let checked = 0;
    for (const sport of SPORTS) {
      for (const market of MARKETS) {
        const fit = fairLineFit(sport, market);
        for (const p of [0.08, 0.2, 0.35, 0.5, 0.62, 0.8, 0.92]) {
          for (const h of [0.0225, 0.025, 0.0275]) {
            const [a, b] = pricesFor(fit, p, h);
            // Whole prices: the round-trip is as close as a cent of price allows.
            expect(fairRange(fit, a, b)?.fair, `${sport} ${market} ${String(p)}`).toBeCloseTo(p, 2);
            expect(Math.abs(hold(a, b) - h)).toBeLessThan(0.003);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(SPORTS.length * 3 * 7 * 3);
  });

  it('shades the long shot at a retail book: multiplicative devig overrates the favourite no more', () => {
    for (const p of [0.15, 0.3, 0.7, 0.85]) {
      const [a, b] = longshotPrices(p, 0.05);
      expect(hold(a, b)).toBeGreaterThan(0.045);
      expect(hold(a, b)).toBeLessThan(0.056);
      const [dog, fav] = p < 0.5 ? ([0, 1] as const) : ([1, 0] as const);
      const implied = [impliedProbability(a), impliedProbability(b)] as const;
      const fair = [p, 1 - p] as const;
      // The long shot carries more of the margin than its share of the chances.
      expect(implied[dog] / fair[dog]).toBeGreaterThan(implied[fav] / fair[fav]);
      // The power method inverts this shape, the multiplicative one does not.
      expect(devig(a, b, 'power')?.[0]).toBeCloseTo(p, 2);
      expect(Math.abs((devig(a, b, 'multiplicative')?.[0] ?? 0) - p)).toBeGreaterThan(0.003);
    }
  });

  it('plays games out at the chances the prices give', () => {
    const views: [Sport, number, number][] = [
      ['nfl', 27, 17],
      ['nba', 118, 108],
      ['nhl', 3.3, 2.7],
      ['mlb', 4.6, 3.9],
    ];
    const n = 6000;
    for (const [sport, home, away] of views) {
      const c = pregameChances(sport, { home, away });
      let win = 0;
      let cover = 0;
      let covers = 0;
      let over = 0;
      let overs = 0;
      for (let i = 0; i < n; i++) {
        const g = playGame(7, sport, `g${String(i)}`, { home, away });
        if (g.home > g.away) win++;
        const by = g.home - g.away + c.homeSpread;
        if (by !== 0) covers++;
        if (by > 0) cover++;
        const past = g.home + g.away - c.totalPoints;
        if (past !== 0) overs++;
        if (past > 0) over++;
      }
      // Four standard errors of a share near 1/2 over 6,000 games.
      const within = 4 * Math.sqrt(0.25 / n);
      expect(Math.abs(win / n - c.homeWin), `${sport} win`).toBeLessThan(within);
      expect(Math.abs(cover / covers - c.homeCover), `${sport} cover`).toBeLessThan(within);
      expect(Math.abs(over / overs - c.over), `${sport} over`).toBeLessThan(within);
    }
  });
});
