import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EdgePick, EdgePicksResponse } from '@domain/contracts/edgePicks';
import { marketReference, type BookPrices, type PricedMarket } from '@domain/pricing/fairLine';
import { chancesAtPoint, clvPoints, winGivenNoPush } from '@domain/rules/figures';
import { americanToDecimal } from '@domain/rules/odds';
import { insertPublishedPicks, type PublishedPickRow } from '../../../server/edgePicks/bulk';
import { fromOddsEvent } from '../../../server/feed/oddsApi/mapping';
import type { OddsEvent } from '../../../server/feed/oddsApi/schemas';
import { testApp } from '../helpers';

// The close a published pick's CLV is read against (docs/product.md "Edges" 5): on the live feed
// the posted line is the median of the books, and books keep moving in play; the close is the
// first sharp book's last quote of the market before the start. The server's clock is faked
// (Date only) to walk a game from before its start into play.

const T0 = new Date('2026-10-04T14:00:00Z');
const START = new Date(T0.getTime() + 3 * 3_600_000);
const HOME = 'Kansas City Chiefs';
const AWAY = 'Buffalo Bills';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

interface Quote {
  ml?: [number, number];
  /** The home spread and both prices. */
  spread?: [number, number, number];
}

/** One bookmaker of an Odds API event. */
function bookmaker(key: string, q: Quote, at: Date): OddsEvent['bookmakers'][number] {
  const markets: OddsEvent['bookmakers'][number]['markets'] = [];
  if (q.ml)
    markets.push({
      key: 'h2h',
      outcomes: [
        { name: HOME, price: q.ml[0] },
        { name: AWAY, price: q.ml[1] },
      ],
    });
  if (q.spread)
    markets.push({
      key: 'spreads',
      outcomes: [
        { name: HOME, price: q.spread[1], point: q.spread[0] },
        { name: AWAY, price: q.spread[2], point: -q.spread[0] + 0 },
      ],
    });
  return { key, title: key, last_update: at.toISOString(), markets };
}

/** The live feed's report of one game: the books' quotes as last updated at `at`. */
function live(id: string, books: Record<string, Quote>, at: Date) {
  const event: OddsEvent = {
    id,
    sport_key: 'americanfootball_nfl',
    commence_time: START.toISOString(),
    home_team: HOME,
    away_team: AWAY,
    bookmakers: Object.entries(books).map(([key, q]) => bookmaker(key, q, at)),
  };
  return fromOddsEvent('nfl', event, at);
}

/** Publishes reports with the server's clock at `at`, and waits for the picks module. */
async function publishAt(at: Date, reports: ReturnType<typeof live>[]) {
  vi.setSystemTime(at);
  const results = await app.matchups.publisher.publish(reports);
  await app.edgePicks.idle();
  return results;
}

function pick(
  matchupId: string,
  market: PricedMarket,
  side: 'Home' | 'Away',
  point: number | null,
  price: number,
): PublishedPickRow {
  return {
    publishedAt: T0,
    matchupId,
    sport: 'nfl',
    market,
    side,
    point,
    book: 'fanduel',
    bookTitle: 'FanDuel',
    price,
    fairProbability: 0.55,
    edge: 0.03,
    label: 'Lean',
    stake: 0.5,
    origin: 'live',
    result: null,
    units: null,
    closingFair: null,
    clv: null,
    clvEv: null,
  };
}

/** One sharp book's quote of a market, as marketReference reads books. */
function sharpBook(q: Quote): BookPrices {
  return {
    book: 'pinnacle',
    title: 'Pinnacle',
    homeMoneyLine: q.ml?.[0] ?? null,
    awayMoneyLine: q.ml?.[1] ?? null,
    homeSpread: q.spread?.[0] ?? null,
    awaySpread: q.spread ? -q.spread[0] + 0 : null,
    homeSpreadPrice: q.spread?.[1] ?? null,
    awaySpreadPrice: q.spread?.[2] ?? null,
    totalPoints: null,
    overPrice: null,
    underPrice: null,
    updatedAt: T0.toISOString(),
  };
}

