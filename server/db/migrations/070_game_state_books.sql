-- Game state of a live game: period ('Q3', 'Top 7th', '2nd', 'OT'; null before
-- the start) and clock ('4:12'; null where the sport has none).
ALTER TABLE matchups ADD COLUMN period text, ADD COLUMN clock text;

-- Every bookmaker's current prices of a game, replaced by each report that
-- carries them until the start (the closing prices stay).
CREATE TABLE matchup_book_odds (
  matchup_id text NOT NULL REFERENCES matchups (id) ON DELETE CASCADE,
  book text NOT NULL,
  title text NOT NULL,
  away_money_line integer,
  home_money_line integer,
  away_spread numeric,
  home_spread numeric,
  total_points numeric,
  home_spread_price integer,
  away_spread_price integer,
  over_price integer,
  under_price integer,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (matchup_id, book)
);
