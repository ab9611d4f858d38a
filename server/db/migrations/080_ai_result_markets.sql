-- Each prediction's pick per market with its own calibrated probability and push chance:
-- {"moneyline": {"pick", "probability", "push"}, "spread": …, "total": …}.
-- Rows stored before this migration have none (NULL): they carry no priced consensus.
ALTER TABLE ai_results ADD COLUMN IF NOT EXISTS markets jsonb;
ALTER TABLE ai_result_history ADD COLUMN IF NOT EXISTS markets jsonb;
