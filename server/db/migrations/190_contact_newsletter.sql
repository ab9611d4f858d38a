-- The contact form's messages (docs/product.md "Contact and newsletter"), each also mailed to
-- SUPPORT_EMAIL; the admin list reads them newest first.
CREATE TABLE IF NOT EXISTS contact_messages (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL CHECK (subject IN ('general', 'support', 'billing', 'partnership', 'feedback')),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);

-- The footer's newsletter: one row per address (lower-cased), confirmed by a mailed link. The
-- links' tokens are kept as their SHA-256 only (server/accounts/tokens.ts).
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  email_key text PRIMARY KEY,
  email text NOT NULL,
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  unsubscribe_token_hash text NOT NULL UNIQUE,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  mails_day date,
  mails_sent integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS newsletter_confirm_idx ON newsletter_subscribers (confirm_token_hash);

-- Game Start notices (docs/product.md "Notifications"): one per user per game, ever.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('capper_pick', 'application', 'account', 'game_start'));
CREATE TABLE IF NOT EXISTS game_start_notices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  matchup_id text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, matchup_id)
);
