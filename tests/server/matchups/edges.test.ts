import { describe, expect, it } from 'vitest';
import { EDGE_THRESHOLDS, edgeLabel } from '@domain/pricing/edgePricing';
import { easternDate } from '@domain/rules/dates';
import { americanToDecimal } from '@domain/rules/odds';
import { testApp } from '../helpers';

type Listed = {
  book: string;
  /** The markets in which the book has not moved with the fair line (the others are live). */
  staleMarkets: string[];
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  homeSpread: number | null;
  awaySpread: number | null;
  homeSpreadPrice: number | null;
  awaySpreadPrice: number | null;
  totalPoints: number | null;
  overPrice: number | null;
  underPrice: number | null;
};

// The side's price and point at one listed book.
function sideAt(
  b: Listed,
  market: string,
  pick: string,
): { price: number | null; point: number | null } {
  if (market === 'moneyline')
    return { price: pick === 'Home' ? b.homeMoneyLine : b.awayMoneyLine, point: null };
  if (market === 'spread')
    return pick === 'Home'
      ? { price: b.homeSpreadPrice, point: b.homeSpread }
      : { price: b.awaySpreadPrice, point: b.awaySpread };
  return { price: pick === 'Over' ? b.overPrice : b.underPrice, point: b.totalPoints };
}

describe('edges a bettor can act on, on the demo slate (docs/product.md "Edges")', () => {
  it('prices every consensus side of a game not yet started at its best price against the fair line, or says no book offers it', async () => {
    const { app, close } = await testApp({ DEMO_FEED: 'on', DEMO_SPEED: '1' });
    try {
      await app.predictions.settled();
      const now = Date.now();
      // Three Eastern days, so late in the evening the slate still holds enough unstarted games.
      const days = await Promise.all(
        [0, 1, 2].map((d) =>
          app.matchups.store.wireByDate(easternDate(new Date(now + d * 86_400_000))),
        ),
      );
      const games = days
        .flat()
        .filter((g) => g.startsAt && Date.parse(g.startsAt) > now && g.aiConsensus);
      expect(games.length).toBeGreaterThan(10);
      let sides = 0;
      let priced = 0;
      let labelled = 0;
      const booksOf = async (id: string) =>
        (await app.inject({ method: 'GET', url: `/api/matchups/${id}/odds` })).json<{
          books: Listed[];
        }>();
      // The demo's books move while it plays: a game's consensus is read between two identical
      // reads of its books, so both describe the same prices.
      const settledRead = async (id: string) => {
        for (let attempt = 0; attempt < 10; attempt++) {
          const before = await booksOf(id);
          const game = await app.matchups.store.toWireOne((await app.matchups.store.byId(id))!);
          const after = await booksOf(id);
          if (JSON.stringify(before.books) === JSON.stringify(after.books))
            return { game, odds: after };
        }
        throw new Error(`${id}: the books moved on every read`);
      };
      for (const listed of games) {
        const { game, odds } = await settledRead(listed.id);
        for (const market of ['moneyline', 'spread', 'total'] as const) {
          const c = game.aiConsensus?.[market];
          if (!c) continue;
          sides++;
          expect(c.fairProbability, `${game.id} ${market}`).toBeGreaterThan(0);
          // The offers a bettor can take: listed books not stale in this market (a book stale
          // in another market still prices this one), other than the fair line's own, at the
          // pick's point.
          const offers = odds.books
            .filter((b) => !b.staleMarkets.includes(market) && b.book !== c.reference?.book)
            .map((b) => sideAt(b, market, c.pick))
            .filter((q) => q.price !== null && (market === 'moneyline' || q.point === c.point))
            .map((q) => americanToDecimal(q.price!));
          const best = c.bestPrice;
          if (!best) {
            // No book offers the side at the fair line's point: no price, no edge, no label.
            expect(offers, `${game.id} ${market}`).toEqual([]);
            expect(c.edge).toBeNull();
            expect(c.recommendation ?? null).toBeNull();
            continue;
          }
          priced++;
          expect(best.point).toBe(market === 'moneyline' ? null : c.point);
          expect(c.edge).not.toBeNull();
          expect(
            Math.abs(c.edge! - (c.fairProbability! * americanToDecimal(best.price) - 1)),
          ).toBeLessThanOrEqual(0.002);
          // The best price is the best of those offers.
          expect(offers.length).toBeGreaterThan(0);
          expect(americanToDecimal(best.price)).toBeCloseTo(Math.max(...offers), 9);
          // The edge's range holds its point, and a label follows the low end of it.
          expect(c.edgeLow!).toBeLessThanOrEqual(c.edge! + 1e-9);
          expect(c.edge!).toBeLessThanOrEqual(c.edgeHigh! + 1e-9);
          expect(c.recommendation ?? null).toBe(c.reference?.book ? edgeLabel(c.edgeLow) : null);
          if (c.recommendation) {
            labelled++;
            expect(c.edgeLow!).toBeGreaterThanOrEqual(EDGE_THRESHOLDS[c.recommendation as 'Lean']);
            expect(c.stake! > 0 || c.stakedWith != null).toBe(true);
          }
        }
      }
      expect(sides).toBeGreaterThan(30);
      // A side without an offer at the fair line's point is the exception, not the slate.
      expect(priced / sides, `${priced} of ${sides} sides priced`).toBeGreaterThanOrEqual(0.9);
      const share = labelled / sides;
      expect(share, `${labelled} of ${sides} sides labelled`).toBeGreaterThanOrEqual(0.02);
      expect(share, `${labelled} of ${sides} sides labelled`).toBeLessThanOrEqual(0.3);
    } finally {
      await close();
    }
  }, 240_000);
});
