-- The marketplace loop (docs/product.md §3): in-app notifications and each user's settings.
CREATE TABLE IF NOT EXISTS notifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('capper_pick', 'application', 'account')),
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);

-- Which notices a user wants: in the app, by mail. Absent row: both on.
CREATE TABLE IF NOT EXISTS notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  in_app_picks boolean NOT NULL DEFAULT true,
  email_picks boolean NOT NULL DEFAULT true
);
