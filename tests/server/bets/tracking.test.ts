import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema, saveBetsResponseSchema } from '@domain/contracts/bets';
import {
  capperPicksResponseSchema,
  notificationsResponseSchema,
} from '@domain/contracts/marketplace';
import {
  SAME_GAME_MESSAGE,
  publishClosedMessage,
  teaserBelowZeroMessage,
  teaserOneSportMessage,
  teaserSportMessage,
} from '@domain/rules/slip';
import { UNKNOWN_BOOK } from '../../../server/bets/save';
import { ONLY_CAPPERS_PUBLISH } from '../../../server/bets/routes';
import { testApp } from '../helpers';
import { entry, getBets, inHours, insertGame, leg, postBets, signedIn, XHR } from './fixtures';

// docs/product.md §5 and §10: the rules of the slip, held by the server; tracking is not publishing.
let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;
let bettor: { id: string; cookie: string };
let capper: { id: string; cookie: string };
let fan: { id: string; cookie: string };
const pushes: string[] = [];

const NBA = 'trk-nba';
const NBA2 = 'trk-nba2';
const NFL = 'trk-nfl';
const NHL = 'trk-nhl';
const LOW = 'trk-low';
const SOON = 'trk-soon';

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-outbox-'));
  ctx = await testApp({ OUTBOX_DIR: outbox });
  const group = ctx.app.hub.clients.group.bind(ctx.app.hub.clients);
  ctx.app.hub.clients.group = (name: string) => {
    const proxy = group(name);
    return {
      send: async (target: string, ...args: unknown[]) => {
        pushes.push(`${name} ${target}`);
        await proxy.send(target, ...args);
      },
    };
  };
  bettor = await signedIn(ctx.db);
  capper = await signedIn(ctx.db, 'Handicapper');
  fan = await signedIn(ctx.db);
  const lines = {
    awaySpread: 4.5,
    homeSpread: -4.5,
    totalPoints: 220.5,
    homeMoneyLine: -170,
    awayMoneyLine: 150,
  };
  const game = (id: string, sport: string, hours: number, over = {}) =>
    insertGame(ctx.db, {
      id,
      sport,
      awayTeam: `${id} Away`,
      homeTeam: `${id} Home`,
      startsAt: inHours(hours),
      ...lines,
      ...over,
    });
  await game(NBA, 'nba', 3);
  await game(NBA2, 'nba', 4);
  await game(NFL, 'nfl', 5, { totalPoints: 44.5, homeSpread: -3, awaySpread: 3 });
  await game(NHL, 'nhl', 3, { totalPoints: 5.5, homeSpread: -1.5, awaySpread: 1.5 });
  await game(LOW, 'ncaab', 3, { totalPoints: 5.5 });
  await game(SOON, 'nba', 10 / 60);
  await ctx.db.query(
    `INSERT INTO matchup_book_odds (matchup_id, book, title, home_spread, away_spread, home_spread_price, away_spread_price,
       total_points, over_price, under_price, home_money_line, away_money_line, updated_at)
     VALUES ($1, 'fanduel', 'FanDuel', -4.5, 4.5, -104, -116, 221.5, -108, -112, -165, 145, now()),
            ($1, 'dk', 'DraftKings', -4.5, 4.5, -112, -108, 220.5, -110, -110, -175, 155, now())`,
    [NBA],
  );
  const sub = await ctx.app.inject({
    method: 'POST',
    url: `/api/handicappers/${capper.id}/subscription`,
    headers: { ...XHR, cookie: fan.cookie },
  });
  expect(sub.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const teaser = (id: string, legs: ReturnType<typeof leg>[], points = 6) =>
  entry(id, legs, { betMode: 'teaser', teaserPoints: points, team: `${legs.length}-leg teaser` });

const problem = (
  res: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    status: 400,
    detail: message,
    errors: { [field]: [message] },
  });
};

describe('teaser and parlay refusals are 400 problems naming the leg', () => {
  it('refuses a teaser leg of a sport that cannot be teased', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      teaser('t-nhl', [leg(NHL, 'Total', 'Over'), leg(NBA, 'Spread', 'Home')]),
    ]);
    problem(res, 'bets.0.legs.0', teaserSportMessage('nhl'));
  });

  it('refuses a teaser of two sports', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      teaser('t-mixed', [leg(NBA, 'Spread', 'Home'), leg(NFL, 'Total', 'Under')]),
    ]);
    problem(res, 'bets.0.legs', teaserOneSportMessage('nba', 'nfl'));
  });

  it('refuses a total teased below zero', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      teaser('t-low', [leg(LOW, 'Total', 'Over'), leg('trk-nba', 'Spread', 'Home')]),
    ]);
    // The sports differ too; the leg's own refusal comes with it.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { 'bets.0.legs.0': [teaserBelowZeroMessage('Over 5.5', -0.5)] },
    });
  });

  it('refuses a same-game parlay leg', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('p-same', [leg(NBA, 'Spread', 'Home'), leg(NBA, 'Total', 'Over')]),
    ]);
    problem(res, 'bets.0.legs.1', SAME_GAME_MESSAGE);
  });

  it('takes a football or basketball teaser of one sport', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      teaser('t-ok', [leg(NBA, 'Spread', 'Away'), leg(NBA2, 'Total', 'Under')]),
    ]);
    expect(res.statusCode).toBe(200);
    const [bet] = saveBetsResponseSchema.parse(res.json()).bets;
    expect(bet?.legs.map((l) => l.gradedLine)).toEqual([10.5, 226.5]);
  });
});

