-- Published picks (docs/product.md "Edges"): the first time a side of a game not yet started
-- earns a label, what its card showed is kept here — append-only, one row per game, market and
-- side — and graded at that price when the game ends, with its closing-line value.
CREATE TABLE IF NOT EXISTS edge_picks (
  id bigserial PRIMARY KEY,
  published_at timestamptz NOT NULL DEFAULT now(),
  matchup_id text NOT NULL REFERENCES matchups(id) ON DELETE CASCADE,
  sport text NOT NULL,
  market text NOT NULL CHECK (market IN ('moneyline', 'spread', 'total')),
  side text NOT NULL CHECK (side IN ('Home', 'Away', 'Over', 'Under')),
  point double precision,
  book text NOT NULL,
  book_title text NOT NULL,
  price integer NOT NULL,
  fair_probability double precision NOT NULL,
  push_probability double precision NOT NULL DEFAULT 0,
  edge double precision NOT NULL,
  label text NOT NULL CHECK (label IN ('Lean', 'Bet', 'Lock')),
  stake double precision NOT NULL,
  origin text NOT NULL CHECK (origin IN ('demo', 'live')),
  result text CHECK (result IN ('won', 'lost', 'push')),
  units double precision,
  closing_fair double precision,
  clv double precision,
  clv_ev double precision,
  graded_at timestamptz,
  UNIQUE (matchup_id, market, side)
);
CREATE INDEX IF NOT EXISTS edge_picks_published ON edge_picks (published_at);
CREATE INDEX IF NOT EXISTS edge_picks_ungraded ON edge_picks (matchup_id) WHERE graded_at IS NULL;

-- What was published never changes: only the grading columns may be written (a row leaves
-- only with its game).
CREATE OR REPLACE FUNCTION edge_picks_append_only() RETURNS trigger AS $$
BEGIN
  IF (NEW.published_at, NEW.matchup_id, NEW.market, NEW.side, NEW.point, NEW.book, NEW.price,
      NEW.fair_probability, NEW.edge, NEW.label, NEW.stake)
     IS DISTINCT FROM
     (OLD.published_at, OLD.matchup_id, OLD.market, OLD.side, OLD.point, OLD.book, OLD.price,
      OLD.fair_probability, OLD.edge, OLD.label, OLD.stake) THEN
    RAISE EXCEPTION 'a published edge pick cannot change';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS edge_picks_append_only ON edge_picks;
CREATE TRIGGER edge_picks_append_only BEFORE UPDATE ON edge_picks
  FOR EACH ROW EXECUTE FUNCTION edge_picks_append_only();
