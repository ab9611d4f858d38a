import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planResponseSchema, type CurrentPlan } from '@domain/contracts/marketplacePlans';
import { XHR } from '../../bets/fixtures';
import { testApp } from '../../helpers';
import {
  deliverSigned,
  PASSWORD,
  stripeEvent,
  stripeStandIn,
  withPassword,
  type StripeStandIn,
} from '../../marketplace/stripeStandIn';

// docs/security.md "Money": the paid platform plans (Pro $29.99, Handicapper $49.99) turned
// active with no provider call and no charge. A paid plan now begins only on the provider's
// confirmation, each month paid is a charge in the ledger, and the account's end cancels it.
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

const choose = (cookie: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/plan', headers: { ...XHR, cookie }, payload: body });

const planOf = async (cookie: string): Promise<CurrentPlan> =>
  planResponseSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/plan', headers: { cookie } })).json(),
  ).plan;

const planCharges = async (userId: string) =>
  (
    await ctx.db.query<{ kind: string; amount_cents: number; plan_id: string; provider: string }>(
      `SELECT kind, amount_cents, plan_id, provider FROM charges
       WHERE user_id = $1 AND plan_id IS NOT NULL ORDER BY created_at`,
      [userId],
    )
  ).rows;

const planPaid = (userId: string, planId: string, ref: string, amount: number) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_${ref}`,
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: amount,
    subscription: ref,
    invoice: `in_first_${ref}`,
    metadata: { userId, planId },
  });

describe('a paid platform plan is charged through the provider', () => {
  it('opens Stripe Checkout at the plan price and stays on the Trial until Stripe confirms', async () => {
    const user = await withPassword(ctx.db);
    const before = stand.calls.length;
    const res = await choose(user.cookie, { action: 'change', planId: 'pro' });
    expect(res.statusCode).toBe(202);
    expect(res.json<{ checkoutUrl: string }>().checkoutUrl).toMatch(/^https:\/\/checkout/);
    const checkout = stand.calls.slice(before).find((c) => c.path === '/v1/checkout/sessions');
    const body = decodeURIComponent(checkout?.body ?? '');
    expect(body).toContain('mode=subscription');
    expect(body).toContain('[unit_amount]=2999');
    expect(body).toContain('[interval]=month');
    // Not paid yet: nothing charged, nothing active.
    expect((await planOf(user.cookie)).planId).toBe('free');
    expect(await planCharges(user.id)).toEqual([]);

    const paid = await deliverSigned(ctx.app, planPaid(user.id, 'pro', 'sub_plan_pro', 2999));
    expect(paid.json()).toMatchObject({ outcome: 'applied' });
    const plan = await planOf(user.cookie);
    expect(plan).toMatchObject({ planId: 'pro', status: 'active', provider: 'stripe' });
    expect(plan.renewalDate).not.toBeNull();
    expect(await planCharges(user.id)).toEqual([
      { kind: 'subscription', amount_cents: 2999, plan_id: 'pro', provider: 'stripe' },
    ]);
    // A replay of the same notice charges nothing more.
    await deliverSigned(ctx.app, planPaid(user.id, 'pro', 'sub_plan_pro', 2999));
    expect(await planCharges(user.id)).toHaveLength(1);

    // A renewal Stripe charged is a renewal charge of the plan.
    const renewal = stripeEvent('invoice.paid', {
      id: 'in_plan_renewal_1',
      billing_reason: 'subscription_cycle',
      amount_paid: 2999,
      parent: { subscription_details: { subscription: 'sub_plan_pro' } },
      lines: {
        data: [
          {
            period: {
              start: Math.floor(Date.parse(plan.renewalDate!) / 1000),
              end: Math.floor(Date.parse(plan.renewalDate!) / 1000) + 31 * 86_400,
            },
          },
        ],
      },
    });
    expect((await deliverSigned(ctx.app, renewal)).json()).toMatchObject({ outcome: 'applied' });
    expect((await planCharges(user.id)).map((c) => c.kind)).toEqual(['subscription', 'renewal']);
  });

  it('refuses an unknown plan with 400 problem details, charging nothing', async () => {
    const user = await withPassword(ctx.db);
    const res = await choose(user.cookie, { action: 'change', planId: 'ultimate' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await planCharges(user.id)).toEqual([]);
  });

  it('cancels at Stripe: renewal stops there, and the plan lasts to the end of the month paid', async () => {
    const user = await withPassword(ctx.db);
    await deliverSigned(ctx.app, planPaid(user.id, 'handicapper', 'sub_plan_cancel', 4999));
    const res = await choose(user.cookie, { action: 'cancel' });
    expect(res.statusCode).toBe(200);
    const update = stand.calls.find(
      (c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_plan_cancel',
    );
    expect(update?.body).toContain('cancel_at_period_end=true');
    expect(planResponseSchema.parse(res.json()).plan).toMatchObject({
      planId: 'handicapper',
      status: 'cancelled',
    });
    // Stripe's own end of the subscription ends the plan.
    const ended = stripeEvent('customer.subscription.deleted', {
      id: 'sub_plan_cancel',
      cancel_at_period_end: true,
    });
    expect((await deliverSigned(ctx.app, ended)).json()).toMatchObject({ outcome: 'applied' });
    expect((await planOf(user.cookie)).planId).toBe('free');
  });

  it("ends the plan's Stripe subscription when the account is deleted", async () => {
    const user = await withPassword(ctx.db);
    await deliverSigned(ctx.app, planPaid(user.id, 'pro', 'sub_plan_deleted', 2999));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...XHR, cookie: user.cookie },
      payload: { confirm: true, currentPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(
      stand.calls.filter(
        (c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_plan_deleted',
      ),
    ).toHaveLength(1);
  });

  it('ends the old Stripe subscription when a new plan replaces it', async () => {
    const user = await withPassword(ctx.db);
    await deliverSigned(ctx.app, planPaid(user.id, 'pro', 'sub_plan_old', 2999));
    await deliverSigned(ctx.app, planPaid(user.id, 'handicapper', 'sub_plan_new', 4999));
    expect((await planOf(user.cookie)).planId).toBe('handicapper');
    expect(
      stand.calls.filter(
        (c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_plan_old',
      ),
    ).toHaveLength(1);
  });
});

describe('with the simulated provider', () => {
  let sim: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    sim = await testApp();
  });
  afterAll(async () => sim.close());

  it('writes the charge to the ledger as the plan begins, and none for the Trial', async () => {
    const user = await withPassword(sim.db);
    const res = await sim.app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: { ...XHR, cookie: user.cookie },
      payload: { action: 'change', planId: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    expect(planResponseSchema.parse(res.json()).plan).toMatchObject({
      planId: 'pro',
      provider: 'simulated',
    });
    const { rows } = await sim.db.query<{ amount_cents: number; plan_id: string }>(
      'SELECT amount_cents, plan_id FROM charges WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ amount_cents: 2999, plan_id: 'pro' }]);
  });
});
