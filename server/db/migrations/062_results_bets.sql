-- Every AI bet (src/domain/performance.ts), graded or not, kept current with results_daily by
-- the same refresh: outcome 1 win, -1 loss, 0 push, NULL not graded yet. AI Bet Performance
-- lists its recent graded bets and upcoming bets from here with an index scan. Replaces
-- results_pending (the ungraded ones only); rebuilt from the ledger on the next read.
DROP TABLE IF EXISTS results_pending;

CREATE TABLE IF NOT EXISTS results_bets (
  matchup_id text NOT NULL,
  model_id text NOT NULL,
  bet_type text NOT NULL,
  ord integer NOT NULL,
  side text NOT NULL,
  price integer NOT NULL,
  outcome smallint,
  confidence float8,
  game_date date NOT NULL,
  sport text NOT NULL,
  starts_at timestamptz NOT NULL,
  finished boolean NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  home_line float8,
  away_line float8,
  total_points float8,
  source text NOT NULL,
  PRIMARY KEY (matchup_id, model_id, bet_type)
);

CREATE INDEX IF NOT EXISTS results_bets_slice_idx ON results_bets (game_date, sport);
CREATE INDEX IF NOT EXISTS results_bets_recent_idx ON results_bets (game_date DESC, starts_at DESC, matchup_id, model_id, ord)
  WHERE outcome IS NOT NULL;
CREATE INDEX IF NOT EXISTS results_bets_upcoming_idx ON results_bets (starts_at) WHERE outcome IS NULL;

DELETE FROM results_daily;
INSERT INTO results_dirty (game_date, sport)
SELECT DISTINCT m.game_date, m.sport FROM matchups m WHERE EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = m.id)
ON CONFLICT DO NOTHING;
