import { describe, expect, it } from 'vitest';
import type { Matchup, MarketConsensus } from '@domain/contracts/matchup';
import { edgeLabel } from '@domain/pricing/edgePricing';
import { priceMarket, type BookPrices } from '@domain/pricing/fairLine';
import { pricedConsensus } from '@domain/pricing/consensus';
import { impliedProbability, noVigProbabilities } from '@domain/rules/odds';
import {
  DEMO_BOOKS,
  frozenWithin,
  MAX_LAG_MS,
  RETAIL_BOOKS,
  type DatedBookLines,
} from '../../../server/feed/demo/books';
import { DemoFeed, demoReport, progressAt } from '../../../server/feed/demo/demoFeed';
import { liveChances } from '../../../server/feed/demo/market';
import { bookGame, expectation } from '../../../server/feed/demo/model';
import type { ScheduledGame } from '../../../server/feed/demo/schedule';
import { STEP_MS, stepAt } from '../../../server/feed/demo/sharp';
import type { BookLines, FeedMatchup } from '../../../server/matchups/types';

// The demo's market (docs/product.md "Edges"): a sharp book that moves first, retail books that
// follow it with their own delays, honest edges that open and close, and in-play prices that
// follow the score and the clock.

const SEED = 20261122;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** A Tuesday and a Sunday in November: NBA, NHL, college basketball; the NFL on Sunday. */
const DAYS = [24, 29];
const HOURS = [0, 4, 8, 12, 16, 20];
const at = (day: number, hour: number, minute = 17) =>
  new Date(Date.UTC(2026, 10, day, hour, minute));

function window(now: Date): ScheduledGame[] {
  return new DemoFeed({
    publisher: { publish: async () => [] },
    seed: SEED,
    speed: 1,
    log: quiet,
    now: () => now,
    daysBack: 1,
    daysAhead: 1,
  }).window();
}

const report = (g: ScheduledGame, now: Date, seed = SEED): FeedMatchup =>
  demoReport(seed, 1, { game: g, truth: expectation(seed, g) }, now);

const PAIRS = [
  ['homeMoneyLine', 'awayMoneyLine'],
  ['homeSpreadPrice', 'awaySpreadPrice'],
  ['overPrice', 'underPrice'],
] as const;

const hold = (a: number, b: number): number => impliedProbability(a) + impliedProbability(b) - 1;

/** Whether every book has taken the sharp's current step (no book is inside its delay). */
function settled(g: ScheduledGame, now: Date): boolean {
  const { path } = bookGame(SEED, g, expectation(SEED, g));
  return stepAt(path, now.getTime() - MAX_LAG_MS) === stepAt(path, now.getTime());
}

/** Arbitrages among a game's books: per market and point, best first + best second imply < 1. */
function arbitrages(books: readonly BookLines[]): number {
  let n = 0;
  for (const [first, second] of PAIRS) {
    const byPoint = new Map<string, BookLines[]>();
    for (const b of books) {
      if (b[first] == null || b[second] == null) continue;
      const point =
        first === 'homeMoneyLine'
          ? ''
          : String(first === 'overPrice' ? b.totalPoints : b.homeSpread);
      byPoint.set(point, [...(byPoint.get(point) ?? []), b]);
    }
    for (const list of byPoint.values()) {
      const best = (key: typeof first | typeof second) =>
        Math.min(...list.map((b) => impliedProbability(b[key] as number)));
      if (best(first) + best(second) < 1) n++;
    }
  }
  return n;
}

const prices = (books: readonly BookLines[]): BookPrices[] =>
  books.map((b) => ({
    book: b.book,
    title: b.title,
    awayMoneyLine: b.awayMoneyLine,
    homeMoneyLine: b.homeMoneyLine,
    awaySpread: b.awaySpread,
    homeSpread: b.homeSpread,
    awaySpreadPrice: b.awaySpreadPrice ?? null,
    homeSpreadPrice: b.homeSpreadPrice ?? null,
    totalPoints: b.totalPoints,
    overPrice: b.overPrice ?? null,
    underPrice: b.underPrice ?? null,
    // Each demo book is dated when it last moved.
    updatedAt: ((b as DatedBookLines).updatedAt as Date | undefined)?.toISOString() ?? '',
  }));