async function picksOf(matchupId: string): Promise<EdgePick[]> {
  const body = (
    await app.inject({ method: 'GET', url: '/api/edge-picks' })
  ).json<EdgePicksResponse>();
  return body.picks.filter((p) => p.matchupId === matchupId);
}

async function closingBooks(matchupId: string) {
  const { rows } = await app.db.query<{
    market: string;
    side: string;
    closing_book: string | null;
    clv: number | null;
  }>(`SELECT market, side, closing_book, clv FROM edge_picks WHERE matchup_id = $1`, [matchupId]);
  return rows;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  ctx = await testApp();
  app = ctx.app;
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

describe('the close of a published pick', () => {
  it("is the sharp book's last pre-start quote on the live feed, not the median of the books, an in-play price or a later sharp book", async () => {
    const [added] = await publishAt(T0, [
      live(
        'clv-live',
        {
          pinnacle: { ml: [-140, 120] },
          lowvig: { ml: [-145, 125] },
          fanduel: { ml: [-130, 110] },
          draftkings: { ml: [-125, 105] },
          betmgm: { ml: [-120, 100] },
        },
        T0,
      ),
    ]);
    const id = added!.row.id;
    expect(added!.row.provider).not.toBe('demo');
    await insertPublishedPicks(app.db, [pick(id, 'moneyline', 'Home', null, -130)]);

    // An hour before the start Pinnacle moves; later it takes the market down while LowVig moves on.
    const moved = { ml: [-170, 150] as [number, number] };
    await publishAt(new Date(START.getTime() - 3_600_000), [
      live(
        'clv-live',
        {
          pinnacle: moved,
          lowvig: { ml: [-165, 145] },
          fanduel: { ml: [-130, 110] },
          draftkings: { ml: [-125, 105] },
          betmgm: { ml: [-120, 100] },
        },
        new Date(START.getTime() - 3_600_000),
      ),
    ]);
    await publishAt(new Date(START.getTime() - 600_000), [
      live(
        'clv-live',
        {
          lowvig: { ml: [-220, 185] },
          fanduel: { ml: [-130, 110] },
          draftkings: { ml: [-125, 105] },
          betmgm: { ml: [-120, 100] },
        },
        new Date(START.getTime() - 600_000),
      ),
    ]);

    // In play: a report dated before the start (as the demo dates its reports) still writes the
    // books, and one dated after it does not; neither is the close.
    const inPlay = { pinnacle: { ml: [-400, 300] as [number, number] } };
    const during = new Date(START.getTime() + 600_000);
    await publishAt(during, [live('clv-live', inPlay, new Date(START.getTime() - 60_000))]);
    await publishAt(during, [live('clv-live', inPlay, during)]);
    await app.edgePicks.close(during);

    const [p] = await picksOf(id);
    const pricing = app.matchups.store.pricing;
    const sharp = marketReference([sharpBook(moved)], 'moneyline', pricing, 'nfl')!.fair[0];
    expect(p!.closingFair).toBeCloseTo(sharp, 4);
    expect(p!.clv).toBeCloseTo(clvPoints(-130, sharp), 2);
    expect(p!.clvEv).toBeCloseTo(sharp * americanToDecimal(-130) - 1, 4);
    // Not the posted line (the books' median), nor the in-play price, nor LowVig's last quote.
    for (const other of [
      [-130, 110],
      [-400, 300],
      [-220, 185],
    ] as const) {
      const fair = marketReference([sharpBook({ ml: [...other] })], 'moneyline', pricing, 'nfl')!
        .fair[0];
      expect(Math.abs(p!.closingFair! - fair)).toBeGreaterThan(0.02);
    }
    expect(await closingBooks(id)).toEqual([
      expect.objectContaining({ market: 'moneyline', closing_book: 'pinnacle' }),
    ]);
  });

  it('moves an NFL spread across the key number 3, and counts the push of a whole-number close', async () => {
    const sharp = { spread: [-3, -110, -110] as [number, number, number] };
    const [added] = await publishAt(T0, [
      live(
        'clv-key',
        { pinnacle: sharp, fanduel: { spread: [-3.5, -105, -115] } },
        new Date(T0.getTime() + 60_000),
      ),
    ]);
    const id = added!.row.id;
    await insertPublishedPicks(app.db, [
      // Took the dog at +3.5 when the sharp close was +3: through 3, a big edge over the close.
      pick(id, 'spread', 'Away', 3.5, -110),
      // Took the favourite at -3, the close's own number: a push is likely.
      pick(id, 'spread', 'Home', -3, -105),
    ]);
    await publishAt(new Date(T0.getTime() + 120_000), [
      live(
        'clv-key',
        { pinnacle: sharp, fanduel: { spread: [-3.5, -108, -112] } },
        new Date(T0.getTime() + 120_000),
      ),
    ]);
    const during = new Date(START.getTime() + 60_000);
    vi.setSystemTime(during);
    await app.edgePicks.close(during);

    const picks = await picksOf(id);
    const away = picks.find((p) => p.side === 'Away')!;
    const home = picks.find((p) => p.side === 'Home')!;
    const ref = marketReference([sharpBook(sharp)], 'spread', app.matchups.store.pricing, 'nfl')!;
    const across = winGivenNoPush(
      chancesAtPoint({ sport: 'nfl', market: 'spread', side: 'Away' }, ref.fair[1], 3, 3.5),
    );
    expect(away.closingFair).toBeCloseTo(across, 4);
    // About +4.9 points of chance for the half point through 3 (a normal half point is +1.5).
    expect(away.closingFair! - ref.fair[1]).toBeGreaterThan(0.04);
    expect(away.clv).toBeGreaterThan(2);

    const onThree = chancesAtPoint(
      { sport: 'nfl', market: 'spread', side: 'Home' },
      ref.fair[0],
      -3,
      -3,
    );
    expect(onThree.push).toBeGreaterThan(0.08);
    expect(home.closingFair).toBeCloseTo(ref.fair[0], 4);
    // Expected value at the close: the push returns the stake.
    const ev = onThree.win * (americanToDecimal(-105) - 1) - onThree.loss;
    expect(home.clvEv).toBeCloseTo(ev, 4);
    const { rows } = await app.db.query<{ closing_push: number }>(
      `SELECT closing_push FROM edge_picks WHERE matchup_id = $1 AND side = 'Home'`,
      [id],
    );
    expect(rows[0]?.closing_push).toBeCloseTo(onThree.push, 4);
  });

  it('shows no CLV, and leaves it out of the record, when no sharp book priced the market before the start', async () => {
    const [added] = await publishAt(T0, [
      live(
        'clv-retail',
        { fanduel: { ml: [-130, 110] }, draftkings: { ml: [-150, 130] } },
        new Date(T0.getTime() + 60_000),
      ),
    ]);
    const id = added!.row.id;
    await insertPublishedPicks(app.db, [pick(id, 'moneyline', 'Home', null, -130)]);
    // Pinnacle only shows up in play.
    const during = new Date(START.getTime() + 60_000);
    await publishAt(during, [
      live('clv-retail', { pinnacle: { ml: [-300, 250] } }, new Date(START.getTime() - 1_000)),
    ]);
    await app.edgePicks.close(during);
    const final = new Date(START.getTime() + 4 * 3_600_000);
    await publishAt(final, [
      { ...live('clv-retail', {}, final), status: 'FINAL', homeScore: 27, awayScore: 20 },
    ]);
    await app.edgePicks.grade(id);

    const [p] = await picksOf(id);
    expect(p).toMatchObject({ result: 'won', closingFair: null, clv: null, clvEv: null });
    // The posted line's figures are kept, marked as no sharp close.
    const [row] = await closingBooks(id);
    expect(row).toMatchObject({ closing_book: 'posted' });
    expect(row?.clv).not.toBeNull();
    // The only graded pick: the record has no CLV to show.
    const { summary } = (
      await app.inject({ method: 'GET', url: '/api/edge-picks' })
    ).json<EdgePicksResponse>();
    expect(summary).toMatchObject({ bets: 1, wins: 1, meanClv: null, beatClose: null });
  });
});
