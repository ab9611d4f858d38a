-- The bettor's own flow (docs/product.md §3, §10). Each bet and leg keeps the book whose price it
-- took (null: the posted price). published says whether a handicapper's pick went to their
-- subscribers and page (true) or is a bet they track for themselves (false); a bettor's bets are
-- never published. Existing rows were saved as a capper's posts or a bettor's own, as before.
ALTER TABLE bets ADD COLUMN IF NOT EXISTS book text;
ALTER TABLE bets ADD COLUMN IF NOT EXISTS published boolean NOT NULL DEFAULT true;
ALTER TABLE bet_legs ADD COLUMN IF NOT EXISTS book text;

-- The bet tracker's settings: the size of a unit and the starting bankroll, in dollars.
ALTER TABLE user_settings ADD COLUMN IF NOT EXISTS unit_size numeric(12, 2) NOT NULL DEFAULT 100
  CHECK (unit_size > 0);
ALTER TABLE user_settings ADD COLUMN IF NOT EXISTS starting_bankroll numeric(14, 2) NOT NULL DEFAULT 0
  CHECK (starting_bankroll >= 0);
