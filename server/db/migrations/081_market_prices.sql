-- The posted American price of each side of the spread and the total, beside
-- the moneylines; NULL when unknown (then -110 is assumed, and said so). Odds snapshots keep them
-- too, so the closing price is known.
ALTER TABLE matchups ADD COLUMN IF NOT EXISTS home_spread_price integer;
ALTER TABLE matchups ADD COLUMN IF NOT EXISTS away_spread_price integer;
ALTER TABLE matchups ADD COLUMN IF NOT EXISTS over_price integer;
ALTER TABLE matchups ADD COLUMN IF NOT EXISTS under_price integer;
ALTER TABLE odds_snapshots ADD COLUMN IF NOT EXISTS home_spread_price integer;
ALTER TABLE odds_snapshots ADD COLUMN IF NOT EXISTS away_spread_price integer;
ALTER TABLE odds_snapshots ADD COLUMN IF NOT EXISTS over_price integer;
ALTER TABLE odds_snapshots ADD COLUMN IF NOT EXISTS under_price integer;
