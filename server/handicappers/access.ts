/**
 * When a subscription row gives access (docs/product.md §3): its paid period has not ended, or it
 * renews by the simulated provider, whose next charge is written when the ledger is next settled
 * (settleRenewals). A cancelled period keeps access until its end; a Stripe period is extended
 * only by Stripe's paid invoice. For SQL over `subscriptions s`.
 */
export const ACTIVE_ACCESS = `(s.period_end > now() OR (s.renews AND s.provider = 'simulated'))`;
