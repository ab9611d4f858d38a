import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { hashPassword } from '../../../server/accounts/passwords';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import type { Db } from '../../../server/db/db';
import { STRIPE_WEBHOOK_PATH } from '../../../server/marketplace/stripeWebhook';

export const WEBHOOK_SECRET = 'whsec_test_edgewise';
const stripe = new Stripe('sk_test_edgewise');

/** One request the stand-in received. */
export interface StripeCall {
  method: string;
  path: string;
  body: string;
}

/**
 * A stand-in for api.stripe.com on loopback (the server reaches it through STRIPE_API_BASE): it
 * answers Checkout, subscription changes, invoice payments and refunds, keeps every request, and
 * answers 503 to everything while `down` is set.
 */
export interface StripeStandIn {
  calls: StripeCall[];
  down: boolean;
  /** The config that points a test app at this stand-in. */
  config: Record<string, string>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

function answer(path: string, count: number): object {
  if (path === '/v1/checkout/sessions')
    return {
      id: `cs_test_${count}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/cs_test_${count}`,
    };
  if (path.startsWith('/v1/invoice_payments'))
    return {
      object: 'list',
      has_more: false,
      data: [{ id: `inpay_${count}`, payment: { type: 'payment_intent', payment_intent: 'pi_1' } }],
    };
  if (path === '/v1/refunds') return { id: `re_${count}`, object: 'refund', status: 'succeeded' };
  const sub = /^\/v1\/subscriptions\/([^/?]+)/.exec(path)?.[1];
  return { id: sub ?? 'sub_1', object: 'subscription' };
}

export async function stripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      calls.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (state.down) {
        res.statusCode = 503;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in is down' } }));
        return;
      }
      res.end(JSON.stringify(answer(req.url ?? '', calls.length)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    config: {
      STRIPE_SECRET_KEY: 'sk_test_edgewise',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let events = 0;
/** A Stripe event as its webhook carries it, `created` in Unix seconds. */
export function stripeEvent(
  type: string,
  object: object,
  created = Math.floor(Date.now() / 1000),
): string {
  events += 1;
  return JSON.stringify({
    id: `evt_standin_${events}_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    data: { object },
  });
}

/** Delivers an event to the webhook, signed with the stand-in's secret. */
export function deliverSigned(app: FastifyInstance, payload: string) {
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  });
}

/** Stripe's word that a Checkout session was paid, starting subscription `subscriptionRef`. */
export function checkoutCompleted(
  userId: string,
  capperId: string,
  subscriptionRef: string,
  amountCents = 1999,
  created?: number,
): string {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: `cs_${subscriptionRef}`,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: amountCents,
      subscription: subscriptionRef,
      invoice: `in_first_${subscriptionRef}`,
      metadata: { userId, capperId },
    },
    created,
  );
}

let people = 0;
export const PASSWORD = 'correct-horse-battery';
/** A user with the password PASSWORD and a live session: id, email and cookie. */
export async function withPassword(
  db: Db,
  role = 'User',
): Promise<{ id: string; email: string; cookie: string }> {
  people += 1;
  const email = `payer${people}.${Date.now()}@example.com`;
  const row = await insertUser(db, {
    email,
    firstName: 'Pay',
    lastName: `Er${people}`,
    passwordHash: await hashPassword(PASSWORD),
    role,
    accountType: role === 'Handicapper' ? role : '',
  });
  if (!row) throw new Error('user not inserted');
  const token = await createSession(db, row.id, false);
  return { id: row.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}
