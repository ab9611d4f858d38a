import { addDays, addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capperPicksResponseSchema } from '@domain/contracts/marketplace';
import { revenueSchema } from '@domain/contracts/marketplacePlans';
import { settleRenewals } from '../../../server/handicappers/ledger';
import { currentSubscription } from '../../../server/handicappers/subscriptions';
import { entry, inHours, insertGame, leg, postBets, signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string) =>
  ctx.app.inject({ method, url, headers: { ...XHR, cookie } });

const charges = async (capperId: string) =>
  (
    await ctx.db.query<{ kind: string; amount_cents: number; platform_fee_cents: number }>(
      'SELECT kind, amount_cents, platform_fee_cents FROM charges WHERE handicapper_id = $1 ORDER BY created_at',
      [capperId],
    )
  ).rows;

describe('paid access is a ledger (docs/product.md §9)', () => {
  it('leaves a charge and revenue after a subscribe, read, cancel loop', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    const game = await insertGame(ctx.db, {
      id: `ledger-${Date.now()}`,
      awayTeam: 'Away',
      homeTeam: 'Home',
      startsAt: inHours(5),
      homeMoneyLine: -150,
      awayMoneyLine: 130,
    });
    const posted = await postBets(ctx.app, capper.cookie, [
      entry('hidden-1', [leg(game.id, 'MoneyLine', 'Home')], { reasoning: 'the secret' }),
    ]);
    expect(posted.statusCode).toBeLessThan(300);

    expect(
      (await call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie)).statusCode,
    ).toBe(201);
    const picks = capperPicksResponseSchema.parse(
      (await call('GET', `/api/handicappers/${capper.id}/picks`, fan.cookie)).json(),
    );
    expect(picks.picks[0]?.pick?.reasoning).toBe('the secret');
    expect(
      (await call('DELETE', `/api/handicappers/${capper.id}/subscription`, fan.cookie)).statusCode,
    ).toBe(204);

    // The charge stays, and so does the revenue it made.
    expect(await charges(capper.id)).toEqual([
      { kind: 'subscription', amount_cents: 1999, platform_fee_cents: 800 },
    ]);
    const revenue = revenueSchema.parse(
      (await call('GET', '/api/my-capper/revenue', capper.cookie)).json(),
    );
    expect(revenue.summary.thisMonth).toMatchObject({ grossCents: 1999, netCents: 1199 });
    expect(revenue.transactions.map((t) => t.type)).toEqual(['subscription']);

    // Cancelled: access lasts until the paid period ends, without renewing.
    const detail = (await call('GET', `/api/handicappers/${capper.id}`, fan.cookie)).json();
    expect(detail).toMatchObject({ subscribed: true, subscription: { renews: false } });
    expect(new Date(detail.subscription.periodEnd).getTime()).toBeGreaterThan(
      addDays(new Date(), 27).getTime(),
    );

    // Subscribing again within the period turns renewal back on and charges nothing more.
    expect(
      (await call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie)).statusCode,
    ).toBe(200);
    expect(await charges(capper.id)).toHaveLength(1);
  });

  it('renews a running period with one charge a month and lets a cancelled one lapse', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const [stays, leaves] = [await signedIn(ctx.db), await signedIn(ctx.db)];
    for (const fan of [stays, leaves])
      await call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie);
    await call('DELETE', `/api/handicappers/${capper.id}/subscription`, leaves.cookie);

    const later = addDays(addMonths(new Date(), 2), 1);
    expect(await settleRenewals(ctx.db, { handicapperId: capper.id }, 40, later)).toBe(2);
    // Settling again (or concurrently) writes nothing twice.
    expect(await settleRenewals(ctx.db, { handicapperId: capper.id }, 40, later)).toBe(0);
    expect((await charges(capper.id)).map((c) => c.kind).sort()).toEqual([
      'renewal',
      'renewal',
      'subscription',
      'subscription',
    ]);
    expect(await currentSubscription(ctx.db, stays.id, capper.id, later)).toMatchObject({
      renews: true,
    });
    expect(await currentSubscription(ctx.db, leaves.id, capper.id, later)).toBeNull();
  });

  it('writes one charge for racing subscribe requests', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await charges(capper.id)).toHaveLength(1);
  });

  it('keeps every charge as written: no update, no delete', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    await call('POST', `/api/handicappers/${capper.id}/subscription`, fan.cookie);
    await expect(
      ctx.db.query('UPDATE charges SET amount_cents = 0 WHERE handicapper_id = $1', [capper.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      ctx.db.query('DELETE FROM charges WHERE handicapper_id = $1', [capper.id]),
    ).rejects.toThrow(/cannot be changed/);
    expect(await charges(capper.id)).toHaveLength(1);
  });
});
