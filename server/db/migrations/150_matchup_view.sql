-- What other modules may read of a matchup, owned by server/matchups like the table itself
-- (docs/architecture.md "Database"): SQL that needs a game's facts beside its own rows joins
-- this view, never the matchups table. A plain view: the planner reads through it.
CREATE OR REPLACE VIEW matchup_view AS
SELECT id, sport, away_team, home_team, away_score, home_score,
       away_money_line, home_money_line, away_spread, home_spread, total_points,
       home_spread_price, away_spread_price, over_price, under_price,
       starts_at, game_date, status, provider, season, neutral, updated_at
FROM matchups;
