-- What other modules may read of the models and their results, owned by server/models like the
-- tables themselves (docs/architecture.md "Database"): SQL that needs a model's name or a game's
-- predictions beside its own rows (the results roll-up, the card's loader) reads these views,
-- never ai_models or ai_results. Plain views: the planner reads through them.
CREATE OR REPLACE VIEW ai_model_view AS
SELECT id, name, description, inputs, sports, created_at
FROM ai_models;

CREATE OR REPLACE VIEW ai_result_view AS
SELECT matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary,
       analysis, markets, source, created_at, updated_at, frozen_at
FROM ai_results;
