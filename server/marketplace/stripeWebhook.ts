import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { problemSchema } from '@domain/contracts/problem';
import type { Db, Queryable } from '../db/db';
import {
  beginPaidPeriod,
  endStripeSubscription,
  findHandicapper,
  paidUpSubscription,
  queueProviderActions,
  retryProviderEnds,
  setStripeRenewal,
  stripeSubscriber,
} from '../handicappers';
import { ProblemError } from '../http/problem';
import type { StripeProvider } from './payments';
import { beginPlanPeriod } from './plans';
import { endStripePlan, setStripePlanRenewal, stripePlanHolder } from './stripePlans';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a provider's signed webhook: it carries no browser marker (requestGuards). */
    signedWebhook?: boolean;
  }
}

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
export const WEBHOOK_SIGNATURE_REFUSED = 'The webhook signature is missing or does not verify.';
export const WEBHOOK_NOT_CONFIGURED = 'Stripe is not configured on this server.';

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const capperMetadata = z.object({ userId: z.uuid(), capperId: z.string().min(1) });
const planMetadata = z.object({ userId: z.uuid(), planId: z.enum(['pro', 'handicapper']) });
const metadataSchema = z.union([capperMetadata, planMetadata]);

const sessionSchema = z.object({
  id: z.string(),
  payment_status: z.string(),
  amount_total: z.number().int().nonnegative().nullable(),
  subscription: idOf.nullable().optional(),
  invoice: idOf.nullable().optional(),
  metadata: metadataSchema,
});

const invoiceSchema = z.object({
  id: z.string(),
  billing_reason: z.string().nullable(),
  amount_paid: z.number().int().nonnegative(),
  parent: z
    .object({ subscription_details: z.object({ subscription: idOf }).nullable().optional() })
    .nullable()
    .optional(),
  lines: z.object({
    data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })),
  }),
});

const subscriptionSchema = z.object({ id: z.string(), cancel_at_period_end: z.boolean() });

/**
 * What became of one event: applied, already seen (a replay), of no concern to the ledger, a
 * payment nobody here holds, given back (its subscription ended and the invoice refunded), or
 * stale: created before the last event applied to its subscription, so the subscription stays as
 * that one left it (a payment in it is still written to the ledger).
 */
export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'refunded' | 'stale';

const seconds = (s: number) => new Date(s * 1000);

