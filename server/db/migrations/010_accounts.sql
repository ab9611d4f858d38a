-- Accounts: users, their sessions, password-reset tokens and pending Google sign-ins.
-- Tokens are stored only as SHA-256 hex digests; the raw values live in the browser or the mail.
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  -- the lower-cased email, computed in Node so both engines agree on unicode
  email_key text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text,
  role text NOT NULL DEFAULT 'User',
  account_type text NOT NULL DEFAULT '',
  sub_type text NOT NULL DEFAULT '',
  google_subject text UNIQUE,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  persistent boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id);

CREATE TABLE IF NOT EXISTS password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per Google sign-in in progress: what the callback must check (state, nonce, PKCE).
CREATE TABLE IF NOT EXISTS external_logins (
  state_hash text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_url text NOT NULL,
  expires_at timestamptz NOT NULL
);
