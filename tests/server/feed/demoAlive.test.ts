import { describe, expect, it } from 'vitest';
import { impliedProbability } from '@domain/rules/odds';
import { DemoFeed, demoReport, progressAt } from '../../../server/feed/demo/demoFeed';
import { DEMO_BOOKS } from '../../../server/feed/demo/books';
import { gameState } from '../../../server/feed/demo/gameState';
import { expectation } from '../../../server/feed/demo/model';

const SEED = 20261122;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = '2026-11-24'; // a Tuesday in November: NBA, NHL and college basketball play
const at = (hourUtc: number, minute = 0) => new Date(Date.UTC(2026, 10, 24, hourUtc, minute));

function stateAt(now: Date) {
  const feed = new DemoFeed({
    publisher: { publish: async () => [] },
    seed: SEED,
    speed: 1,
    log: quiet,
    now: () => now,
    daysBack: 1,
    daysAhead: 1,
  });
  return feed.window().map((g) => ({ g, progress: progressAt(g, now, 1) }));
}

describe('demo alive at any hour', () => {
  it('has games scheduled, live and final around now at every hour, in every league playing that day', () => {
    const coverage = new Map<string, number>();
    for (let h = 0; h < 24; h++) {
      const now = at(h, 30);
      const games = stateAt(now);
      expect(
        games.some((x) => x.progress >= 0 && x.progress < 1),
        `live at ${h}:30`,
      ).toBe(true);
      for (const sport of ['nba', 'nhl', 'ncaab']) {
        const mine = games.filter(
          (x) =>
            x.g.sport === sport &&
            Math.abs(x.g.startsAt.getTime() - now.getTime()) < 24 * 3_600_000,
        );
        expect(
          mine.some((x) => x.progress < 0),
          `${sport} scheduled at ${h}:30`,
        ).toBe(true);
        expect(
          mine.some((x) => x.progress >= 1),
          `${sport} final at ${h}:30`,
        ).toBe(true);
        if (mine.some((x) => x.progress >= 0 && x.progress < 1))
          coverage.set(sport, (coverage.get(sport) ?? 0) + 1);
      }
    }
    // Each league is in play for a good share of the day (a league's day is as long as its games).
    for (const sport of ['nba', 'nhl', 'ncaab'])
      expect(coverage.get(sport)).toBeGreaterThanOrEqual(6);
  });

  it('keeps each game on its Eastern date and its id, only the start moves', () => {
    const games = stateAt(at(17))
      .map((x) => x.g)
      .filter((g) => g.date === DAY);
    expect(games.length).toBeGreaterThan(20);
    expect(games.every((g) => g.providerId.includes(DAY.replaceAll('-', '')))).toBe(true);
  });

  it('reports a live game with a period and a clock that advance with the injected clock, none before or after', () => {
    const now = at(15);
    const live = stateAt(now).find(
      (x) => ['nba', 'nfl', 'ncaab'].includes(x.g.sport) && x.progress > 0.05 && x.progress < 0.8,
    );
    expect(live).toBeDefined();
    const g = live!.g;
    const known = { game: g, truth: expectation(SEED, g) };
    const first = demoReport(SEED, 1, known, now);
    const later = demoReport(SEED, 1, known, new Date(now.getTime() + 60_000));
    expect(first.period).toMatch(/^(Q[1-4]|[12]H)$/);
    expect(first.clock).toMatch(/^\d{1,2}:\d{2}$/);
    expect(later.clock).not.toBe(first.clock);
    expect(demoReport(SEED, 1, known, new Date(g.startsAt.getTime() - 1000))).toMatchObject({
      period: null,
      clock: null,
    });
    expect(
      demoReport(SEED, 1, known, new Date(g.startsAt.getTime() + 6 * 3_600_000)),
    ).toMatchObject({ status: 'FINAL', period: null, clock: null });
  });

  it('names periods the way each sport does', () => {
    expect(gameState('nba', -0.1, false)).toEqual({ period: null, clock: null });
    expect(gameState('nba', 0.5 + 0.25 * (1 - 4.2 / 12), false)).toEqual({
      period: 'Q3',
      clock: '4:12',
    });
    expect(gameState('mlb', 6.2 / 9, false)).toEqual({ period: 'Top 7th', clock: null });
    expect(gameState('mlb', 6.7 / 9, false)).toEqual({ period: 'Bot 7th', clock: null });
    expect(gameState('nhl', 0.5, false).period).toBe('2nd');
    expect(gameState('nhl', 0.99, true).period).toBe('OT');
    expect(gameState('nba', 0.99, true).period).toBe('OT');
    expect(gameState('ncaab', 0.2, false).period).toBe('1H');
    expect(gameState('nfl', 0.9, false)).toMatchObject({ period: 'Q4' });
  });

  it('prices each game at a sharp book and five retail books with their own margins and small differences', () => {
    const now = at(12);
    const upcoming = stateAt(now)
      .filter((x) => x.progress < 0)
      .slice(0, 200);
    let differ = 0;
    for (const { g } of upcoming) {
      const r = demoReport(SEED, 1, { game: g, truth: expectation(SEED, g) }, now);
      expect(r.books?.map((b) => b.book)).toEqual(DEMO_BOOKS.map((b) => b.book));
      for (const b of r.books ?? []) {
        // The sharp book (Pinnacle) takes 2-3%, the retail books 4.5-6%.
        const [lo, hi] = b.book === 'pinnacle' ? [0.02, 0.03] : [0.045, 0.06];
        for (const [x, y] of [
          [b.homeMoneyLine, b.awayMoneyLine],
          [b.homeSpreadPrice, b.awaySpreadPrice],
          [b.overPrice, b.underPrice],
        ] as const) {
          if (x == null || y == null) continue;
          const o = impliedProbability(x) + impliedProbability(y) - 1;
          expect(o).toBeGreaterThanOrEqual(lo);
          expect(o).toBeLessThanOrEqual(hi);
        }
        // A book's line stays within a point of the consensus (the sharp's line).
        if (b.homeSpread != null && r.lines?.homeSpread != null)
          expect(Math.abs(b.homeSpread - r.lines.homeSpread)).toBeLessThanOrEqual(1);
      }
      if (
        new Set(r.books?.map((b) => `${b.homeMoneyLine}/${b.homeSpread}/${b.homeSpreadPrice}`))
          .size > 1
      )
        differ++;
    }
    expect(differ / upcoming.length).toBeGreaterThan(0.9);
  });
});
