-- Units and priced picks beside every Total Results record: <record>_u is what
-- one unit on each graded pick returned at its price, <record>_pn how many graded picks had a price
-- (a moneyline without a valid one has none; spreads and totals without one are at -110).
-- Every slice is recomputed once to fill them.
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ml_lean_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ml_lean_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ml_bet_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ml_bet_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS sp_lean_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS sp_lean_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS sp_bet_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS sp_bet_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ov_lean_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ov_lean_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ov_bet_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ov_bet_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS un_lean_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS un_lean_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS un_bet_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS un_bet_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS consensus_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS consensus_pn integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS razor_u float8 NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS razor_pn integer NOT NULL DEFAULT 0;

INSERT INTO results_dirty (game_date, sport)
SELECT DISTINCT m.game_date, m.sport FROM matchups m WHERE EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = m.id)
ON CONFLICT DO NOTHING;
