-- A counter that every statement changing edge_picks moves (a statement-level trigger, so no
-- writer can forget it): GET /api/edge-picks keeps the record of each filter it has counted until
-- the counter moves (server/edgePicks/recordCache.ts), on every instance, as the counter is the
-- database's.
CREATE TABLE IF NOT EXISTS edge_picks_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL
);
INSERT INTO edge_picks_version (one, version) VALUES (true, 0) ON CONFLICT (one) DO NOTHING;

CREATE OR REPLACE FUNCTION edge_picks_bump_version() RETURNS trigger AS $$
BEGIN
  UPDATE edge_picks_version SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS edge_picks_version_bump ON edge_picks;
CREATE TRIGGER edge_picks_version_bump AFTER INSERT OR UPDATE OR DELETE ON edge_picks
  FOR EACH STATEMENT EXECUTE FUNCTION edge_picks_bump_version();
DROP TRIGGER IF EXISTS edge_picks_version_truncate ON edge_picks;
CREATE TRIGGER edge_picks_version_truncate AFTER TRUNCATE ON edge_picks
  FOR EACH STATEMENT EXECUTE FUNCTION edge_picks_bump_version();
