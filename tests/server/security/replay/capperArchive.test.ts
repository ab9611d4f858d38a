import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capperPicksResponseSchema } from '@domain/contracts/marketplace';
import { betsCsv } from '@domain/rules/betsCsv';
import { entry, finishGame, inHours, insertGame, leg, postBets, XHR } from '../../bets/fixtures';
import { testApp } from '../../helpers';
import { PASSWORD, withPassword } from '../../marketplace/stripeStandIn';

// Replay of a deleted capper's private bets going public as "Deleted handicapper" picks
// (docs/product.md §10: bets a capper tracks for themselves are not picks, before or after).
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

describe("a deleted capper's archive", () => {
  it('keeps only the published graded picks, never the private or imported bets', async () => {
    const capper = await withPassword(ctx.db, 'Handicapper');
    const game = await insertGame(ctx.db, {
      id: 'arch-1',
      awayTeam: 'Orlando Magic',
      homeTeam: 'Detroit Pistons',
      startsAt: inHours(1),
      homeMoneyLine: -120,
      awayMoneyLine: 100,
    });
    const published = await postBets(ctx.app, capper.cookie, [
      entry('arch-pub', [leg(game.id, 'MoneyLine', 'Home')]),
    ]);
    expect(published.statusCode).toBe(200);
    const tracked = await postBets(
      ctx.app,
      capper.cookie,
      [entry('arch-private', [leg(game.id, 'MoneyLine', 'Away')])],
      XHR,
      { publish: false },
    );
    expect(tracked.statusCode).toBe(200);
    // Importing a history is a paid plan's (docs/product.md §9): Pro, through the simulated provider.
    const pro = await ctx.app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: { ...XHR, cookie: capper.cookie },
      payload: { action: 'change', planId: 'pro' },
    });
    expect(pro.statusCode).toBe(200);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/bets/import',
      headers: { ...XHR, cookie: capper.cookie },
      payload: {
        csv: betsCsv(
          [
            {
              id: 'arch-imported',
              createdAt: '2026-10-03T23:00:00.000Z',
              gradedAt: '2026-10-04T02:00:00.000Z',
              sport: 'nba',
              event: 'Secret Team @ Hidden Club',
              market: 'moneyline',
              bet: 'Secret Team ML',
              price: 150,
              book: 'DraftKings',
              units: 2,
              status: 'win',
              profit: 3,
            },
          ],
          'UTC',
        ),
      },
    });
    expect(imported.statusCode).toBe(200);
    await ctx.app.marketplace.settled();
    await ctx.db.query("UPDATE matchups SET starts_at = now() - interval '3 hours' WHERE id = $1", [
      game.id,
    ]);
    await finishGame(ctx.app, { ...game, startsAt: new Date(Date.now() - 3 * 3_600_000) }, 110, 99);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...XHR, cookie: capper.cookie },
      payload: { confirm: true, currentPassword: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/handicappers/${capper.id}/picks`,
    });
    expect(res.statusCode).toBe(200);
    const picks = capperPicksResponseSchema.parse(res.json()).picks;
    expect(picks.map((p) => p.id)).toEqual(['arch-pub']);
    expect(JSON.stringify(picks)).not.toContain('Secret Team');
  });
});
