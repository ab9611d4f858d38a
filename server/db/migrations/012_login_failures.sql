-- Failed sign-ins in a row per email, whether or not an account has that email, so a lockout
-- answer never tells an attacker which emails exist. Rows are pruned once they are a day old.
CREATE TABLE IF NOT EXISTS login_failures (
  email_key text PRIMARY KEY,
  failed integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS login_failures_updated_idx ON login_failures (updated_at);

-- Earlier reset links die with every password change (a trigger, so no code path forgets it).
CREATE OR REPLACE FUNCTION revoke_password_resets() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    UPDATE password_resets SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS users_password_changed ON users;
CREATE TRIGGER users_password_changed AFTER UPDATE OF password_hash ON users
  FOR EACH ROW EXECUTE FUNCTION revoke_password_resets();

-- The per-account counters this table replaces.
ALTER TABLE users DROP COLUMN IF EXISTS failed_logins;
ALTER TABLE users DROP COLUMN IF EXISTS locked_until;