/** The sides of a game's markets the engine labels (market only: the models' weights are 0). */
function labelledSides(
  r: FeedMatchup,
  now: Date,
): { sides: number; labelled: string[]; picks: MarketConsensus[] } {
  const matchup = {
    id: r.providerId,
    sport: r.sport,
    startsAt: r.startsAt.toISOString(),
    homeTeam: r.homeTeam,
    awayTeam: r.awayTeam,
    books: prices(r.books ?? []),
  } as Matchup;
  let sides = 0;
  const labelled: string[] = [];
  const picks: MarketConsensus[] = [];
  for (const market of ['moneyline', 'spread', 'total'] as const) {
    const c = pricedConsensus(matchup, market, [], 0, now.getTime());
    if (!c) continue;
    sides += 2;
    if (!c.recommendation) continue;
    labelled.push(`${market}:${c.pick}`);
    picks.push({ ...c, market } as MarketConsensus & { market: string });
  }
  return { sides, labelled, picks };
}

describe('demo books before the start', () => {
  const samples = DAYS.flatMap((day) =>
    HOURS.map((hour) => {
      const now = at(day, hour);
      const games = window(now).filter((g) => progressAt(g, now, 1) < 0);
      return { now, games, reports: games.map((g) => report(g, now)) };
    }),
  );

  it('has a sharp book at 2-3% and five retail books at 4.5-6% on every market', () => {
    expect(DEMO_BOOKS.map((b) => b.book)).toEqual([
      'pinnacle',
      'draftkings',
      'fanduel',
      'betmgm',
      'caesars',
      'betrivers',
    ]);
    let checked = 0;
    for (const { reports } of samples) {
      for (const r of reports) {
        expect(r.books?.map((b) => b.book)).toEqual(DEMO_BOOKS.map((b) => b.book));
        for (const b of r.books ?? []) {
          const [lo, hi] = b.book === 'pinnacle' ? [0.02, 0.03] : [0.045, 0.06];
          for (const [x, y] of PAIRS) {
            const first = b[x];
            const second = b[y];
            if (first == null || second == null) continue;
            expect(Number.isInteger(first) && Number.isInteger(second)).toBe(true);
            expect(hold(first, second)).toBeGreaterThanOrEqual(lo);
            expect(hold(first, second)).toBeLessThanOrEqual(hi);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it("posts the sharp book's line as the matchup's own", () => {
    for (const { reports } of samples) {
      for (const r of reports) {
        const sharp = r.books?.find((b) => b.book === 'pinnacle');
        expect({ ...r.lines, book: 'pinnacle', title: 'Pinnacle' }).toEqual({
          ...sharp,
          updatedAt: undefined,
        });
      }
    }
  });

  it('keeps the books of a game within a point of each other on spreads and totals', () => {
    let halfApart = 0;
    for (const { reports, games, now } of samples) {
      reports.forEach((r, i) => {
        const books = r.books ?? [];
        const spreads = books.map((b) => b.homeSpread as number);
        const totals = books.map((b) => b.totalPoints as number);
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
        if (r.sport === 'nhl' || r.sport === 'mlb') {
          expect(spreads.every((s) => Math.abs(s) === 1.5)).toBe(true);
          if (settled(games[i] as ScheduledGame, now)) expect(new Set(spreads).size).toBe(1);
        } else {
          expect(Math.max(...spreads) - Math.min(...spreads)).toBeLessThanOrEqual(1);
        }
        if (new Set(spreads).size > 1 || new Set(totals).size > 1) halfApart++;
      });
    }
    // A book one step behind now and then posts another half point.
    expect(halfApart).toBeGreaterThan(0);
  });

  it('has no arbitrage outside a delay, and seldom one inside', () => {
    let inside = 0;
    let markets = 0;
    for (const { reports, games, now } of samples) {
      reports.forEach((r, i) => {
        const n = arbitrages(r.books ?? []);
        markets += 3;
        if (settled(games[i] as ScheduledGame, now)) expect(n, r.providerId).toBe(0);
        else inside += n;
      });
    }
    expect(markets).toBeGreaterThan(1000);
    expect(inside / markets).toBeLessThan(0.005);
  });

  it('labels 2-30% of the sides of games not yet started, favourites among them, each on the low end of its edge', () => {
    let sides = 0;
    let labelled = 0;
    const moneylines: number[] = [];
    for (const { reports, now } of samples) {
      let here = 0;
      for (const r of reports) {
        const s = labelledSides(r, now);
        sides += s.sides;
        labelled += s.labelled.length;
        here += s.labelled.length;
        for (const c of s.picks) {
          const { edge, edgeLow, edgeHigh } = c as {
            edge: number;
            edgeLow: number;
            edgeHigh: number;
          };
          expect(edgeLow).toBeLessThanOrEqual(edge);
          expect(edge).toBeLessThanOrEqual(edgeHigh);
          expect(c.recommendation).toBe(edgeLabel(edgeLow));
          if ((c as { market?: string }).market === 'moneyline') moneylines.push(c.price as number);
        }
      }
      expect(here, now.toISOString()).toBeGreaterThan(0);
    }
    expect(sides).toBeGreaterThan(2000);
    expect(labelled / sides).toBeGreaterThanOrEqual(0.02);
    expect(labelled / sides).toBeLessThanOrEqual(0.3);
    // Both ends of the board: the retail books shade the long shot, so most value is not there.
    const underdogs = moneylines.filter((price) => price >= 100).length;
    expect(moneylines.length).toBeGreaterThan(20);
    expect(underdogs / moneylines.length).toBeLessThan(0.9);
    expect(moneylines.some((price) => price < 100)).toBe(true);

    // Half a day later the market has moved: some labels closed, others opened (a book's own
    // opinion of a game stays, so most last; the sharp's walk and the freezes move the rest).
    const now = at(24, 12);
    const later = new Date(now.getTime() + 12 * 3_600_000);
    const games = window(now).filter((g) => progressAt(g, later, 1) < 0);
    const labels = (t: Date) =>
      new Set(
        games.flatMap((g) =>
          labelledSides(report(g, t), t).labelled.map((l) => `${g.providerId} ${l}`),
        ),
      );
    const before = labels(now);
    const after = labels(later);
    expect([...before].some((l) => !after.has(l))).toBe(true);
    expect([...after].some((l) => !before.has(l))).toBe(true);
  });

  it('dates each book when it last moved, and a book frozen past an hour is left out as stale', () => {
    let frozen = 0;
    for (const { reports } of samples) {
      for (const r of reports) {
        const books = prices(r.books ?? []);
        const sharp = Date.parse(books[0]?.updatedAt ?? '');
        expect(new Set(books.map((b) => b.updatedAt)).size).toBeGreaterThan(1);
        for (const b of books.slice(1)) {
          if (sharp - Date.parse(b.updatedAt) <= 60 * 60_000) continue;
          frozen++;
          for (const market of ['moneyline', 'spread', 'total'] as const) {
            const priced = priceMarket(books, market, undefined, [], 0, r.sport);
            if (
              !priced ||
              priced.reference.point !==
                (market === 'total' ? b.totalPoints : market === 'spread' ? b.homeSpread : null)
            )
              continue;
            expect(priced.stale, `${r.providerId} ${b.book} ${market}`).toContain(b.book);
          }
        }
      }
    }
    expect(frozen).toBeGreaterThan(5);
  });

  it('moves the sharp first and each retail book after its own delay', () => {
    const now = at(24, 12);
    const games = window(now).filter((g) => g.startsAt.getTime() > now.getTime() + 6 * 3_600_000);
    let seen = 0;
    for (const g of games) {
      const { path } = bookGame(SEED, g, expectation(SEED, g));
      const k = stepAt(path, now.getTime());
      const step = path.times[k + 1] as number;
      const before = report(g, new Date(step - 1000));
      const sharpNow = report(g, new Date(step + 1000));
      const sharp = (r: FeedMatchup) => JSON.stringify(r.books?.[0]);
      if (sharp(before) === sharp(sharpNow)) continue;
      seen++;
      const game = bookGame(SEED, g, expectation(SEED, g));
      for (const b of RETAIL_BOOKS) {
        // A book whose feed stands still does not follow.
        if (frozenWithin(game, b, step - STEP_MS, step + STEP_MS)) continue;
        const i = DEMO_BOOKS.indexOf(b);
        const book = (t: number) => JSON.stringify(report(g, new Date(t)).books?.[i]);
        // Still at its old prices just before its delay is over, at the new ones just after.
        expect(book(step + b.lagMs - 1000)).toBe(book(step - 1000));
        expect(book(step + b.lagMs + 1000)).toBe(book(step + STEP_MS - 1000));
      }
      if (seen >= 20) break;
    }
    expect(seen).toBe(20);
  });

  it('is the same for the same seed and clock, and differs for another seed', () => {
    const now = at(24, 12);
    const games = window(now)
      .filter((g) => progressAt(g, now, 1) < 0)
      .slice(0, 30);
    for (const g of games) expect(report(g, now).books).toEqual(report(g, now).books);
    const other = games.filter(
      (g) => JSON.stringify(report(g, now).books) !== JSON.stringify(report(g, now, 7).books),
    );
    expect(other.length).toBe(games.length);
  });
});

describe('demo books in play', () => {
  it('moves toward the leader as the clock runs down, near certainty at the end', () => {
    const view = { home: 112, away: 110 };
    let last = 0;
    for (const progress of [0, 0.25, 0.5, 0.75, 0.9, 0.97]) {
      const p = liveChances('nba', view, { progress, home: 71, away: 66 }).homeWin;
      expect(p).toBeGreaterThan(last);
      last = p;
    }
    expect(last).toBeGreaterThan(0.95);
    // A 25-point lead midway through is no -235 any more.
    expect(liveChances('nba', view, { progress: 0.6, home: 71, away: 46 }).homeWin).toBeGreaterThan(
      0.97,
    );
    // Hockey: a two-goal lead late.
    expect(
      liveChances('nhl', { home: 3, away: 3 }, { progress: 0.9, home: 3, away: 1 }).homeWin,
    ).toBeGreaterThan(0.9);
    // The total follows the score: far past the pre-game total, the over's line moves up.
    const total = liveChances('nba', view, { progress: 0.5, home: 70, away: 70 });
    expect(total.totalPoints).toBeGreaterThan(250);
  });

  it("prices live games from the score: the leader's price shortens, books freeze at the final", () => {
    let late = 0;
    let right = 0;
    for (const day of DAYS) {
      for (let minutes = 5; minutes < 24 * 60; minutes += 30) {
        const now = at(day, 0, minutes);
        for (const g of window(now)) {
          const progress = progressAt(g, now, 1);
          if (progress < 0.8 || progress >= 1) continue;
          const r = report(g, now);
          const lead = (r.homeScore as number) - (r.awayScore as number);
          const sharp = r.books?.[0];
          if (!sharp || lead === 0) continue;
          late++;
          // The leader is the favourite (or the market is off the board: the game is decided).
          if (sharp.homeMoneyLine == null || sharp.awayMoneyLine == null) right++;
          else if (
            noVigProbabilities(sharp.homeMoneyLine, sharp.awayMoneyLine).home > 0.5 ===
            lead > 0
          )
            right++;
          // Every book that prices the game in play stays in its margin and within a point.
          const books = r.books ?? [];
          for (const b of books) {
            const [lo, hi] = b.book === 'pinnacle' ? [0.02, 0.03] : [0.045, 0.06];
            for (const [x, y] of PAIRS) {
              const first = b[x];
              const second = b[y];
              if (first == null || second == null) continue;
              expect(hold(first, second)).toBeGreaterThanOrEqual(lo);
              expect(hold(first, second)).toBeLessThanOrEqual(hi);
            }
          }
          // A suspended book (around a score) has no line.
          const totals = books.flatMap((b) => (b.totalPoints == null ? [] : [b.totalPoints]));
          expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
        }
      }
    }
    expect(late).toBeGreaterThan(50);
    expect(right / late).toBeGreaterThan(0.9);

    const now = at(24, 12);
    const done = window(now).filter((g) => progressAt(g, now, 1) >= 1);
    for (const g of done.slice(0, 20)) {
      const r = report(g, now);
      expect(r.status).toBe('FINAL');
      expect(report(g, new Date(now.getTime() + 5 * 3_600_000)).books).toEqual(r.books);
      const close = report(g, new Date(g.startsAt.getTime() - 1));
      // The matchup's own line stays the closing line; the books have moved with the game.
      expect(r.lines).toEqual(close.lines);
      expect(r.books).not.toEqual(close.books);
    }
  });
});
