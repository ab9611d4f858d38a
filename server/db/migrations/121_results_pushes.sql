-- Pushes beside every Total Results record, so its win rate is wins / (wins + losses) with
-- pushes shown apart (W-L-P; src/domain/figures.ts): <record>_p counts graded picks that pushed.
-- Every slice is recomputed once to fill them.
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ml_lean_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ml_bet_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS sp_lean_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS sp_bet_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ov_lean_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS ov_bet_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS un_lean_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS un_bet_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS consensus_p integer NOT NULL DEFAULT 0;
ALTER TABLE results_daily ADD COLUMN IF NOT EXISTS razor_p integer NOT NULL DEFAULT 0;

INSERT INTO results_dirty (game_date, sport)
SELECT DISTINCT m.game_date, m.sport FROM matchups m WHERE EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = m.id)
ON CONFLICT DO NOTHING;
