import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsResponseSchema } from '@domain/contracts/marketplace';
import { MarketplaceEvent, userGroup } from '@domain/rules/hub';
import { entry, inHours, insertGame, leg, postBets, signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;
const pushes: { group: string; target: string }[] = [];

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-gamestart-'));
  ctx = await testApp({ OUTBOX_DIR: outbox });
  const group = ctx.app.hub.clients.group.bind(ctx.app.hub.clients);
  ctx.app.hub.clients.group = (name: string) => {
    const proxy = group(name);
    return {
      send: async (target: string, ...args: unknown[]) => {
        pushes.push({ group: name, target });
        await proxy.send(target, ...args);
      },
    };
  };
});
afterAll(async () => {
  await ctx.close();
  await rm(outbox, { recursive: true, force: true });
});

const notes = async (cookie: string) =>
  notificationsResponseSchema
    .parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })
      ).json(),
    )
    .notifications.filter((n) => n.kind === 'game_start');

/** Moves a game's start into the past, as the clock passing it would. */
const startNow = (id: string) =>
  ctx.db.query(`UPDATE matchups SET starts_at = now() - interval '1 minute' WHERE id = $1`, [id]);

async function bet(cookie: string, id: string, gameId: string) {
  const res = await postBets(ctx.app, cookie, [entry(id, [leg(gameId, 'MoneyLine', 'Home')])]);
  expect(res.statusCode).toBe(200);
}

async function gameStartSetting(cookie: string, gameStart: boolean) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/settings',
    headers: { ...XHR, cookie },
    payload: {
      notifications: { email: false, newPicks: true, gameStart, marketing: false },
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('Game Start notices', () => {
  it('reach bettors and followed cappers’ subscribers once, as their setting allows', async () => {
    const game = await insertGame(ctx.db, {
      id: 'gs-1',
      awayTeam: 'Denver Nuggets',
      homeTeam: 'Utah Jazz',
      startsAt: inHours(2),
      homeMoneyLine: -120,
      awayMoneyLine: 100,
    });
    const bettor = await signedIn(ctx.db);
    const quiet = await signedIn(ctx.db);
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    const stranger = await signedIn(ctx.db);
    const sub = await ctx.app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers: { ...XHR, cookie: fan.cookie },
    });
    expect(sub.statusCode).toBe(201);
    await bet(bettor.cookie, 'b-1', game.id);
    await bet(quiet.cookie, 'q-1', game.id);
    await bet(capper.cookie, 'c-1', game.id);
    await ctx.app.marketplace.settled();
    await gameStartSetting(quiet.cookie, false);

    // Before the start: nothing.
    await ctx.app.gameStartNotices.sweep();
    expect(await notes(bettor.cookie)).toEqual([]);

    await startNow(game.id);
    await ctx.app.gameStartNotices.sweep();
    await ctx.app.gameStartNotices.sweep();

    const [mine] = await notes(bettor.cookie);
    expect(await notes(bettor.cookie)).toHaveLength(1);
    expect(mine).toMatchObject({
      title: 'Game started: Denver Nuggets @ Utah Jazz',
      link: '/profile',
      read: false,
    });
    expect(await notes(fan.cookie)).toEqual([
      expect.objectContaining({
        link: '/my-cappers',
        title: 'Game started: Denver Nuggets @ Utah Jazz',
      }),
    ]);
    expect(await notes(capper.cookie)).toHaveLength(1);
    expect(await notes(quiet.cookie)).toEqual([]);
    expect(await notes(stranger.cookie)).toEqual([]);
    expect(
      pushes.filter(
        (p) =>
          p.group === userGroup(bettor.id) && p.target === MarketplaceEvent.ReceiveNotification,
      ),
    ).toHaveLength(1);

    // Mail too, for those with Email Notifications on (the default).
    const mails = await Promise.all(
      (await readdir(outbox)).map((n) => readFile(join(outbox, n), 'utf8')),
    );
    const started = mails.filter((m) => m.includes('Subject: Game started: Denver Nuggets'));
    expect(started).toHaveLength(3);
    expect(started.some((m) => m.includes('To: bettor'))).toBe(true);
  });

  it('goes out when the feed reports a started game under way, without waiting for the sweep', async () => {
    const game = await insertGame(ctx.db, {
      id: 'gs-2',
      awayTeam: 'Chicago Bulls',
      homeTeam: 'Detroit Pistons',
      startsAt: inHours(2),
      homeMoneyLine: -120,
      awayMoneyLine: 100,
    });
    const bettor = await signedIn(ctx.db);
    await bet(bettor.cookie, 'b-2', game.id);
    await startNow(game.id);
    const { rows } = await ctx.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM matchups WHERE id = $1',
      [game.id],
    );
    await ctx.app.matchups.publisher.publish([
      {
        provider: 'test',
        providerId: game.id,
        sport: 'nba',
        awayTeam: game.awayTeam,
        homeTeam: game.homeTeam,
        startsAt: rows[0]!.starts_at,
        status: 'IN_PROGRESS',
        homeScore: 2,
        awayScore: 0,
      },
    ]);
    await vi.waitFor(async () => expect((await notes(bettor.cookie)).length).toBeGreaterThan(0), {
      timeout: 2_000,
      interval: 20,
    });
    expect(await notes(bettor.cookie)).toEqual([
      expect.objectContaining({ title: 'Game started: Chicago Bulls @ Detroit Pistons' }),
    ]);
  });
});
