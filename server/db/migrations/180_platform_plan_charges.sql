-- Paid platform plans (Pro, Handicapper) are charged through the provider and the charges ledger
-- like a capper subscription (docs/security.md "Money"): a charge names either the capper paid
-- or the plan paid for, and a plan row keeps its provider, its provider subscription and the end
-- of the period paid.

ALTER TABLE charges ALTER COLUMN handicapper_id DROP NOT NULL;
ALTER TABLE charges ADD COLUMN IF NOT EXISTS plan_id text
  CHECK (plan_id IS NULL OR plan_id IN ('pro', 'handicapper'));
ALTER TABLE charges DROP CONSTRAINT IF EXISTS charges_capper_or_plan;
ALTER TABLE charges ADD CONSTRAINT charges_capper_or_plan
  CHECK ((handicapper_id IS NULL) <> (plan_id IS NULL));
CREATE INDEX IF NOT EXISTS charges_plan_user_idx ON charges (user_id, created_at DESC)
  WHERE plan_id IS NOT NULL;

ALTER TABLE user_plans ADD COLUMN IF NOT EXISTS provider text NOT NULL DEFAULT 'simulated'
  CHECK (provider IN ('simulated', 'stripe'));
ALTER TABLE user_plans ADD COLUMN IF NOT EXISTS provider_ref text;
ALTER TABLE user_plans ADD COLUMN IF NOT EXISTS period_end timestamptz;
-- When the provider's last applied event about this plan was created (out-of-order events).
ALTER TABLE user_plans ADD COLUMN IF NOT EXISTS provider_event_at timestamptz;
CREATE INDEX IF NOT EXISTS user_plans_provider_ref_idx ON user_plans (provider_ref)
  WHERE provider_ref IS NOT NULL;

-- A paid plan that began before plans were charged was never paid for: it ends now.
DELETE FROM user_plans WHERE plan_id <> 'free' AND period_end IS NULL;
