import type { PaymentProviderKind } from './ledger';

// The payment provider as the ledger and the subscriptions use it (docs/product.md §9). The
// marketplace makes the app's one (server/marketplace/payments.ts): Stripe when configured, else
// the simulated provider.

/** What subscribing to a capper asks of the payment provider. */
export interface CheckoutInput {
  userId: string;
  email: string;
  capper: { id: string; name: string; priceCents: number };
  /** Where the browser comes back to (the capper's page) after paying or giving up. */
  returnUrl: string;
  now: Date;
}

/** What starting a paid platform plan (Pro, Handicapper) asks of the payment provider. */
export interface PlanCheckoutInput {
  userId: string;
  email: string;
  plan: { id: 'pro' | 'handicapper'; name: string; priceCents: number };
  /** Where the browser comes back to (/subscriptions) after paying or giving up. */
  returnUrl: string;
  now: Date;
}

/**
 * 'paid': the provider took the payment now (the simulated one), `providerRef` names it.
 * 'redirect': the subscriber pays on the provider's page (Stripe Checkout); the paid period
 * begins when the provider's signed webhook says so.
 */
export type CheckoutResult =
  { kind: 'paid'; providerRef: string } | { kind: 'redirect'; url: string };

/** The payment provider of docs/product.md §9: Stripe when configured, else the simulated one. */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  checkout(input: CheckoutInput): Promise<CheckoutResult>;
  /** A platform plan's first month, renewing monthly; it begins on the provider's confirmation. */
  checkoutPlan(input: PlanCheckoutInput): Promise<CheckoutResult>;
  /** Turns renewal at the period's end off (cancel) or back on; `providerRef` is the provider's subscription. */
  setRenewal(providerRef: string | null, renews: boolean): Promise<void>;
  /**
   * Ends the provider's subscription now: no further charge. One the provider no longer knows
   * counts as ended. Throws when the provider could not be reached (the caller queues a retry).
   */
  endSubscription(providerRef: string): Promise<void>;
  /** Refunds every payment of one invoice in full; an invoice already refunded counts as done. */
  refundInvoice(invoiceRef: string): Promise<void>;
}
