-- An email change waits for the link mailed to the new address (docs/design.md §3). Tokens are
-- stored only as SHA-256 hex digests; the session that asked is kept so the others can be ended.
CREATE TABLE IF NOT EXISTS email_changes (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  session_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS email_changes_user_idx ON email_changes (user_id);
