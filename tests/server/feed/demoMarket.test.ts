import { describe, expect, it } from 'vitest';
import { fairLineFit, fairRange } from '@domain/pricing/fairLineCalibration';
import { impliedProbability } from '@domain/rules/odds';
import { SPORTS, type Sport } from '@domain/rules/sports';
import { MARKET, phi } from '../../../server/feed/demo/market';
import { expectation, linesAt } from '../../../server/feed/demo/model';
import { gamesOn } from '../../../server/feed/demo/schedule';
import { addDays } from '../../../server/feed/demo/calendar';
import type { Lines } from '../../../server/matchups/types';

// Property checks over thousands of generated games: every closing line the demo would post.
const SEEDS = [1, 20261122, 99];
const START = '2025-09-01';

/** A closing line as the demo posts it: every market priced, the moneyline maybe taken down. */
interface Closing {
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  homeSpread: number;
  homeSpreadPrice: number;
  awaySpreadPrice: number;
  totalPoints: number;
  overPrice: number;
  underPrice: number;
}

const priced = (x: number | null | undefined): number => {
  if (x === null || x === undefined) throw new Error('a market without a price');
  return x;
};

function closing(l: Lines): Closing {
  return {
    homeMoneyLine: l.homeMoneyLine,
    awayMoneyLine: l.awayMoneyLine,
    homeSpread: priced(l.homeSpread),
    homeSpreadPrice: priced(l.homeSpreadPrice),
    awaySpreadPrice: priced(l.awaySpreadPrice),
    totalPoints: priced(l.totalPoints),
    overPrice: priced(l.overPrice),
    underPrice: priced(l.underPrice),
  };
}

function closingLines(sport: Sport): Closing[] {
  const out: Closing[] = [];
  for (const seed of SEEDS) {
    for (let d = 0; d < 365; d += 2) {
      for (const g of gamesOn(seed, sport, addDays(START, d))) {
        out.push(closing(linesAt(seed, g, expectation(seed, g), g.startsAt).lines));
      }
    }
  }
  return out;
}

const LINES = Object.fromEntries(SPORTS.map((s) => [s, closingLines(s)])) as Record<
  Sport,
  Closing[]
>;
const overround = (a: number, b: number): number =>
  impliedProbability(a) + impliedProbability(b) - 1;
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]): number => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

describe.each(SPORTS)('demo market, %s', (sport) => {
  const games = LINES[sport];

  it('has enough games to judge', () => {
    expect(games.length).toBeGreaterThan(350);
  });

  it("prices every market with the sharp book's 2-3% overround and prices a book would post", () => {
    for (const l of games) {
      const pairs: [number | null, number | null][] = [
        [l.homeMoneyLine, l.awayMoneyLine],
        [l.homeSpreadPrice, l.awaySpreadPrice],
        [l.overPrice, l.underPrice],
      ];
      for (const [a, b] of pairs) {
        if (a === null || b === null) continue;
        expect(Math.abs(a)).toBeGreaterThanOrEqual(100);
        expect(Math.abs(b)).toBeLessThanOrEqual(5000);
        expect(Math.abs(a)).toBeLessThanOrEqual(5000);
        const o = overround(a, b);
        expect(o).toBeGreaterThanOrEqual(0.02);
        expect(o).toBeLessThanOrEqual(0.03);
      }
      if (l.homeMoneyLine !== null && l.awayMoneyLine !== null) {
        expect(Math.min(l.homeMoneyLine, l.awayMoneyLine)).toBeGreaterThanOrEqual(
          MARKET[sport].maxFavourite,
        );
      }
    }
    if (sport !== 'ncaaf' && sport !== 'ncaab')
      expect(games.every((l) => l.homeMoneyLine !== null)).toBe(true);
  });

  it('has a spread that agrees with the moneyline of the same game', () => {
    for (const l of games) {
      if (l.homeMoneyLine === null || l.awayMoneyLine === null) continue;
      // The sharp's chance as the engine's fitted fair line reads it back.
      const p = fairRange(fairLineFit(sport, 'moneyline'), l.homeMoneyLine, l.awayMoneyLine)
        ?.fair as number;
      if (MARKET[sport].sigma > 0) {
        // The chance the spread implies through the league margin sigma is the moneyline's fair
        // chance, up to the half-point rounding of the spread.
        expect(Math.abs(phi(-l.homeSpread / MARKET[sport].sigma) - p)).toBeLessThanOrEqual(0.02);
      } else {
        // Puck and run lines: ±1.5, the moneyline favourite gives the 1.5 at a plus-ish price.
        expect(Math.abs(l.homeSpread)).toBe(1.5);
        if (Math.abs(p - 0.5) > 0.02) expect(l.homeSpread < 0).toBe(p > 0.5);
        const favPrice = l.homeSpread < 0 ? l.homeSpreadPrice : l.awaySpreadPrice;
        const favMl = l.homeSpread < 0 ? l.homeMoneyLine : l.awayMoneyLine;
        expect(impliedProbability(favPrice)).toBeLessThan(impliedProbability(favMl));
      }
    }
  });

  it('posts spreads and totals distributed as in the shared history', () => {
    const m = MARKET[sport];
    const totals = games.map((l) => l.totalPoints);
    expect(Math.abs(mean(totals) - m.totalMean)).toBeLessThanOrEqual(
      Math.max(0.25, m.totalSd * 0.2),
    );
    expect(sd(totals) / m.totalSd).toBeGreaterThan(0.7);
    expect(sd(totals) / m.totalSd).toBeLessThan(1.3);
    if (m.sigma === 0) return;
    const spreads = games.map((l) => l.homeSpread);
    expect(Math.abs(mean(spreads) - m.spreadMean)).toBeLessThanOrEqual(m.spreadSd * 0.15);
    expect(sd(spreads) / m.spreadSd).toBeGreaterThan(0.85);
    expect(sd(spreads) / m.spreadSd).toBeLessThan(1.15);
    expect(Math.max(...spreads.map(Math.abs))).toBeLessThanOrEqual(m.maxMargin);
  });
});