async function applyEvent(tx: Queryable, event: Stripe.Event): Promise<WebhookOutcome> {
  const object: unknown = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = sessionSchema.safeParse(object);
      if (!session.success || session.data.payment_status !== 'paid') return 'ignored';
      const { metadata, amount_total: amount } = session.data;
      if ('planId' in metadata) {
        // A platform plan paid on Checkout: it begins now (docs/security.md "Money").
        if (amount === null) return 'ignored';
        const { outcome, replacedRef } = await beginPlanPeriod(tx, {
          userId: metadata.userId,
          planId: metadata.planId,
          amountCents: amount,
          provider: 'stripe',
          chargeRef: session.data.id,
          subscriptionRef: session.data.subscription ?? null,
          start: seconds(event.created),
          eventAt: seconds(event.created),
        });
        if (replacedRef)
          await queueProviderActions(
            tx,
            'stripe',
            [{ action: 'end_subscription', ref: replacedRef }],
            'plan replaced by another',
          );
        return outcome === 'replayed' ? 'replayed' : 'applied';
      }
      const capper = await findHandicapper(tx, metadata.capperId);
      if (!capper || capper.sample || amount === null) return 'ignored';
      const subscriptionRef = session.data.subscription ?? null;
      const paidUp = await paidUpSubscription(
        tx,
        metadata.userId,
        capper.id,
        seconds(event.created),
      );
      if (paidUp && subscriptionRef && paidUp.providerRef !== subscriptionRef) {
        // A second Checkout for a period already paid: given back, and the first subscription
        // stays the one a cancel reaches (docs/security.md "Money").
        await queueProviderActions(
          tx,
          'stripe',
          [
            { action: 'end_subscription', ref: subscriptionRef },
            ...(session.data.invoice
              ? [{ action: 'refund_invoice' as const, ref: session.data.invoice }]
              : []),
          ],
          'second Checkout for a capper already paid for',
        );
        return 'refunded';
      }
      const outcome = await beginPaidPeriod(tx, {
        userId: metadata.userId,
        handicapper: capper,
        amountCents: amount,
        provider: 'stripe',
        chargeRef: session.data.id,
        subscriptionRef,
        start: seconds(event.created),
        eventAt: seconds(event.created),
      });
      return outcome === 'replayed' ? 'replayed' : 'applied';
    }
    case 'invoice.paid': {
      // The first invoice is paid through Checkout (charged above); later ones are renewals.
      const invoice = invoiceSchema.safeParse(object);
      if (!invoice.success || invoice.data.billing_reason !== 'subscription_cycle')
        return 'ignored';
      const subscriptionId = invoice.data.parent?.subscription_details?.subscription;
      const period = invoice.data.lines.data[0]?.period;
      if (!subscriptionId || !period) return 'ignored';
      const plan = await stripePlanHolder(tx, subscriptionId);
      if (plan) {
        const { outcome } = await beginPlanPeriod(tx, {
          userId: plan.userId,
          planId: plan.planId,
          amountCents: invoice.data.amount_paid,
          provider: 'stripe',
          chargeRef: invoice.data.id,
          subscriptionRef: subscriptionId,
          start: seconds(period.start),
          end: seconds(period.end),
          kind: 'renewal',
          eventAt: seconds(event.created),
        });
        return outcome === 'replayed' ? 'replayed' : 'applied';
      }
      const row = await stripeSubscriber(tx, subscriptionId);
      const capper = row ? await findHandicapper(tx, row.handicapperId) : null;
      if (!row || !capper) {
        // The account or the capper is gone: the card must not go on paying for nothing.
        await queueProviderActions(
          tx,
          'stripe',
          [
            { action: 'end_subscription', ref: subscriptionId },
            { action: 'refund_invoice', ref: invoice.data.id },
          ],
          'renewal of a subscription nobody holds',
        );
        return 'refunded';
      }
      const outcome = await beginPaidPeriod(tx, {
        userId: row.userId,
        handicapper: capper,
        amountCents: invoice.data.amount_paid,
        provider: 'stripe',
        chargeRef: invoice.data.id,
        subscriptionRef: subscriptionId,
        start: seconds(period.start),
        end: seconds(period.end),
        kind: 'renewal',
        eventAt: seconds(event.created),
      });
      const outcomes = { begun: 'applied', charged: 'stale', replayed: 'replayed' } as const;
      return outcomes[outcome];
    }
    case 'customer.subscription.updated': {
      const sub = subscriptionSchema.safeParse(object);
      if (!sub.success) return 'ignored';
      const at = seconds(event.created);
      if (await stripePlanHolder(tx, sub.data.id))
        return (await setStripePlanRenewal(tx, sub.data.id, at, !sub.data.cancel_at_period_end))
          ? 'applied'
          : 'stale';
      const set = await setStripeRenewal(tx, sub.data.id, at, !sub.data.cancel_at_period_end);
      return set || !(await stripeSubscriber(tx, sub.data.id)) ? 'applied' : 'stale';
    }
    case 'customer.subscription.deleted': {
      const sub = subscriptionSchema.safeParse(object);
      if (!sub.success) return 'ignored';
      if (await stripePlanHolder(tx, sub.data.id))
        return (await endStripePlan(tx, sub.data.id, seconds(event.created))) ? 'applied' : 'stale';
      const ended = await endStripeSubscription(tx, sub.data.id, seconds(event.created));
      return ended || !(await stripeSubscriber(tx, sub.data.id)) ? 'applied' : 'stale';
    }
    default:
      return 'ignored';
  }
}

/**
 * Applies one verified event exactly once: its id is recorded in the same transaction as its
 * effect, so a replay (same id) changes nothing, and a failure leaves it to Stripe's retry.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const seen = await tx.query(
      `INSERT INTO payment_events (provider, event_id, type) VALUES ('stripe', $1, $2)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type],
    );
    if (seen.rows.length === 0) return 'replayed';
    return applyEvent(tx, event);
  });
}

const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'replayed', 'ignored', 'refunded', 'stale']),
});

/**
 * POST /api/payments/stripe/webhook: Stripe's notices, verified against STRIPE_WEBHOOK_SECRET on
 * the raw body before anything is read. Unsigned or badly signed: 400 and nothing changes.
 */
export async function stripeWebhookRoutes(
  fastify: FastifyInstance,
  opts: { provider: StripeProvider | null },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The signature covers the exact bytes sent: keep the body raw in this context.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { signedWebhook: true, rateLimit: 'webhook' },
      schema: {
        tags: ['payments'],
        response: { 200: webhookResponseSchema, '4xx': problemSchema },
      },
    },
    async (request) => {
      const { provider } = opts;
      if (!provider) throw new ProblemError(404, WEBHOOK_NOT_CONFIGURED);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = provider.verify(raw, typeof signature === 'string' ? signature : undefined);
      } catch {
        throw new ProblemError(400, WEBHOOK_SIGNATURE_REFUSED);
      }
      const outcome = await applyStripeEvent(app.db, event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
      // What the event queued for Stripe is sent now; the sweep retries whatever fails.
      if (outcome === 'refunded' || outcome === 'applied')
        await retryProviderEnds(app.db, provider, new Date(), request.log);
      return { received: true as const, outcome };
    },
  );
}
