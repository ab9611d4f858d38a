-- AI bets are graded at the price of their pick: results_bets says when no price
-- was posted and -110 was assumed, and a change of any posted price marks the game's slice for
-- recomputation. Every slice is recomputed once with the new rules.
ALTER TABLE results_bets ADD COLUMN IF NOT EXISTS price_assumed boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION results_mark_matchups() RETURNS trigger AS $$
BEGIN
  INSERT INTO results_dirty (game_date, sport)
  SELECT DISTINCT s.game_date, s.sport
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.game_date, o.sport), (n.game_date, n.sport)) AS s (game_date, sport)
  WHERE (o.status, o.home_score, o.away_score, o.home_money_line, o.away_money_line, o.home_spread,
         o.away_spread, o.total_points, o.game_date, o.sport, o.home_spread_price, o.away_spread_price,
         o.over_price, o.under_price)
        IS DISTINCT FROM
        (n.status, n.home_score, n.away_score, n.home_money_line, n.away_money_line, n.home_spread,
         n.away_spread, n.total_points, n.game_date, n.sport, n.home_spread_price, n.away_spread_price,
         n.over_price, n.under_price)
    AND EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = n.id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

INSERT INTO results_dirty (game_date, sport)
SELECT DISTINCT m.game_date, m.sport FROM matchups m WHERE EXISTS (SELECT 1 FROM ai_results r WHERE r.matchup_id = m.id)
ON CONFLICT DO NOTHING;
