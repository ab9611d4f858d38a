import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryProviderEnds } from '../../../../server/handicappers/providerEnds';
import { XHR } from '../../bets/fixtures';
import { testApp } from '../../helpers';
import {
  checkoutCompleted,
  deliverSigned,
  PASSWORD,
  stripeEvent,
  stripeStandIn,
  withPassword,
  type StripeStandIn,
} from '../../marketplace/stripeStandIn';

// Replays of the money findings (docs/security.md "Money"): an account that ends while its Stripe
// subscriptions go on charging the card.
let stand: StripeStandIn;
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  stand = await stripeStandIn();
  ctx = await testApp(stand.config);
});
afterAll(async () => {
  await ctx.close();
  await stand.close();
});

const deleteAccount = (cookie: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { ...XHR, cookie },
    payload: { confirm: true, currentPassword: PASSWORD },
  });

/** A fan paying a capper through Stripe Checkout, as Stripe's webhook tells it. */
async function paidSubscription(fanId: string, capperId: string, ref: string) {
  const res = await deliverSigned(ctx.app, checkoutCompleted(fanId, capperId, ref));
  expect(res.json()).toMatchObject({ outcome: 'applied' });
}

const cancelled = (ref: string) =>
  stand.calls.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${ref}`);

describe('an account that ends ends its Stripe subscriptions first', () => {
  it('a subscriber deleting their account cancels their subscription at Stripe', async () => {
    const capper = await withPassword(ctx.db, 'Handicapper');
    const fan = await withPassword(ctx.db);
    await paidSubscription(fan.id, capper.id, 'sub_fan_deletes');
    expect((await deleteAccount(fan.cookie)).statusCode).toBe(204);
    expect(cancelled('sub_fan_deletes')).toHaveLength(1);
  });

  it("a capper deleting their account cancels every subscriber's subscription at Stripe", async () => {
    const capper = await withPassword(ctx.db, 'Handicapper');
    const fans = [await withPassword(ctx.db), await withPassword(ctx.db)];
    await paidSubscription(fans[0]!.id, capper.id, 'sub_capper_a');
    await paidSubscription(fans[1]!.id, capper.id, 'sub_capper_b');
    expect((await deleteAccount(capper.cookie)).statusCode).toBe(204);
    expect(cancelled('sub_capper_a')).toHaveLength(1);
    expect(cancelled('sub_capper_b')).toHaveLength(1);
  });

  it('with Stripe down the account still goes, and the cancellation waits in a queue until Stripe answers', async () => {
    const capper = await withPassword(ctx.db, 'Handicapper');
    const fan = await withPassword(ctx.db);
    await paidSubscription(fan.id, capper.id, 'sub_while_down');
    stand.down = true;
    try {
      expect((await deleteAccount(fan.cookie)).statusCode).toBe(204);
    } finally {
      stand.down = false;
    }
    const tried = cancelled('sub_while_down').length;
    expect(tried).toBeGreaterThan(0);
    // Not yet due: nothing is sent before the back-off.
    expect(await retryProviderEnds(ctx.db, ctx.app.marketplace.payments)).toBe(0);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await retryProviderEnds(ctx.db, ctx.app.marketplace.payments, later)).toBe(1);
    expect(cancelled('sub_while_down')).toHaveLength(tried + 1);
    // Done once: the next sweep sends nothing.
    expect(await retryProviderEnds(ctx.db, ctx.app.marketplace.payments, later)).toBe(0);
  });

  it('a renewal Stripe charges for a subscription nobody holds any more is cancelled and refunded', async () => {
    const start = Math.floor(Date.now() / 1000);
    const res = await deliverSigned(
      ctx.app,
      JSON.stringify({
        id: `evt_orphan_${Date.now()}`,
        object: 'event',
        created: start,
        type: 'invoice.paid',
        data: {
          object: {
            id: 'in_orphan',
            object: 'invoice',
            billing_reason: 'subscription_cycle',
            amount_paid: 1999,
            parent: { subscription_details: { subscription: 'sub_orphan' } },
            lines: { data: [{ period: { start, end: start + 31 * 86_400 } }] },
          },
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(cancelled('sub_orphan')).toHaveLength(1);
    expect(stand.calls.some((c) => c.path === '/v1/refunds' && c.body.includes('pi_1'))).toBe(true);
  });
});

describe('a second Checkout for a capper already paid for', () => {
  it('is refunded and its Stripe subscription ended; the first stays the one a cancel reaches', async () => {
    const capper = await withPassword(ctx.db, 'Handicapper');
    const fan = await withPassword(ctx.db);
    await paidSubscription(fan.id, capper.id, 'sub_first');
    const second = await deliverSigned(ctx.app, checkoutCompleted(fan.id, capper.id, 'sub_second'));
    expect(second.json()).toMatchObject({ outcome: 'refunded' });
    const { rows: charges } = await ctx.db.query(
      'SELECT 1 FROM charges WHERE handicapper_id = $1',
      [capper.id],
    );
    expect(charges).toHaveLength(1);
    expect(cancelled('sub_second')).toHaveLength(1);
    expect(
      stand.calls.some(
        (c) => c.path === '/v1/invoice_payments?invoice=in_first_sub_second&limit=10',
      ),
    ).toBe(true);
    const { rows } = await ctx.db.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM subscriptions WHERE user_id = $1 AND handicapper_id = $2',
      [fan.id, capper.id],
    );
    expect(rows).toEqual([{ provider_ref: 'sub_first' }]);
  });
});

describe('Stripe events out of order', () => {
  it('leave the subscription as the latest event left it; a late renewal is charged and grants nothing', async () => {
    const capper = await withPassword(ctx.db, 'Handicapper');
    const fan = await withPassword(ctx.db);
    const day = 86_400;
    const now = Math.floor(Date.now() / 1000);
    const ref = 'sub_out_of_order';
    await deliverSigned(ctx.app, checkoutCompleted(fan.id, capper.id, ref, 1999, now - 10 * day));
    const subscription = { id: ref, object: 'subscription', cancel_at_period_end: false };
    const deleted = await deliverSigned(
      ctx.app,
      stripeEvent('customer.subscription.deleted', subscription, now - day),
    );
    expect(deleted.json()).toMatchObject({ outcome: 'applied' });
    const ended = await ctx.db.query<{ renews: boolean; period_end: Date }>(
      'SELECT renews, period_end FROM subscriptions WHERE provider_ref = $1',
      [ref],
    );

    // Created before the deletion, delivered after it.
    const renewal = await deliverSigned(
      ctx.app,
      stripeEvent(
        'invoice.paid',
        {
          id: 'in_out_of_order',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 1999,
          parent: { subscription_details: { subscription: ref } },
          lines: { data: [{ period: { start: now - 5 * day, end: now + 26 * day } }] },
        },
        now - 5 * day,
      ),
    );
    expect(renewal.statusCode).toBe(200);
    const update = await deliverSigned(
      ctx.app,
      stripeEvent('customer.subscription.updated', subscription, now - 3 * day),
    );

    const { rows } = await ctx.db.query<{ renews: boolean; period_end: Date }>(
      'SELECT renews, period_end FROM subscriptions WHERE provider_ref = $1',
      [ref],
    );
    expect(rows).toEqual(ended.rows);
    expect(rows[0]?.renews).toBe(false);
    expect(new Date(rows[0]!.period_end).getTime()).toBe((now - day) * 1000);
    // The money Stripe took is in the ledger, as it would be had the events come in order.
    const { rows: charges } = await ctx.db.query<{ kind: string }>(
      'SELECT kind FROM charges WHERE handicapper_id = $1 ORDER BY created_at',
      [capper.id],
    );
    expect(charges.map((c) => c.kind)).toEqual(['subscription', 'renewal']);
    expect([renewal.json(), update.json()]).toMatchObject([
      { outcome: 'stale' },
      { outcome: 'stale' },
    ]);
  });
});
