-- Games from a feed (docs/product.md §3 Matchup plus startsAt and the provider's ids). game_date is the US
-- Eastern calendar date of starts_at, stored so "that day's games" is an index lookup.
CREATE TABLE IF NOT EXISTS matchups (
  id text PRIMARY KEY,
  sport text NOT NULL,
  away_team text NOT NULL,
  home_team text NOT NULL,
  away_score integer,
  home_score integer,
  away_money_line integer,
  home_money_line integer,
  away_spread numeric,
  home_spread numeric,
  total_points numeric,
  starts_at timestamptz NOT NULL,
  game_date date NOT NULL,
  status text NOT NULL DEFAULT 'NOTFINISHED',
  away_pitcher text,
  home_pitcher text,
  provider text NOT NULL,
  provider_id text NOT NULL,
  season integer,
  neutral boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_id)
);

CREATE INDEX IF NOT EXISTS matchups_game_date_sport_idx ON matchups (game_date, sport);
CREATE INDEX IF NOT EXISTS matchups_sport_starts_at_idx ON matchups (sport, starts_at);
CREATE INDEX IF NOT EXISTS matchups_status_idx ON matchups (status);

-- Every line a matchup has had, appended on each change: line movement and closing-line value.
CREATE TABLE IF NOT EXISTS odds_snapshots (
  id bigserial PRIMARY KEY,
  matchup_id text NOT NULL REFERENCES matchups (id) ON DELETE CASCADE,
  taken_at timestamptz NOT NULL DEFAULT now(),
  away_money_line integer,
  home_money_line integer,
  away_spread numeric,
  home_spread numeric,
  total_points numeric,
  source text NOT NULL
);

CREATE INDEX IF NOT EXISTS odds_snapshots_matchup_taken_idx ON odds_snapshots (matchup_id, taken_at);
