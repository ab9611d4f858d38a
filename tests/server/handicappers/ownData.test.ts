import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionsResponseSchema } from '@domain/contracts/marketplace';
import { planResponseSchema, revenueSchema } from '@domain/contracts/marketplacePlans';
import { testApp } from '../helpers';
import { signedIn, XHR } from '../bets/fixtures';

// docs/product.md §9: /revenue and /subscriptions show the account's own data from the ledger;
// a new capper has none, and sees none of anybody else's (no samples on a signed-in page).
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

const get = (url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe("a new capper's own pages", () => {
  it('revenue: nothing paid, no transactions, no subscribers, though another capper is paid', async () => {
    const other = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/handicappers/${other.id}/subscription`,
      headers: { ...XHR, cookie: fan.cookie },
    });
    expect(paid.statusCode).toBe(201);

    const capper = await signedIn(ctx.db, 'Handicapper');
    const revenue = revenueSchema.parse(
      (await get('/api/my-capper/revenue', capper.cookie)).json(),
    );
    expect(revenue.hasSubscribers).toBe(false);
    expect(revenue.transactions).toEqual([]);
    expect(revenue.summary).toEqual({
      thisMonth: { grossCents: 0, feeCents: 0, netCents: 0, subscribers: 0 },
      lastMonth: null,
    });
    for (const series of [revenue.weekly, revenue.monthly, revenue.yearly])
      expect(series.every((p) => p.netCents === 0)).toBe(true);
    // The other capper's revenue is theirs alone.
    const theirs = revenueSchema.parse((await get('/api/my-capper/revenue', other.cookie)).json());
    expect(theirs.transactions).toHaveLength(1);
  });

  it('subscriptions: no capper subscriptions and the Trial, paid by nobody', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const subs = subscriptionsResponseSchema.parse(
      (await get('/api/subscriptions', capper.cookie)).json(),
    );
    expect(subs.subscriptions).toEqual([]);
    const { plan } = planResponseSchema.parse((await get('/api/plan', capper.cookie)).json());
    expect(plan).toMatchObject({ planId: 'free', name: 'Trial', provider: null });
  });
});