describe('the price of a book', () => {
  it("takes the named book's current price and line, and keeps the book on the bet and leg", async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('b-fd', [{ ...leg(NBA, 'Total', 'Over'), book: 'fanduel' }]),
      entry('b-posted', [leg(NBA, 'MoneyLine', 'Away')]),
    ]);
    expect(res.statusCode).toBe(200);
    const { bets } = betsResponseSchema.parse((await getBets(ctx.app, bettor.cookie)).json());
    const booked = bets.find((b) => b.id === 'b-fd');
    expect(booked).toMatchObject({ price: -108, book: 'FanDuel', total: 'Over 221.5' });
    expect(booked?.legs[0]).toMatchObject({ price: -108, line: 221.5, book: 'FanDuel' });
    expect(bets.find((b) => b.id === 'b-posted')).toMatchObject({ price: 150, book: null });
  });

  it('refuses a book the game does not have (422), and finds a book by its key only', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('b-none', [{ ...leg(NBA2, 'Spread', 'Home'), book: 'fanduel' }]),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toBe(
      UNKNOWN_BOOK('fanduel', 'trk-nba2 Away @ trk-nba2 Home'),
    );
    const byTitle = await postBets(ctx.app, bettor.cookie, [
      entry('b-title', [{ ...leg(NBA, 'Spread', 'Home'), book: 'FanDuel' }]),
    ]);
    expect(byTitle.statusCode).toBe(422);
    expect(byTitle.json<{ detail: string }>().detail).toBe(
      UNKNOWN_BOOK('FanDuel', 'trk-nba Away @ trk-nba Home'),
    );
  });
});

describe('tracking is not publishing', () => {
  const mails = async () => (await readdir(outbox)).length;
  const unread = async () =>
    notificationsResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie: fan.cookie },
        })
      ).json(),
    ).unread;
  const capperPage = async () =>
    capperPicksResponseSchema
      .parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/handicappers/${capper.id}/picks`,
            headers: { cookie: fan.cookie },
          })
        ).json(),
      )
      .picks.map((p) => p.id);

  it("a bettor's submit sends no notification and no mail, and a bettor cannot publish", async () => {
    const before = { mails: await mails(), pushes: pushes.length };
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('track-1', [leg(NBA, 'Spread', 'Home')]),
    ]);
    expect(res.statusCode).toBe(200);
    await ctx.app.marketplace.settled();
    expect(await mails()).toBe(before.mails);
    expect(pushes.length).toBe(before.pushes);
    expect(await unread()).toBe(0);
    const refused = await postBets(
      ctx.app,
      bettor.cookie,
      [entry('track-2', [leg(NBA, 'Spread', 'Away')])],
      XHR,
      {
        publish: true,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toBe(ONLY_CAPPERS_PUBLISH);
  });

  it("a capper's private bet reaches nobody and stays off their page; a published pick reaches subscribers", async () => {
    const res = await postBets(
      ctx.app,
      capper.cookie,
      [entry('private-1', [leg(NBA, 'Total', 'Under')])],
      XHR,
      {
        publish: false,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(saveBetsResponseSchema.parse(res.json()).bets[0]?.published).toBe(false);
    await ctx.app.marketplace.settled();
    expect(await mails()).toBe(0);
    expect(await unread()).toBe(0);
    expect(await capperPage()).toEqual([]);

    const posted = await postBets(ctx.app, capper.cookie, [
      entry('pub-1', [leg(NBA2, 'Spread', 'Home')]),
    ]);
    expect(posted.statusCode).toBe(200);
    await ctx.app.marketplace.settled();
    expect(await mails()).toBe(1);
    expect(await unread()).toBe(1);
    expect(await capperPage()).toEqual(['pub-1']);
  });

  it('closes a published pick 15 minutes before the game, a tracked bet at the start', async () => {
    const game = 'trk-soon Away @ trk-soon Home';
    const published = await postBets(ctx.app, capper.cookie, [
      entry('soon-pub', [leg(SOON, 'MoneyLine', 'Home')]),
    ]);
    expect(published.statusCode).toBe(422);
    expect(published.json()).toMatchObject({
      detail: publishClosedMessage(game),
      errors: { 'bets.0.legs.0.matchupId': [publishClosedMessage(game)] },
    });
    const tracked = await postBets(
      ctx.app,
      capper.cookie,
      [entry('soon-private', [leg(SOON, 'MoneyLine', 'Home')])],
      XHR,
      { publish: false },
    );
    expect(tracked.statusCode).toBe(200);
    const own = await postBets(ctx.app, bettor.cookie, [
      entry('soon-own', [leg(SOON, 'MoneyLine', 'Home')]),
    ]);
    expect(own.statusCode).toBe(200);
  });
});
