-- Settings that persist, handicapper applications, platform plans, subscription prices
-- and the records of deleted handicappers.

-- Profile and account settings; absent row: empty username and bio, Eastern time, English.
CREATE TABLE IF NOT EXISTS user_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  username text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  time_zone text NOT NULL DEFAULT 'America/New_York',
  language text NOT NULL DEFAULT 'en'
);

-- The Notifications tab: in_app_picks is "New Picks", email_picks is "Email Notifications".
ALTER TABLE notification_preferences ADD COLUMN IF NOT EXISTS game_start boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN IF NOT EXISTS marketing boolean NOT NULL DEFAULT false;

CREATE TABLE IF NOT EXISTS handicapper_applications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  type text NOT NULL CHECK (type IN ('novice', 'professional')),
  sports text[] NOT NULL,
  experience text NOT NULL,
  approach text NOT NULL,
  twitter_url text NOT NULL DEFAULT '',
  instagram_url text NOT NULL DEFAULT '',
  monthly_price numeric(8, 2) NOT NULL CHECK (monthly_price >= 0),
  weekly_picks integer NOT NULL,
  special_offers text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS handicapper_applications_pending_idx
  ON handicapper_applications (user_id) WHERE status = 'pending';

-- The price a subscriber pays, fixed when they subscribe (null: rows from before, at list price).
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS price numeric(8, 2);

-- A user's platform plan; absent row: Free. anchor is the day the monthly cycle counts from.
CREATE TABLE IF NOT EXISTS user_plans (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan_id text NOT NULL CHECK (plan_id IN ('free', 'pro', 'handicapper')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'paused')),
  anchor timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  paused_until timestamptz
);

-- A deleted handicapper keeps their graded picks (as the API returned them) under this row.
ALTER TABLE handicappers ADD COLUMN IF NOT EXISTS archived_picks jsonb;

CREATE OR REPLACE VIEW handicapper_directory AS
  SELECT h.id, h.name, h.avatar, h.sports, h.price, h.featured, h.bio, h.user_id, h.sample_record,
         h.archived_picks
  FROM handicappers h
  UNION ALL
  SELECT u.id::text, trim(u.first_name || ' ' || u.last_name),
         upper(left(u.first_name, 1) || left(u.last_name, 1)),
         '{}'::text[], 19.99::numeric(8, 2), false, '', u.id, NULL::jsonb, NULL::jsonb
  FROM users u
  WHERE (u.role = 'Handicapper' OR u.account_type = 'Handicapper')
    AND NOT EXISTS (SELECT 1 FROM handicappers h WHERE h.user_id = u.id);
