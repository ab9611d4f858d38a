-- The prediction models and their ledger. ai_results holds the latest prediction per matchup and
-- model until the game starts (then frozen); ai_result_history keeps every prediction ever made.
CREATE TABLE IF NOT EXISTS ai_models (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  inputs jsonb NOT NULL DEFAULT '[]'::jsonb,
  sports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS ai_results (
  matchup_id text NOT NULL REFERENCES matchups (id),
  model_id text NOT NULL REFERENCES ai_models (id),
  predicted_winner text NOT NULL CHECK (predicted_winner IN ('Home', 'Away')),
  confidence numeric NOT NULL CHECK (confidence >= 0 AND confidence <= 100),
  home_score numeric NOT NULL,
  away_score numeric NOT NULL,
  summary text NOT NULL,
  analysis text NOT NULL,
  source text NOT NULL CHECK (source IN ('live', 'history')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  frozen_at timestamptz,
  PRIMARY KEY (matchup_id, model_id)
);

CREATE INDEX IF NOT EXISTS ai_results_model_idx ON ai_results (model_id);
CREATE INDEX IF NOT EXISTS ai_results_unfrozen_idx ON ai_results (matchup_id) WHERE frozen_at IS NULL;

CREATE TABLE IF NOT EXISTS ai_result_history (
  id bigserial PRIMARY KEY,
  matchup_id text NOT NULL REFERENCES matchups (id),
  model_id text NOT NULL REFERENCES ai_models (id),
  predicted_winner text NOT NULL CHECK (predicted_winner IN ('Home', 'Away')),
  confidence numeric NOT NULL,
  home_score numeric NOT NULL,
  away_score numeric NOT NULL,
  summary text NOT NULL,
  analysis text NOT NULL,
  source text NOT NULL CHECK (source IN ('live', 'history')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS ai_result_history_matchup_idx ON ai_result_history (matchup_id, model_id, created_at);

-- A frozen prediction never changes and is never removed; a live prediction cannot be written
-- (or rewritten) once its game has started. Only setting frozen_at on an unfrozen row is allowed.
CREATE OR REPLACE FUNCTION ai_results_guard() RETURNS trigger AS $$
DECLARE
  started boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.frozen_at IS NOT NULL THEN
      RAISE EXCEPTION 'ai_results row (%, %) is frozen', OLD.matchup_id, OLD.model_id USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.frozen_at IS NOT NULL THEN
    RAISE EXCEPTION 'ai_results row (%, %) is frozen', OLD.matchup_id, OLD.model_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.source = 'live' AND NEW.frozen_at IS NULL THEN
    SELECT m.starts_at <= now() INTO started FROM matchups m WHERE m.id = NEW.matchup_id;
    IF started THEN
      RAISE EXCEPTION 'matchup % has started: its predictions are frozen', NEW.matchup_id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS ai_results_guard_trigger ON ai_results;
CREATE TRIGGER ai_results_guard_trigger BEFORE INSERT OR UPDATE OR DELETE ON ai_results
  FOR EACH ROW EXECUTE FUNCTION ai_results_guard();

CREATE OR REPLACE FUNCTION ai_result_history_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ai_result_history is append-only' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS ai_result_history_append_only_trigger ON ai_result_history;
CREATE TRIGGER ai_result_history_append_only_trigger BEFORE UPDATE OR DELETE ON ai_result_history
  FOR EACH ROW EXECUTE FUNCTION ai_result_history_append_only();
