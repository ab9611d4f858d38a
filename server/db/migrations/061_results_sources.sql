-- results_daily without the ledger source in its key: half the rows for the endpoints to sum.
-- The source is kept only where it is shown: live_pb_n counts the graded AI bets (pb_*, all four
-- bet types) of live predictions, live_ml_pick_* the live straight-up record; the rest of each
-- count is imported history. Column meanings otherwise as in 060_results.sql. Rebuilt from the
-- ledger on the next read.
DROP TABLE IF EXISTS results_daily;

CREATE TABLE IF NOT EXISTS results_daily (
  game_date date NOT NULL,
  sport text NOT NULL,
  model_id text NOT NULL,
  results integer NOT NULL,
  ml_pick_n integer NOT NULL,
  ml_pick_w integer NOT NULL,
  ml_pick_p integer NOT NULL,
  ml_lean_n integer NOT NULL,
  ml_lean_w integer NOT NULL,
  ml_bet_n integer NOT NULL,
  ml_bet_w integer NOT NULL,
  ml_pb_n integer NOT NULL,
  ml_pb_w integer NOT NULL,
  ml_pb_p integer NOT NULL,
  ml_pb_units float8 NOT NULL,
  ml_pb_odds float8 NOT NULL,
  sp_pick_n integer NOT NULL,
  sp_pick_w integer NOT NULL,
  sp_pick_p integer NOT NULL,
  sp_lean_n integer NOT NULL,
  sp_lean_w integer NOT NULL,
  sp_bet_n integer NOT NULL,
  sp_bet_w integer NOT NULL,
  sp_pb_n integer NOT NULL,
  sp_pb_w integer NOT NULL,
  sp_pb_p integer NOT NULL,
  sp_pb_units float8 NOT NULL,
  sp_pb_odds float8 NOT NULL,
  ov_pick_n integer NOT NULL,
  ov_pick_w integer NOT NULL,
  ov_pick_p integer NOT NULL,
  ov_lean_n integer NOT NULL,
  ov_lean_w integer NOT NULL,
  ov_bet_n integer NOT NULL,
  ov_bet_w integer NOT NULL,
  ov_pb_n integer NOT NULL,
  ov_pb_w integer NOT NULL,
  ov_pb_p integer NOT NULL,
  ov_pb_units float8 NOT NULL,
  ov_pb_odds float8 NOT NULL,
  un_pick_n integer NOT NULL,
  un_pick_w integer NOT NULL,
  un_pick_p integer NOT NULL,
  un_lean_n integer NOT NULL,
  un_lean_w integer NOT NULL,
  un_bet_n integer NOT NULL,
  un_bet_w integer NOT NULL,
  un_pb_n integer NOT NULL,
  un_pb_w integer NOT NULL,
  un_pb_p integer NOT NULL,
  un_pb_units float8 NOT NULL,
  un_pb_odds float8 NOT NULL,
  consensus_n integer NOT NULL,
  consensus_w integer NOT NULL,
  razor_n integer NOT NULL,
  razor_w integer NOT NULL,
  live_pb_n integer NOT NULL,
  live_ml_pick_n integer NOT NULL,
  live_ml_pick_w integer NOT NULL,
  live_ml_pick_p integer NOT NULL,
  PRIMARY KEY (game_date, sport, model_id)
);

CREATE INDEX IF NOT EXISTS results_daily_sport_date_idx ON results_daily (sport, game_date);

INSERT INTO results_dirty (game_date, sport)
SELECT DISTINCT m.game_date, m.sport FROM matchups m WHERE EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = m.id)
ON CONFLICT DO NOTHING;

-- The AI bets (src/domain/performance.ts) whose game is not graded yet, kept current with
-- results_daily: the upcoming predictions AI Bet Performance lists come from here.
CREATE TABLE IF NOT EXISTS results_pending (
  matchup_id text NOT NULL,
  model_id text NOT NULL,
  bet_type text NOT NULL,
  ord integer NOT NULL,
  side text NOT NULL,
  price integer NOT NULL,
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

CREATE INDEX IF NOT EXISTS results_pending_slice_idx ON results_pending (game_date, sport);
CREATE INDEX IF NOT EXISTS results_pending_starts_idx ON results_pending (starts_at);
