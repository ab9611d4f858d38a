import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FeedMatchup } from '../../../server/matchups/types';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
const TIP = new Date(Date.now() + 86_400_000);
const book = (
  key: string,
  title: string,
  homeMl: number,
  awayMl: number,
  spread: number,
  homePrice: number,
  awayPrice: number,
) => ({
  book: key,
  title,
  homeMoneyLine: homeMl,
  awayMoneyLine: awayMl,
  homeSpread: spread,
  awaySpread: -spread,
  totalPoints: 221.5,
  homeSpreadPrice: homePrice,
  awaySpreadPrice: awayPrice,
  overPrice: -110,
  underPrice: -110,
});
const report = (books: FeedMatchup['books'], extra: Partial<FeedMatchup> = {}): FeedMatchup => ({
  provider: 'test',
  providerId: 'g1',
  sport: 'nba',
  awayTeam: 'Boston Celtics',
  homeTeam: 'Miami Heat',
  startsAt: TIP,
  lines: {
    homeMoneyLine: -150,
    awayMoneyLine: 130,
    homeSpread: -3.5,
    awaySpread: 3.5,
    totalPoints: 221.5,
  },
  books,
  ...extra,
});

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('GET /api/matchups/{id}/odds', () => {
  it('lists every book with the best price of each side, and the game state travels on the matchup', async () => {
    const [added] = await app.matchups.publisher.publish([
      report([
        book('fanduel', 'FanDuel', -145, 125, -3.5, -105, -115),
        book('draftkings', 'DraftKings', -155, 135, -3.5, -112, -108),
        book('betmgm', 'BetMGM', -150, 130, -3, -120, 100),
      ]),
    ]);
    const id = added!.row.id;
    const res = await app.inject({ method: 'GET', url: `/api/matchups/${id}/odds` });
    expect(res.statusCode, `${id} ${res.body}`).toBe(200);
    const body = res.json();
    expect(body.books.map((b: { title: string }) => b.title)).toEqual([
      'BetMGM',
      'DraftKings',
      'FanDuel',
    ]);
    expect(body.books[0]).toMatchObject({
      book: 'betmgm',
      homeSpread: -3,
      awaySpread: 3,
      homeSpreadPrice: -120,
      totalPoints: 221.5,
    });
    // No sharp book: the fair line is the books' median, every book a candidate at its point.
    expect(body.reference).toBeNull();
    expect(body.best.homeMoneyLine).toMatchObject({
      price: -145,
      book: 'fanduel',
      title: 'FanDuel',
      point: null,
    });
    expect(body.best.awayMoneyLine).toMatchObject({ price: 135, book: 'draftkings', point: null });
    // BetMGM's +100 is at +3, not the common +3.5: a better price at a worse line is left out.
    expect(body.best.awaySpread).toMatchObject({ price: -108, book: 'draftkings', point: 3.5 });
    expect(body.books.every((b: { stale: boolean }) => !b.stale)).toBe(true);

    // A later report replaces the books; a live report carries period and clock.
    await app.matchups.publisher.publish([
      report([book('fanduel', 'FanDuel', -140, 120, -3.5, -110, -110)]),
    ]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/matchups/${id}/odds` })).json().books,
    ).toHaveLength(1);
    await app.matchups.publisher.publish([
      report(undefined, { period: 'Q3', clock: '4:12', homeScore: 70, awayScore: 66 }),
    ]);
    const stored = await app.matchups.store.byId(id);
    expect(stored).toMatchObject({ period: 'Q3', clock: '4:12' });
    expect(await app.matchups.store.toWireOne(stored!)).toMatchObject({
      period: 'Q3',
      clock: '4:12',
    });
  });

  it('prices against the sharp book, which is listed apart and never the best price, and marks stale books', async () => {
    const [added] = await app.matchups.publisher.publish([
      report(
        [
          book('pinnacle', 'Pinnacle', -140, 130, -3.5, -104, -106),
          book('fanduel', 'FanDuel', -150, 136, -3.5, -110, -110),
          // Its own no-vig home chance (about 47%) is far from Pinnacle's (about 57%): stale.
          book('betrivers', 'BetRivers', 105, -125, -3.5, -110, -110),
        ],
        { providerId: 'g2' },
      ),
    ]);
    const id = added!.row.id;
    const body = (await app.inject({ method: 'GET', url: `/api/matchups/${id}/odds` })).json();
    expect(body.reference).toMatchObject({ book: 'pinnacle', homeMoneyLine: -140 });
    expect(body.method).toBe('calibrated');
    expect(body.books.map((b: { book: string }) => b.book)).toEqual(['betrivers', 'fanduel']);
    expect(body.books[0]).toMatchObject({ stale: true, staleMarkets: ['moneyline'] });
    expect(body.books[1]).toMatchObject({ stale: false, staleMarkets: [] });
    // BetRivers' +105 on the home side is stale; Pinnacle's -140 is the reference.
    expect(body.best.homeMoneyLine).toMatchObject({ book: 'fanduel', price: -150 });
    expect(body.best.awayMoneyLine).toMatchObject({ book: 'fanduel', price: 136 });

    // The matchup on the wire carries the books and the consensus is priced from them.
    const wire = await app.matchups.store.toWireOne((await app.matchups.store.byId(id))!);
    expect(wire.books).toHaveLength(3);
    expect(wire.pricing).toEqual({
      sharpBooks: ['pinnacle', 'circasports', 'lowvig'],
      method: 'calibrated',
    });
  });

  it('keeps each book’s own time of its last move, and leaves out a book an hour behind the sharp one', async () => {
    const sharpAt = new Date(Date.now() - 60_000);
    const behind = new Date(sharpAt.getTime() - 90 * 60_000);
    const [added] = await app.matchups.publisher.publish([
      report(
        [
          { ...book('pinnacle', 'Pinnacle', -140, 130, -3.5, -104, -106), updatedAt: sharpAt },
          // Prices close to the fair line, but not moved for 90 minutes while Pinnacle has.
          { ...book('betrivers', 'BetRivers', -138, 128, -3.5, -110, -110), updatedAt: behind },
          book('fanduel', 'FanDuel', -150, 136, -3.5, -110, -110),
        ],
        { providerId: 'g-times' },
      ),
    ]);
    const id = added!.row.id;
    const odds = async () =>
      (await app.inject({ method: 'GET', url: `/api/matchups/${id}/odds` })).json<{
        books: { book: string; updatedAt: string; staleMarkets: string[] }[];
      }>();
    const first = await odds();
    const rivers = first.books.find((b) => b.book === 'betrivers');
    expect(Date.parse(rivers!.updatedAt)).toBe(behind.getTime());
    expect(rivers!.staleMarkets).toEqual(['moneyline', 'spread', 'total']);
    const fanduelAt = first.books.find((b) => b.book === 'fanduel')!.updatedAt;
    // Pinnacle moves; FanDuel's prices stand: it keeps the time it last moved.
    await app.matchups.publisher.publish([
      report(
        [
          { ...book('pinnacle', 'Pinnacle', -145, 134, -3.5, -104, -106), updatedAt: new Date() },
          { ...book('betrivers', 'BetRivers', -138, 128, -3.5, -110, -110), updatedAt: behind },
          book('fanduel', 'FanDuel', -150, 136, -3.5, -110, -110),
        ],
        { providerId: 'g-times' },
      ),
    ]);
    const second = await odds();
    expect(second.books.find((b) => b.book === 'fanduel')!.updatedAt).toBe(fanduelAt);
  });

  it('answers 404 problem details for an unknown game', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/matchups/nope/odds' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, detail: 'No such matchup.' });
  });
});
