-- Total Results and AI Bet Performance (server/results). results_daily is a roll-up of the AI
-- ledger (ai_results joined to matchups) per game date, sport and model; the rules that fill it
-- live in src/domain and are applied by server/results/rollup.ts, which is the only writer.
-- Triggers never compute anything: they mark the (game_date, sport) slices a change touches in
-- results_dirty, and every read first recomputes the dirty slices, so the roll-up is current as
-- soon as a game finishes, a line moves or a model publishes.
--
-- Columns per bet type (ml = moneyline, sp = spread, ov = over, un = under); every count is of
-- graded results (final with both scores; *_n includes pushes, *_w wins, *_p pushes):
--   pick_*  every pick the predicted scores make (no threshold)
--   lean_*, bet_*  picks classified Lean / Bet by docs/product.md §9's thresholds (Total Results)
--   pb_*    the AI bets of AI Bet Performance: Bet picks with a valid price; units = profit of
--           one unit each, odds = sum of decimal odds
-- consensus_* and razor_* grade the moneyline pick of Consensus and Razor bets; results counts
-- every result, graded or not, so a model with only pending picks still has its row. The ledger
-- source is kept only where it is shown: live_pb_n counts the graded AI bets of live predictions,
-- live_ml_pick_* the live straight-up record; the rest of each count is imported history.
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

CREATE TABLE IF NOT EXISTS results_dirty (
  game_date date NOT NULL,
  sport text NOT NULL,
  PRIMARY KEY (game_date, sport)
);

-- Upcoming predictions across every sport, soonest first.
CREATE INDEX IF NOT EXISTS matchups_starts_at_idx ON matchups (starts_at);

-- Statement-level triggers with transition tables: one insert per statement, so a bulk import
-- of predictions marks each touched slice once.
CREATE OR REPLACE FUNCTION results_mark_results() RETURNS trigger AS $$
BEGIN
  INSERT INTO results_dirty (game_date, sport)
  SELECT DISTINCT m.game_date, m.sport FROM changed_rows c JOIN matchups m ON m.id = c.matchup_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION results_mark_results_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO results_dirty (game_date, sport)
  SELECT DISTINCT m.game_date, m.sport
  FROM (SELECT matchup_id FROM changed_rows UNION SELECT matchup_id FROM old_rows) c
  JOIN matchups m ON m.id = c.matchup_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS results_mark_insert_trigger ON ai_results;
CREATE TRIGGER results_mark_insert_trigger AFTER INSERT ON ai_results
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION results_mark_results();
DROP TRIGGER IF EXISTS results_mark_delete_trigger ON ai_results;
CREATE TRIGGER results_mark_delete_trigger AFTER DELETE ON ai_results
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION results_mark_results();
DROP TRIGGER IF EXISTS results_mark_update_trigger ON ai_results;
CREATE TRIGGER results_mark_update_trigger AFTER UPDATE ON ai_results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION results_mark_results_update();

-- A matchup change matters when it touches what grading or classification reads; both the old
-- and the new slice are marked (a game moved to another date or sport leaves the old one).
CREATE OR REPLACE FUNCTION results_mark_matchups() RETURNS trigger AS $$
BEGIN
  INSERT INTO results_dirty (game_date, sport)
  SELECT DISTINCT s.game_date, s.sport
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.game_date, o.sport), (n.game_date, n.sport)) AS s (game_date, sport)
  WHERE (o.status, o.home_score, o.away_score, o.home_money_line, o.away_money_line, o.home_spread,
         o.away_spread, o.total_points, o.game_date, o.sport)
        IS DISTINCT FROM
        (n.status, n.home_score, n.away_score, n.home_money_line, n.away_money_line, n.home_spread,
         n.away_spread, n.total_points, n.game_date, n.sport)
    AND EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = n.id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS results_mark_matchups_trigger ON matchups;
CREATE TRIGGER results_mark_matchups_trigger AFTER UPDATE ON matchups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION results_mark_matchups();

-- Whatever the ledger already holds is computed on the first read.
INSERT INTO results_dirty (game_date, sport)
SELECT DISTINCT m.game_date, m.sport FROM matchups m WHERE EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = m.id)
ON CONFLICT DO NOTHING;

-- Every AI bet (src/domain/performance.ts), graded or not, kept current with results_daily by
-- the same refresh: outcome 1 win, -1 loss, 0 push, NULL not graded yet. AI Bet Performance
-- lists its recent graded bets and upcoming bets from here with an index scan.

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
