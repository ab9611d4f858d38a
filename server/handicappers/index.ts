// The handicappers module's door (docs/architecture.md "Server modules"): its plugin, and the
// directory, subscriptions and money's ledger other modules use.
export {
  applyStripeEventInOrder,
  chargeMissedMonths,
  chargePeriod,
  STRIPE_EVENT_IN_ORDER,
  type PaymentProviderKind,
} from './ledger';
export type {
  CheckoutInput,
  CheckoutResult,
  PaymentProvider,
  PlanCheckoutInput,
} from './paymentProvider';
export { handicappersPlugin } from './plugin';
export {
  queueProviderActions,
  retryProviderEnds,
  subscriptionsEndingWithAccount,
  tellProvider,
  type ProviderAction,
} from './providerEnds';
export {
  findHandicapper,
  handicapperUserId,
  keptPicks,
  linkSampleAccount,
  sampleCappers,
  saveCapperProfile,
  type Handicapper,
  type SampleCapper,
} from './repository';
export { followersOf, revenueOf } from './revenue';
export {
  activeSubscriberIds,
  endStripeSubscription,
  paidUpSubscription,
  setStripeRenewal,
  stripeSubscriber,
  subscribedCappers,
} from './subscribers';
export { beginPaidPeriod, isSubscribed } from './subscriptions';
