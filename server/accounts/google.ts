import * as oidc from 'openid-client';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/db';
import { ProblemError } from '../http/problem';
import { hashToken } from './tokens';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  linkGoogleSubject,
  type UserRow,
} from './users';

const PENDING_SECONDS = 10 * 60;

export const GOOGLE_NOT_CONFIGURED =
  'Sign-in with Google is not configured on this server (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET).';
export const GOOGLE_FAILED = 'Sign-in with Google failed. Please try again.';
export const GOOGLE_EMAIL_UNVERIFIED = 'Your Google account has no verified email address.';

/** A sign-in the server refuses: its detail is what the browser is sent back with. */
const refused = (detail: string) => new ProblemError(403, detail);

/** Lazily discovers the provider once; tests and dev providers on http are allowed outside production. */
export function googleClient(config: Config): (() => Promise<oidc.Configuration>) | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  let discovered: Promise<oidc.Configuration> | undefined;
  return () => {
    discovered ??= oidc
      .discovery(new URL(OIDC_ISSUER), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, {
        execute:
          OIDC_ISSUER.startsWith('http:') && config.NODE_ENV !== 'production'
            ? // eslint-disable-next-line @typescript-eslint/no-deprecated -- http issuers only for local/test providers
              [oidc.allowInsecureRequests]
            : [],
      })
      .catch((error: unknown) => {
        discovered = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return discovered;
  };
}

/** Starts the authorization-code flow with PKCE, state and nonce; remembers them for the callback. */
export async function startGoogleSignIn(
  db: Queryable,
  client: oidc.Configuration,
  redirectUri: string,
  returnUrl: string,
): Promise<URL> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await db.query('DELETE FROM external_logins WHERE expires_at < now()');
  await db.query(
    `INSERT INTO external_logins (state_hash, code_verifier, nonce, return_url, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(state), codeVerifier, nonce, returnUrl, PENDING_SECONDS],
  );
  return oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnUrl: string;
}

/** Takes (and burns) the pending sign-in for the callback's state; null when unknown or expired. */
export async function takePendingSignIn(
  db: Queryable,
  state: string | null,
): Promise<PendingSignIn | null> {
  if (!state) return null;
  const { rows } = await db.query<{ code_verifier: string; nonce: string; return_url: string }>(
    `DELETE FROM external_logins WHERE state_hash = $1 AND expires_at > now()
     RETURNING code_verifier, nonce, return_url`,
    [hashToken(state)],
  );
  const row = rows[0];
  return row
    ? { state, codeVerifier: row.code_verifier, nonce: row.nonce, returnUrl: row.return_url }
    : null;
}

/** Completes the flow at the callback (state, PKCE and nonce checked) and finds or creates the user. */
export async function completeGoogleSignIn(
  db: Db,
  client: oidc.Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<UserRow> {
  const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw refused(GOOGLE_FAILED);
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email || claims.email_verified !== true) throw refused(GOOGLE_EMAIL_UNVERIFIED);
  return userForGoogle(db, claims.sub, email, claims);
}

/** Same Google subject → that user; else the user with this verified email, now linked; else a new user. */
async function userForGoogle(
  db: Db,
  subject: string,
  email: string,
  claims: oidc.IDToken,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const bySubject = await findUserByGoogleSubject(tx, subject);
    if (bySubject) return bySubject;
    const byEmail = await findUserByEmail(tx, email);
    if (byEmail) {
      await linkGoogleSubject(tx, byEmail.id, subject);
      return { ...byEmail, google_subject: subject };
    }
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');
    const created = await insertUser(tx, {
      email,
      firstName: text(claims.given_name) || text(claims.name) || email.split('@')[0] || 'Google',
      lastName: text(claims.family_name),
      passwordHash: null,
      googleSubject: subject,
    });
    if (!created) throw refused(GOOGLE_FAILED);
    return created;
  });
}
