-- What the payment provider still has to be told (docs/security.md "Money"): a subscription to end
-- or a payment to refund, kept until the provider has answered, so an account that ends while
-- Stripe is down still stops its charges. Owned by server/handicappers/, beside subscriptions.
CREATE TABLE IF NOT EXISTS provider_actions (
  id bigserial PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('simulated', 'stripe')),
  action text NOT NULL CHECK (action IN ('end_subscription', 'refund_invoice')),
  -- The provider's id of the subscription (sub_…) or invoice (in_…).
  ref text NOT NULL,
  -- Why it was asked ('account deleted', 'renewal of an unknown subscription' …), for the log.
  reason text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, action, ref)
);
CREATE INDEX IF NOT EXISTS provider_actions_due ON provider_actions (next_attempt_at)
  WHERE done_at IS NULL;
