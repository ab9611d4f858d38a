-- Saved picks (docs/design.md §3 POST/GET /api/bets). One row per slip entry, keyed by the user and the
-- entry id the browser made (a retried submission hits the key and saves nothing twice). The
-- texts are the docs/product.md §3 slip entry as the server rebuilt it from the lines taken; price is the
-- entry's American price when saved. status, profit_units, clv and graded_at are the grade;
-- nothing else changes after the insert (see bets_guard). handicappers/records.ts reads
-- user_id, status, units, profit_units and clv.
CREATE TABLE IF NOT EXISTS bets (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  seq bigserial NOT NULL,
  units double precision NOT NULL CHECK (units > 0),
  reasoning text NOT NULL DEFAULT '',
  bet_mode text NOT NULL DEFAULT 'single' CHECK (bet_mode IN ('single', 'parlay', 'teaser')),
  bet_type text CHECK (bet_type IN ('MoneyLine', 'Spread', 'Total')),
  sport text NOT NULL DEFAULT '',
  matchup_id text NOT NULL,
  home_team text NOT NULL DEFAULT '',
  away_team text NOT NULL DEFAULT '',
  team text NOT NULL DEFAULT '',
  money_line text NOT NULL DEFAULT '',
  spread text NOT NULL DEFAULT '',
  total text NOT NULL DEFAULT '',
  teaser_points integer,
  included_matchups text[] NOT NULL DEFAULT '{}',
  individual_bets text[] NOT NULL DEFAULT '{}',
  price integer,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'win', 'loss', 'push')),
  profit_units double precision,
  clv double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  graded_at timestamptz,
  PRIMARY KEY (user_id, id)
);

CREATE INDEX IF NOT EXISTS bets_user_created_idx ON bets (user_id, created_at DESC, seq DESC);

-- The legs of an entry (a single has one). price/line are what the leg was taken at from the
-- matchups table; graded_line is the line it is graded on (teaser-adjusted for teasers).
-- closing_* come from the last odds snapshot before the start; clv is documented in
-- src/domain/bets.ts (points for spreads and totals, implied-probability points for money lines).
CREATE TABLE IF NOT EXISTS bet_legs (
  user_id uuid NOT NULL,
  bet_id text NOT NULL,
  leg_index integer NOT NULL CHECK (leg_index BETWEEN 0 AND 7),
  matchup_id text NOT NULL REFERENCES matchups (id),
  bet_type text NOT NULL CHECK (bet_type IN ('MoneyLine', 'Spread', 'Total')),
  selection text NOT NULL CHECK (selection IN ('Home', 'Away', 'Over', 'Under')),
  price integer NOT NULL CHECK (abs(price) >= 100),
  line double precision,
  graded_line double precision,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'win', 'loss', 'push')),
  closing_price integer,
  closing_line double precision,
  clv double precision,
  graded_at timestamptz,
  PRIMARY KEY (user_id, bet_id, leg_index),
  FOREIGN KEY (user_id, bet_id) REFERENCES bets (user_id, id) ON DELETE CASCADE
);

CREATE INDEX IF NOT EXISTS bet_legs_pending_matchup_idx ON bet_legs (matchup_id) WHERE status = 'pending';

-- A pick is final: only its grade may change, and it goes only with its account (the cascade
-- from users). to_jsonb(row) minus the grade columns must stay the same.
CREATE OR REPLACE FUNCTION bets_guard() RETURNS trigger AS $$
DECLARE
  grade text[] := CASE WHEN TG_TABLE_NAME = 'bets'
    THEN ARRAY['status', 'profit_units', 'clv', 'graded_at']
    ELSE ARRAY['status', 'closing_price', 'closing_line', 'clv', 'graded_at'] END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.user_id) THEN
      RAISE EXCEPTION 'saved picks are never deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (to_jsonb(NEW) - grade) IS DISTINCT FROM (to_jsonb(OLD) - grade) THEN
    RAISE EXCEPTION 'a saved pick cannot be edited, only graded' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS bets_guard_trigger ON bets;
CREATE TRIGGER bets_guard_trigger BEFORE UPDATE OR DELETE ON bets
  FOR EACH ROW EXECUTE FUNCTION bets_guard();

DROP TRIGGER IF EXISTS bet_legs_guard_trigger ON bet_legs;
CREATE TRIGGER bet_legs_guard_trigger BEFORE UPDATE OR DELETE ON bet_legs
  FOR EACH ROW EXECUTE FUNCTION bets_guard();
