import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../../server/marketplace/stripeWebhook';
import { signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

const SECRET = 'whsec_test_edgewise';
const stripe = new Stripe('sk_test_edgewise');

/** A stand-in for api.stripe.com: answers Checkout and subscription updates, keeps each request. */
const seen: { method: string; path: string; body: string }[] = [];
let fake: Server;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  fake = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/checkout/sessions')
        res.end(
          JSON.stringify({
            id: `cs_test_${seen.length}`,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/cs_test_${seen.length}`,
          }),
        );
      else res.end(JSON.stringify({ id: 'sub_1', object: 'subscription' }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  ctx = await testApp({
    STRIPE_SECRET_KEY: 'sk_test_edgewise',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => fake.close(resolve));
});

let events = 0;
function event(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  events += 1;
  return JSON.stringify({
    id: `evt_test_${events}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    data: { object },
  });
}

const deliver = (payload: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const signed = (payload: string, secret = SECRET) =>
  deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));

const chargeRows = async (capperId: string) =>
  (
    await ctx.db.query<{ kind: string; amount_cents: number; provider: string }>(
      'SELECT kind, amount_cents, provider FROM charges WHERE handicapper_id = $1 ORDER BY created_at',
      [capperId],
    )
  ).rows;

const detail = async (capperId: string, cookie: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/handicappers/${capperId}`,
      headers: { cookie },
    })
  ).json<{ subscribed: boolean; subscription: { renews: boolean; periodEnd: string } | null }>();

describe('Stripe Checkout and signed webhooks', () => {
  it('starts a paid period only on a verified notice, once, however often it is delivered', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const fan = await signedIn(ctx.db);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers: { ...XHR, cookie: fan.cookie },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const checkout = seen.find((r) => r.path === '/v1/checkout/sessions');
    expect(checkout?.body).toContain('mode=subscription');
    expect(decodeURIComponent(checkout?.body ?? '')).toContain('[unit_amount]=1999');
    // Nothing is charged, and nothing is open, before Stripe says the payment went through.
    expect(await chargeRows(capper.id)).toEqual([]);
    expect((await detail(capper.id, fan.cookie)).subscribed).toBe(false);

    const completed = event('checkout.session.completed', {
      id: 'cs_test_paid',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 1999,
      subscription: 'sub_1',
      metadata: { userId: fan.id, capperId: capper.id },
    });

    // Unsigned, signed with another secret, or tampered with: refused, and nothing changes.
    const unsigned = await deliver(completed);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.headers['content-type']).toContain('application/problem+json');
    expect((await signed(completed, 'whsec_someone_else')).statusCode).toBe(400);
    const header = stripe.webhooks.generateTestHeaderString({ payload: completed, secret: SECRET });
    expect((await deliver(completed.replace('1999', '1'), header)).statusCode).toBe(400);
    expect(await chargeRows(capper.id)).toEqual([]);

    const applied = await signed(completed);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await chargeRows(capper.id)).toEqual([
      { kind: 'subscription', amount_cents: 1999, provider: 'stripe' },
    ]);
    expect(await detail(capper.id, fan.cookie)).toMatchObject({
      subscribed: true,
      subscription: { renews: true },
    });

    // A replay of the same event, and the same payment in a new event, change nothing.
    expect((await signed(completed)).json().outcome).toBe('replayed');
    const again = event('checkout.session.completed', JSON.parse(completed).data.object);
    expect((await signed(again)).json().outcome).toBe('replayed');
    expect(await chargeRows(capper.id)).toHaveLength(1);

    // Stripe's monthly invoice renews the period with a renewal charge.
    const start = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const renewal = event('invoice.paid', {
      id: 'in_test_cycle',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1999,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      lines: { data: [{ period: { start, end: start + 31 * 86_400 } }] },
    });
    expect((await signed(renewal)).json().outcome).toBe('applied');
    expect((await signed(renewal)).json().outcome).toBe('replayed');
    expect((await chargeRows(capper.id)).map((c) => c.kind)).toEqual(['subscription', 'renewal']);

    // Cancelling asks Stripe to stop at the period's end; access lasts until then.
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/handicappers/${capper.id}/subscription`,
      headers: { ...XHR, cookie: fan.cookie },
    });
    expect(cancelled.statusCode).toBe(204);
    const update = seen.find((r) => r.path === '/v1/subscriptions/sub_1');
    expect(update?.body).toContain('cancel_at_period_end=true');
    expect(await detail(capper.id, fan.cookie)).toMatchObject({
      subscribed: true,
      subscription: { renews: false },
    });

    // Stripe ends the subscription: access ends with it; the charges stay.
    const ended = event('customer.subscription.deleted', {
      id: 'sub_1',
      object: 'subscription',
      cancel_at_period_end: true,
    });
    expect((await signed(ended)).json().outcome).toBe('applied');
    expect((await detail(capper.id, fan.cookie)).subscribed).toBe(false);
    expect(await chargeRows(capper.id)).toHaveLength(2);
  });

  it('takes no browser marker on the webhook and ignores events it does not use', async () => {
    const res = await signed(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
  });
});
