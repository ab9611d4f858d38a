-- A result's predicted winner is its moneyline pick, and its confidence that pick's probability
-- × 100 (docs/product.md §3 AI result). Rows stored before the models said so are aligned here;
-- predictions made from now on agree when made. The update marks Total Results for rebuilding.
UPDATE ai_results
SET predicted_winner = markets -> 'moneyline' ->> 'pick',
    confidence = round(((markets -> 'moneyline' ->> 'probability')::numeric) * 1000) / 10
WHERE markets -> 'moneyline' ->> 'pick' IN ('Home', 'Away')
  AND jsonb_typeof(markets -> 'moneyline' -> 'probability') = 'number'
  AND (markets -> 'moneyline' ->> 'probability')::numeric BETWEEN 0 AND 1
  AND predicted_winner IS DISTINCT FROM markets -> 'moneyline' ->> 'pick';
