-- The generation of each (game_date, sport) slice of the roll-up. refreshRollup gives every slice
-- it recomputes a new number from results_generation, in the same transaction as the slice's
-- rows, so a reader that kept an answer built from some slices can tell with one index probe
-- whether it is still current (server/results/totalResults.ts). A slice not recomputed since
-- this migration has no row here and reads as generation 0.
CREATE SEQUENCE IF NOT EXISTS results_generation;

CREATE TABLE IF NOT EXISTS results_slices (
  game_date date NOT NULL,
  sport text NOT NULL,
  generation bigint NOT NULL,
  PRIMARY KEY (game_date, sport)
);
