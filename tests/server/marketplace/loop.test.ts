import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceEvent, userGroup } from '@domain/rules/hub';
import {
  capperPicksResponseSchema,
  notificationsResponseSchema,
} from '@domain/contracts/marketplace';
import { entry, finishGame, inHours, insertGame, leg, signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;
let capper: { id: string; cookie: string };
let fan: { id: string; cookie: string };
let stranger: { id: string; cookie: string };
const pushes: { group: string; target: string; args: unknown[] }[] = [];

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-outbox-'));
  ctx = await testApp({ OUTBOX_DIR: outbox });
  // Record what the hub sends to groups, then send it on.
  const group = ctx.app.hub.clients.group.bind(ctx.app.hub.clients);
  ctx.app.hub.clients.group = (name: string) => {
    const proxy = group(name);
    return {
      send: async (target: string, ...args: unknown[]) => {
        pushes.push({ group: name, target, args });
        await proxy.send(target, ...args);
      },
    };
  };
  capper = await signedIn(ctx.db, 'Handicapper');
  fan = await signedIn(ctx.db);
  stranger = await signedIn(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a capper posts a pick to a subscriber', () => {
  it('notifies, mails, feeds My Cappers and hides the selection from everyone else until the start', async () => {
    const sub = await ctx.app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers: { ...XHR, cookie: fan.cookie },
    });
    expect(sub.statusCode).toBe(201);
    const before = (await get(`/api/handicappers/${capper.id}`)).json<{
      record: { picks: number };
    }>().record.picks;

    const game = await insertGame(ctx.db, {
      id: 'mk-1',
      awayTeam: 'Boston Celtics',
      homeTeam: 'Miami Heat',
      startsAt: inHours(3),
      homeMoneyLine: -150,
      awayMoneyLine: 130,
    });
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { ...XHR, cookie: capper.cookie },
      payload: {
        bets: [
          entry('pick-1', [leg(game.id, 'MoneyLine', 'Home')], { reasoning: 'Rest edge at home.' }),
        ],
      },
    });
    expect(posted.statusCode).toBe(200);
    await ctx.app.marketplace.settled();

    // The subscriber: an unread notification, pushed to their group, and a mail in the outbox.
    const notes = notificationsResponseSchema.parse(
      (await get('/api/notifications', fan.cookie)).json(),
    );
    expect(notes.unread).toBe(1);
    expect(notes.notifications[0]).toMatchObject({
      kind: 'capper_pick',
      read: false,
      link: '/my-cappers',
    });
    expect(notes.notifications[0]?.body).toContain('Boston Celtics @ Miami Heat');
    expect(pushes.map((p) => [p.group, p.target])).toEqual([
      [userGroup(fan.id), MarketplaceEvent.ReceiveNotification],
      [userGroup(fan.id), MarketplaceEvent.ReceiveCapperPick],
    ]);
    const mails = await readdir(outbox);
    expect(mails).toHaveLength(1);
    const eml = await readFile(join(outbox, mails[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: .*posted a new pick/m);
    expect(eml).toContain('/my-cappers');

    // My Cappers and the capper's page, for the subscriber: the pick itself.
    const feed = capperPicksResponseSchema.parse(
      (await get('/api/my-cappers/picks', fan.cookie)).json(),
    );
    expect(feed.picks.map((p) => [p.id, p.locked, p.pick?.reasoning])).toEqual([
      ['pick-1', false, 'Rest edge at home.'],
    ]);
    const page = capperPicksResponseSchema.parse(
      (await get(`/api/handicappers/${capper.id}/picks`, fan.cookie)).json(),
    );
    expect(page.picks[0]?.pick?.team).toBeTruthy();

    // Signed out, or signed in without a subscription: that a pick exists, nothing more.
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await get(`/api/handicappers/${capper.id}/picks`, cookie);
      const body = capperPicksResponseSchema.parse(res.json());
      expect(body.picks).toHaveLength(1);
      expect(body.picks[0]).toMatchObject({
        locked: true,
        pick: null,
        game: 'Boston Celtics @ Miami Heat',
        sport: 'nba',
      });
      expect(res.body).not.toContain('Rest edge');
    }
    // The capper's pick count is up by one (pending counts as a pick, not in the win rate).
    const after = (await get(`/api/handicappers/${capper.id}`)).json<{
      record: { picks: number; pending: number };
    }>().record;
    expect(after.picks).toBe(before + 1);
    expect(after.pending).toBe(1);

    // Mark as read.
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { ...XHR, cookie: fan.cookie },
      payload: {},
    });
    expect(notificationsResponseSchema.parse(read.json()).unread).toBe(0);

    // Once graded, the pick is public with its result and profit.
    await ctx.db.query("UPDATE matchups SET starts_at = now() - interval '3 hours' WHERE id = $1", [
      game.id,
    ]);
    await finishGame(ctx.app, { ...game, startsAt: new Date(Date.now() - 3 * 3600_000) }, 110, 100);
    const graded = capperPicksResponseSchema.parse(
      (await get(`/api/handicappers/${capper.id}/picks`)).json(),
    );
    expect(graded.picks[0]).toMatchObject({ locked: false });
    expect(graded.picks[0]?.pick?.status).toBe('win');
    expect(graded.picks[0]?.pick?.profit).toBeCloseTo(100 / 150, 2);
  });

  it('honours the Notifications settings, and a non-capper bettor notifies nobody', async () => {
    await ctx.db.query(
      'INSERT INTO notification_preferences (user_id, in_app_picks, email_picks) VALUES ($1, false, false)',
      [fan.id],
    );
    const game = await insertGame(ctx.db, {
      id: 'mk-2',
      awayTeam: 'A',
      homeTeam: 'B',
      startsAt: inHours(3),
      homeMoneyLine: -110,
      awayMoneyLine: -110,
    });
    const mailsBefore = (await readdir(outbox)).length;
    pushes.length = 0;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { ...XHR, cookie: capper.cookie },
      payload: { bets: [entry('pick-2', [leg(game.id, 'MoneyLine', 'Away')])] },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { ...XHR, cookie: stranger.cookie },
      payload: { bets: [entry('own-1', [leg(game.id, 'MoneyLine', 'Away')])] },
    });
    await ctx.app.marketplace.settled();
    expect((await readdir(outbox)).length).toBe(mailsBefore);
    expect(pushes).toEqual([]);
    expect(
      notificationsResponseSchema.parse((await get('/api/notifications', fan.cookie)).json())
        .unread,
    ).toBe(0);
  });

  it('needs a session for notifications and the feed, and validates the read body', async () => {
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await get('/api/my-cappers/picks')).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { ...XHR, cookie: fan.cookie },
      payload: { ids: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});
