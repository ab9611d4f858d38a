import Stripe from 'stripe';
import type { Config } from '../config';
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentProvider,
  PlanCheckoutInput,
} from '../handicappers';

/**
 * The simulated provider: no card, no money; it "takes" each payment at once so the ledger still
 * gets its charge. Every page that takes a payment through it says so (SIMULATED_PAYMENT_NOTE).
 */
export const simulatedProvider: PaymentProvider = {
  kind: 'simulated',
  async checkout({ userId, capper, now }) {
    return { kind: 'paid', providerRef: `subscribe:${userId}:${capper.id}:${now.toISOString()}` };
  },
  async checkoutPlan({ userId, plan, now }) {
    return { kind: 'paid', providerRef: `plan:${userId}:${plan.id}:${now.toISOString()}` };
  },
  async setRenewal() {
    // Renewal of a simulated period is the `renews` flag alone.
  },
  async endSubscription() {
    // A simulated period has nothing at a provider to end: the rows are the whole of it.
  },
  async refundInvoice() {
    // The simulated provider takes no money, so it has none to give back.
  },
};

/** A Stripe error that says the thing is already gone or done: retrying would change nothing. */
function alreadyDone(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error.statusCode === 404 ||
    error.code === 'resource_missing' ||
    error.code === 'charge_already_refunded'
  );
}

/** Stripe: Checkout in subscription mode, monthly at the capper's price, and signed webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;

  constructor(
    readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async checkout({ userId, email, capper, returnUrl }: CheckoutInput): Promise<CheckoutResult> {
    const metadata = { userId, capperId: capper.id };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: userId,
      customer_email: email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: capper.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: `${capper.name} — picks on Edgewise` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${returnUrl}?checkout=success`,
      cancel_url: `${returnUrl}?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    return { kind: 'redirect', url: session.url };
  }

  async checkoutPlan({
    userId,
    email,
    plan,
    returnUrl,
  }: PlanCheckoutInput): Promise<CheckoutResult> {
    const metadata = { userId, planId: plan.id };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: userId,
      customer_email: email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: plan.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: `Edgewise ${plan.name} plan` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${returnUrl}?checkout=success`,
      cancel_url: `${returnUrl}?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    return { kind: 'redirect', url: session.url };
  }

  async setRenewal(providerRef: string | null, renews: boolean): Promise<void> {
    if (!providerRef) return;
    await this.stripe.subscriptions.update(providerRef, { cancel_at_period_end: !renews });
  }

  async endSubscription(providerRef: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(providerRef);
    } catch (error) {
      if (!alreadyDone(error)) throw error;
    }
  }

  async refundInvoice(invoiceRef: string): Promise<void> {
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceRef, limit: 10 });
    const idOf = (value: string | { id: string } | undefined) =>
      typeof value === 'string' ? value : value?.id;
    for (const { payment } of payments.data) {
      const intent = idOf(payment.payment_intent);
      const charge = idOf(payment.charge);
      if (!intent && !charge) continue;
      try {
        await this.stripe.refunds.create(intent ? { payment_intent: intent } : { charge });
      } catch (error) {
        if (!alreadyDone(error)) throw error;
      }
    }
  }

  /** The event a webhook carries, after its Stripe-Signature is verified; throws when it is not. */
  verify(rawBody: string | Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new Error('No Stripe-Signature header');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

/** The provider the config asks for: Stripe with STRIPE_SECRET_KEY, else simulated. */
export function createPaymentProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
): PaymentProvider {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return simulatedProvider;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return new StripeProvider(stripe, config.STRIPE_WEBHOOK_SECRET);
}
