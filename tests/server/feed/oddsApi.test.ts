import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { bookLines, consensusLines } from '../../../server/feed/oddsApi/mapping';
import { OddsApiFeed, retryAfterMs } from '../../../server/feed/oddsApi/oddsApiFeed';
import { MatchupEvents } from '../../../server/matchups/events';
import { MatchupPublisher } from '../../../server/matchups/publisher';
import { MatchupStore } from '../../../server/matchups/store';
import { testApp, testDb } from '../helpers';
import { fakeOddsApi, oddsEvent, scoreEvent, SPORTS_LIST } from './fakeOddsApi';

const NBA_ODDS = '/v4/sports/basketball_nba/odds/';
const NBA_SCORES = '/v4/sports/basketball_nba/scores/';
const NFL_ODDS = '/v4/sports/americanfootball_nfl/odds/';
const NFL_SCORES = '/v4/sports/americanfootball_nfl/scores/';
const TIP = '2026-11-23T00:30:00Z';

describe('The Odds API adapter against a local fake of the API', () => {
  let db: Db;
  let store: MatchupStore;
  let api: Awaited<ReturnType<typeof fakeOddsApi>>;
  let feed: OddsApiFeed;
  let clock = new Date('2026-11-22T16:00:00Z');
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (_o: object, msg: string) => warnings.push(msg),
    error: (_o: object, msg: string) => warnings.push(msg),
  };

  beforeAll(async () => {
    db = await testDb();
    store = new MatchupStore(db);
    api = await fakeOddsApi();
    const publisher = new MatchupPublisher(store, new MatchupEvents(), log);
    feed = new OddsApiFeed({
      publisher,
      apiKey: 'secret-key',
      baseUrl: api.url,
      pollSeconds: 60,
      log,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await feed.stop();
    await api.close();
    await db.close();
  });
  beforeEach(() => {
    api.answers.clear();
    api.requests.length = 0;
    warnings.length = 0;
    api.answers.set('/v4/sports/', { json: SPORTS_LIST });
    api.answers.set(NFL_ODDS, { json: [] });
    api.answers.set(NFL_SCORES, { json: [] });
  });

  it('polls only in-season leagues, with the documented parameters', async () => {
    api.answers.set(NBA_ODDS, { json: [] });
    api.answers.set(NBA_SCORES, { json: [] });
    const result = await feed.poll();
    expect(result.sports).toEqual(['nfl', 'nba']);
    expect(api.requests.map((r) => r.path)).toEqual([
      '/v4/sports/',
      NFL_ODDS,
      NFL_SCORES,
      NBA_ODDS,
      NBA_SCORES,
    ]);
    expect(api.requests[3]?.query).toEqual({
      apiKey: 'secret-key',
      regions: 'us,eu',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'american',
    });
    expect(api.requests[4]?.query).toEqual({ apiKey: 'secret-key', daysFrom: '1' });
  });

  it('stores odds as the bookmakers’ consensus, then live scores, then the final', async () => {
    const books: [number, number, number, number][] = [
      [-150, 130, -3.5, 228.5],
      [-160, 135, -3.5, 229.5],
      [-145, 125, -4, 228.5],
    ];
    api.answers.set(NBA_ODDS, {
      json: [oddsEvent('e1', TIP, 'Los Angeles Lakers', 'Boston Celtics', books)],
    });
    api.answers.set(NBA_SCORES, {
      json: [scoreEvent('e1', TIP, 'Los Angeles Lakers', 'Boston Celtics', null, false)],
    });
    const first = await feed.poll();
    expect(first).toMatchObject({ written: 1, skipped: 0 });
    const stored = await store.byId('oddsapi-e1');
    expect(stored).toMatchObject({
      sport: 'nba',
      homeTeam: 'Los Angeles Lakers',
      awayTeam: 'Boston Celtics',
      homeMoneyLine: -150,
      awayMoneyLine: 130,
      homeSpread: -3.5,
      awaySpread: 3.5,
      totalPoints: 228.5,
      status: 'NOTFINISHED',
      homeScore: null,
      gameDate: '2026-11-22',
    });
    expect(stored?.startsAt.toISOString()).toBe('2026-11-23T00:30:00.000Z');

    clock = new Date('2026-11-23T01:30:00Z');
    api.answers.set(NBA_SCORES, {
      json: [scoreEvent('e1', TIP, 'Los Angeles Lakers', 'Boston Celtics', ['61', '58'], false)],
    });
    await feed.poll();
    expect(await store.byId('oddsapi-e1')).toMatchObject({
      homeScore: 61,
      awayScore: 58,
      status: 'NOTFINISHED',
      homeMoneyLine: -150,
    });

    api.answers.set(NBA_ODDS, { json: [] });
    api.answers.set(NBA_SCORES, {
      json: [scoreEvent('e1', TIP, 'Los Angeles Lakers', 'Boston Celtics', ['112', '118'], true)],
    });
    await feed.poll();
    expect(await store.byId('oddsapi-e1')).toMatchObject({
      homeScore: 112,
      awayScore: 118,
      status: 'FINAL',
      totalPoints: 228.5,
    });
    expect(await store.snapshots('oddsapi-e1')).toHaveLength(1);
  });

  it('skips malformed JSON without touching what is stored, and recovers on the next poll', async () => {
    const before = await store.byId('oddsapi-e1');
    api.answers.set(NBA_ODDS, { text: '[{"id": "e1", "bookmakers": [' });
    api.answers.set(NBA_SCORES, { text: 'not json at all' });
    const result = await feed.poll();
    expect(result.written).toBe(0);
    expect(result.skipped).toBe(2);
    expect(warnings).toContain('odds api: malformed JSON');
    expect(await store.byId('oddsapi-e1')).toEqual(before);

    api.answers.set(NBA_ODDS, {
      json: [
        oddsEvent('e2', '2026-11-24T00:00:00Z', 'Miami Heat', 'Orlando Magic', [
          [110, -130, 2, 214],
        ]),
      ],
    });
    api.answers.set(NBA_SCORES, { json: { message: 'not a list' } });
    const recovered = await feed.poll();
    expect(recovered.written).toBe(1);
    expect(await store.byId('oddsapi-e2')).toMatchObject({
      homeMoneyLine: 110,
      awayMoneyLine: -130,
      homeSpread: 2,
      totalPoints: 214,
    });
  });

  it('skips malformed events but keeps the good ones of the same payload', async () => {
    const good = oddsEvent('e3', '2026-11-24T01:00:00Z', 'Denver Nuggets', 'Utah Jazz', [
      [-400, 320, -9.5, 236.5],
    ]);
    const noHome = {
      ...oddsEvent('e4', TIP, 'X', 'Y', [[-110, -110, 0, 200]]),
      home_team: undefined,
    };
    const badTime = {
      ...oddsEvent('e5', 'tomorrow', 'Chicago Bulls', 'Detroit Pistons', [[-110, -110, 0, 220]]),
    };
    const stringPrice = oddsEvent('e6', TIP, 'Atlanta Hawks', 'Brooklyn Nets', [
      [-110, -110, 0, 220],
    ]);
    (stringPrice.bookmakers[0]!.markets[0]!.outcomes[0] as { price: unknown }).price = '-110';
    const otherSport = { ...oddsEvent('e7', TIP, 'A', 'B', []), sport_key: 'soccer_epl' };
    api.answers.set(NBA_ODDS, { json: [good, noHome, badTime, stringPrice, otherSport, null, 42] });
    api.answers.set(NBA_SCORES, { json: [{ id: 'e8', completed: 'yes' }] });
    const result = await feed.poll();
    expect(result).toMatchObject({ written: 1, skipped: 7 });
    expect(await store.byId('oddsapi-e3')).toMatchObject({ homeMoneyLine: -400, homeSpread: -9.5 });
    for (const id of ['e4', 'e5', 'e6', 'e7', 'e8'])
      expect(await store.byId(`oddsapi-${id}`)).toBeNull();
    expect(warnings.filter((w) => w === 'odds api: malformed event skipped')).toHaveLength(7);
  });

  it('refuses lines that are not American odds rather than storing them', async () => {
    // Decimal prices (as if oddsFormat were ignored) are dropped from the consensus.
    const decimal = oddsEvent('e9', '2026-11-25T00:00:00Z', 'Phoenix Suns', 'Sacramento Kings', [
      [1.5, 2.6, -5, 230],
    ]);
    api.answers.set(NBA_ODDS, { json: [decimal] });
    api.answers.set(NBA_SCORES, { json: [] });
    await feed.poll();
    expect(await store.byId('oddsapi-e9')).toMatchObject({
      homeMoneyLine: null,
      awayMoneyLine: null,
      homeSpread: -5,
      totalPoints: 230,
    });
  });

  it('backs off on 429, honouring Retry-After, and writes nothing from that poll', async () => {
    const before = await store.byId('oddsapi-e3');
    api.answers.set(NBA_ODDS, {
      status: 429,
      json: { message: 'Too many requests', error_code: 'EXCEEDED_FREQ_LIMIT' },
      headers: { 'retry-after': '120' },
    });
    api.answers.set(NBA_SCORES, {
      json: [
        scoreEvent('e3', '2026-11-24T01:00:00Z', 'Denver Nuggets', 'Utah Jazz', ['1', '0'], false),
      ],
    });
    const result = await feed.poll();
    expect(result.retryAfterMs).toBe(120_000);
    expect(result.written).toBe(0);
    // The poll stopped at the 429: the scores request was not made.
    expect(api.requests.map((r) => r.path)).not.toContain(NBA_SCORES);
    expect(warnings).toContain('odds api: rate limited (429)');
    expect(feed.nextDelayMs()).toBe(120_000);
    expect(await store.byId('oddsapi-e3')).toEqual(before);
    clock = new Date(clock.getTime() + 121_000);
    expect(feed.nextDelayMs()).toBe(60_000);
  });

  it('logs and skips server errors and unreachable hosts', async () => {
    api.answers.set(NBA_ODDS, { status: 500, json: { message: 'boom' } });
    api.answers.set(NBA_SCORES, {
      status: 401,
      json: { message: 'API key is not valid', error_code: 'INVALID_KEY' },
    });
    const result = await feed.poll();
    expect(result).toMatchObject({ written: 0, skipped: 2 });
    expect(warnings.filter((w) => w === 'odds api: error response')).toHaveLength(2);

    const publisher = new MatchupPublisher(store, new MatchupEvents(), log);
    const offline = new OddsApiFeed({
      publisher,
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1',
      pollSeconds: 60,
      log,
      requestTimeoutMs: 2000,
    });
    expect(await offline.poll()).toMatchObject({ sports: [], written: 0, skipped: 1 });
    expect(warnings).toContain('odds api: request failed');
  });
});

describe('odds api helpers', () => {
  it('reads Retry-After as seconds or an HTTP date, else the fallback', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(retryAfterMs('30', now, 5)).toBe(30_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 12:01:00 GMT', now, 5)).toBe(60_000);
    expect(retryAfterMs(null, now, 5)).toBe(5);
    expect(retryAfterMs('soon', now, 5)).toBe(5);
  });

  it('takes the moneyline median in probability (-105 and +105 make about even) and the most offered lines', () => {
    const e = oddsEvent('x', TIP, 'H', 'A', [
      [-105, -115, -1, 200],
      [105, -125, -1.5, 201],
    ]);
    const lines = consensusLines(e);
    expect(Math.abs(lines.homeMoneyLine!)).toBe(100);
    expect(lines.awayMoneyLine).toBe(-120);
    expect(lines.homeSpread).toBe(-1.5);
    expect(lines.awaySpread).toBe(1.5);
    expect(lines.totalPoints).toBe(200);
    const three = consensusLines(
      oddsEvent('y', TIP, 'H', 'A', [
        [-110, -110, 3, 44],
        [-110, -110, 2.5, 44.5],
        [-110, -110, 3, 44.5],
      ]),
    );
    expect([three.homeSpread, three.awaySpread, three.totalPoints]).toEqual([3, -3, 44.5]);
  });

  it('prices each side of the consensus spread and total at the median of the books that post that line', () => {
    const e = oddsEvent('p', TIP, 'H', 'A', [
      [-150, 130, -3.5, 228.5],
      [-150, 130, -3.5, 228.5],
      [-150, 130, -3, 229],
    ]);
    const set = (book: number, key: string, name: string, price: number) => {
      const outcome = e.bookmakers[book]!.markets.find((m) => m.key === key)!.outcomes.find(
        (o) => o.name === name,
      )!;
      outcome.price = price;
    };
    set(0, 'spreads', 'H', -105);
    set(0, 'spreads', 'A', -115);
    set(1, 'spreads', 'H', -115);
    set(1, 'spreads', 'A', -105);
    set(2, 'spreads', 'H', 300);
    set(0, 'totals', 'Over', -120);
    set(1, 'totals', 'Over', -120);
    set(1, 'totals', 'Under', 100);
    const lines = consensusLines(e);
    expect(lines.homeSpread).toBe(-3.5);
    // -105 and -115 average to -110 in probability; book 2's -3 line is not priced into -3.5.
    expect(lines.homeSpreadPrice).toBe(-110);
    expect(lines.awaySpreadPrice).toBe(-110);
    expect(lines.overPrice).toBe(-120);
    expect(lines.underPrice).toBeGreaterThanOrEqual(-105);
    expect(lines.underPrice).toBeLessThanOrEqual(-104);
    // Every bookmaker's own prices are kept beside the consensus.
    const books = bookLines(e);
    expect(books.map((b) => b.title)).toEqual(['DraftKings', 'FanDuel', 'BetMGM']);
    expect(books[2]).toMatchObject({
      book: 'betmgm',
      homeMoneyLine: -150,
      awayMoneyLine: 130,
      homeSpread: -3,
      awaySpread: 3,
      homeSpreadPrice: 300,
      totalPoints: 229,
      overPrice: -110,
    });
    expect(books[0]).toMatchObject({
      homeSpreadPrice: -105,
      awaySpreadPrice: -115,
      overPrice: -120,
    });
  });
});

describe('the app with ODDS_API_KEY', () => {
  it('runs The Odds API feed instead of the demo and polls at start', async () => {
    const api = await fakeOddsApi();
    api.answers.set('/v4/sports/', { json: SPORTS_LIST.filter((s) => s.key === 'basketball_nba') });
    api.answers.set(NBA_ODDS, {
      json: [
        oddsEvent('live1', TIP, 'Los Angeles Lakers', 'Boston Celtics', [[-150, 130, -3.5, 228.5]]),
      ],
    });
    api.answers.set(NBA_SCORES, { json: [] });
    const ctx = await testApp({
      ODDS_API_KEY: 'k',
      ODDS_API_BASE_URL: api.url,
      ODDS_POLL_SECONDS: '3600',
      DEMO_FEED: 'on',
    });
    try {
      expect(ctx.app.matchups.feed?.kind).toBe('oddsApi');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
        demo: false,
      });
      // The first poll runs in the background after start: the game's matchupAdded tells it is in
      // the store (subscribed before the store is read, so a poll already done is seen there).
      const added = new Promise<void>((resolve) => {
        const onAdded = (matchup: { id: string }) => {
          if (matchup.id !== 'oddsapi-live1') return;
          ctx.app.matchups.events.off('matchupAdded', onAdded);
          resolve();
        };
        ctx.app.matchups.events.on('matchupAdded', onAdded);
      });
      if (!(await ctx.app.matchups.store.byId('oddsapi-live1'))) await added;
      expect(await ctx.app.matchups.store.byId('oddsapi-live1')).toMatchObject({
        homeMoneyLine: -150,
      });
    } finally {
      await ctx.close();
      await api.close();
    }
  });
});
