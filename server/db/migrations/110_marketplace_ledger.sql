-- Paid access is a ledger (docs/product.md §3 Subscription, §9 "Plans and money").
--
-- A subscription is a billed period: period_start to period_end, paid by one immutable charge.
-- Cancelling sets renews = false: access lasts until period_end, then the row lapses. Revenue,
-- payouts and a capper's subscriber history are read from charges, never from subscription rows.

-- The sample cappers are marked as such; their figures come from their sample picks in the bets
-- table (server/marketplace/samplePicks.ts), no longer from a stored record.
ALTER TABLE handicappers ADD COLUMN IF NOT EXISTS sample boolean NOT NULL DEFAULT false;
UPDATE handicappers SET sample = true, sample_record = NULL
WHERE id IN ('mike-johnson', 'sarah-williams', 'david-chen', 'jessica-martinez', 'robert-taylor',
             'emily-davis');
-- A sample capper never posts to subscribers: no subscription to one is kept.
DELETE FROM subscriptions WHERE handicapper_id IN (SELECT id FROM handicappers WHERE sample);

-- The platform's share of a capper's subscriptions, in percent (docs/product.md §9: 25%
-- professional, 40% novice); null for a capper who never applied (the novice share applies).
ALTER TABLE handicappers ADD COLUMN IF NOT EXISTS platform_share integer
  CHECK (platform_share BETWEEN 0 AND 100);
UPDATE handicappers h SET platform_share = CASE a.type WHEN 'professional' THEN 25 ELSE 40 END
FROM handicapper_applications a
WHERE a.user_id = h.user_id AND a.status = 'approved' AND h.platform_share IS NULL;

ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS period_start timestamptz;
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS period_end timestamptz;
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS renews boolean NOT NULL DEFAULT true;
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS price_cents integer CHECK (price_cents >= 0);
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS provider text NOT NULL DEFAULT 'simulated'
  CHECK (provider IN ('simulated', 'stripe'));
-- The provider's id of the recurring subscription (Stripe's sub_…), null for the simulated one.
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS provider_ref text;

-- Rows from before the ledger: in the monthly period that holds now, at the price they took.
UPDATE subscriptions SET
  price_cents = round(coalesce(price, (SELECT d.price FROM handicapper_directory d
                                       WHERE d.id = handicapper_id), 0) * 100)::int,
  period_start = created_at + make_interval(months =>
    (extract(year FROM age(now(), created_at)) * 12 + extract(month FROM age(now(), created_at)))::int),
  period_end = created_at + make_interval(months =>
    (extract(year FROM age(now(), created_at)) * 12 + extract(month FROM age(now(), created_at)))::int + 1)
WHERE period_end IS NULL;

-- One row per payment taken; amounts in integer cents. The platform's fee is fixed when charged.
CREATE TABLE IF NOT EXISTS charges (
  id text PRIMARY KEY,
  -- No foreign keys: a charge outlives the subscriber's account and the capper's profile.
  user_id uuid NOT NULL,
  handicapper_id text NOT NULL,
  -- The subscriber as the capper sees them ('Ada L.'), kept as it was when charged.
  subscriber text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('subscription', 'renewal')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  platform_fee_cents integer NOT NULL CHECK (platform_fee_cents BETWEEN 0 AND amount_cents),
  currency text NOT NULL DEFAULT 'usd',
  provider text NOT NULL CHECK (provider IN ('simulated', 'stripe')),
  -- The provider's id of the payment (Checkout session, invoice, or the simulated period's key):
  -- a replayed notice or a retried request finds it and writes nothing.
  provider_ref text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_ref)
);
CREATE INDEX IF NOT EXISTS charges_capper_idx ON charges (handicapper_id, created_at DESC);
CREATE INDEX IF NOT EXISTS charges_user_idx ON charges (user_id, handicapper_id);

-- A charge is final: no update, no delete.
CREATE OR REPLACE FUNCTION charges_guard() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'a charge cannot be changed or removed' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS charges_guard_trigger ON charges;
CREATE TRIGGER charges_guard_trigger BEFORE UPDATE OR DELETE ON charges
  FOR EACH ROW EXECUTE FUNCTION charges_guard();

-- The payments of the subscriptions that existed before the ledger: the first day, then each
-- monthly anniversary up to now (as the revenue page showed them), at the price taken, with the
-- novice share.
INSERT INTO charges (id, user_id, handicapper_id, subscriber, kind, amount_cents,
                     platform_fee_cents, provider, provider_ref, period_start, period_end, created_at)
SELECT 'chg_backfill_' || md5(s.user_id::text || ':' || s.handicapper_id || ':' || k),
       s.user_id, s.handicapper_id,
       trim(u.first_name || ' ' || left(u.last_name, 1) || CASE WHEN u.last_name = '' THEN '' ELSE '.' END),
       CASE WHEN k = 0 THEN 'subscription' ELSE 'renewal' END,
       s.price_cents,
       (s.price_cents * coalesce(h.platform_share, 40)) / 100,
       'simulated',
       'backfill:' || s.user_id::text || ':' || s.handicapper_id || ':' || k,
       s.created_at + make_interval(months => k),
       s.created_at + make_interval(months => k + 1),
       s.created_at + make_interval(months => k)
FROM subscriptions s
JOIN users u ON u.id = s.user_id
LEFT JOIN handicappers h ON h.id = s.handicapper_id
CROSS JOIN LATERAL generate_series(0, (extract(year FROM age(now(), s.created_at)) * 12
  + extract(month FROM age(now(), s.created_at)))::int) AS k
ON CONFLICT (provider, provider_ref) DO NOTHING;

-- Webhook notices already applied, by the provider's event id: a replay changes nothing.
CREATE TABLE IF NOT EXISTS payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE OR REPLACE VIEW handicapper_directory AS
  SELECT h.id, h.name, h.avatar, h.sports, h.price, h.featured, h.bio, h.user_id, h.sample_record,
         h.archived_picks, h.sample, h.platform_share
  FROM handicappers h
  UNION ALL
  SELECT u.id::text, trim(u.first_name || ' ' || u.last_name),
         upper(left(u.first_name, 1) || left(u.last_name, 1)),
         '{}'::text[], 19.99::numeric(8, 2), false, '', u.id, NULL::jsonb, NULL::jsonb, false,
         NULL::integer
  FROM users u
  WHERE (u.role = 'Handicapper' OR u.account_type = 'Handicapper')
    AND NOT EXISTS (SELECT 1 FROM handicappers h WHERE h.user_id = u.id);
