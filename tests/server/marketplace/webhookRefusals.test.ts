import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRIPE_WEBHOOK_PATH,
  WEBHOOK_NOT_CONFIGURED,
  WEBHOOK_SIGNATURE_REFUSED,
} from '../../../server/marketplace/stripeWebhook';
import { testApp } from '../helpers';

// The Stripe webhook's refusals are thrown and answered by the app's one error handler
// (docs/architecture.md "Server modules"): the whole problem details, as problem+json.
let plain: Awaited<ReturnType<typeof testApp>>;
let stripe: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  plain = await testApp();
  stripe = await testApp({
    STRIPE_SECRET_KEY: 'sk_test_edgewise',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_edgewise',
  });
});
afterAll(async () => {
  await plain.close();
  await stripe.close();
});

const deliver = (ctx: typeof plain, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: JSON.stringify({ id: 'evt_refused', type: 'invoice.paid', data: { object: {} } }),
  });

describe('Stripe webhook refusals', () => {
  it('answers 404 problem details while Stripe is not configured', async () => {
    const res = await deliver(plain);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual({
      type: 'https://httpstatuses.io/404',
      title: 'Not Found',
      status: 404,
      detail: WEBHOOK_NOT_CONFIGURED,
    });
  });

  it('answers 400 problem details to a missing or bad signature', async () => {
    for (const signature of [undefined, 't=1,v1=deadbeef']) {
      const res = await deliver(stripe, signature);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual({
        type: 'https://httpstatuses.io/400',
        title: 'Bad Request',
        status: 400,
        detail: WEBHOOK_SIGNATURE_REFUSED,
      });
    }
  });
});
