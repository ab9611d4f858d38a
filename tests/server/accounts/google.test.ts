import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_EMAIL_UNVERIFIED, GOOGLE_NOT_CONFIGURED } from '../../../server/accounts/google';
import { testApp } from '../helpers';
import { newAccount, post, sessionCookie, userInfo } from './http';

const provider = new OAuth2Server();
let claims: Record<string, unknown> = {};
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  ctx = await testApp({
    OIDC_ISSUER: provider.issuer.url!,
    OIDC_CLIENT_ID: 'edgewise-test',
    OIDC_CLIENT_SECRET: 'test-secret',
    PUBLIC_URL: 'http://edgewise.test',
    ACCOUNT_RATE_LIMIT: '1000',
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.stop();
});

/** Runs the popup's journey: our redirect → the provider → our callback. Returns the callback response. */
async function signInWithGoogle(returnUrl = '/external-auth-callback') {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/api/account/external-login?provider=Google&returnUrl=${encodeURIComponent(returnUrl)}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location!);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(
    'http://edgewise.test/api/account/external-login/callback',
  );
  const res = await ctx.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  return { authorize, callback, res };
}

describe('sign-in with Google (OpenID Connect against a local provider)', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/external-login?provider=Google&returnUrl=/external-auth-callback',
    });
    const url = new URL(res.headers.location!);
    expect(url.origin).toBe(provider.issuer.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe('edgewise-test');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates a user from a verified email, sets the session cookie and goes back to returnUrl', async () => {
    claims = {
      sub: 'google-new-1',
      email: 'new.google@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    };
    const { res } = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/external-auth-callback');
    const me = (await userInfo(ctx.app, sessionCookie(res))).json();
    expect(me).toMatchObject({
      isAuthenticated: true,
      email: 'new.google@example.com',
      name: 'Grace Hopper',
      role: 'User',
    });
  });

  it('links an existing account with the same verified email', async () => {
    const account = newAccount();
    const registered = (await post(ctx.app, '/api/account/register', account)).json();
    claims = { sub: 'google-link-2', email: account.email.toUpperCase(), email_verified: true };
    const { res } = await signInWithGoogle();
    const me = (await userInfo(ctx.app, sessionCookie(res))).json();
    expect(me.userId).toBe(registered.userId);
    // Next time the Google subject alone finds the same account, even with another email.
    claims = { sub: 'google-link-2', email: 'changed@example.com', email_verified: true };
    const again = await signInWithGoogle();
    expect((await userInfo(ctx.app, sessionCookie(again.res))).json().userId).toBe(
      registered.userId,
    );
    // The password still works.
    const login = await post(ctx.app, '/api/account/login', {
      email: account.email,
      password: account.password,
      rememberMe: 'false',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified email: back to returnUrl with an error and no session', async () => {
    claims = { sub: 'google-unverified', email: 'unverified@example.com', email_verified: false };
    const { res } = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/external-auth-callback?error=${encodeURIComponent(GOOGLE_EMAIL_UNVERIFIED)}`,
    );
    expect(res.cookies.find((c) => c.name === 'edgewise_session')).toBeUndefined();
  });

  it('refuses a replayed callback: the state is single use', async () => {
    claims = { sub: 'google-replay', email: 'replay@example.com', email_verified: true };
    const { callback } = await signInWithGoogle();
    const replay = await ctx.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.cookies).toHaveLength(0);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/external-login/callback?code=abc&state=forged',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a foreign returnUrl before going anywhere', async () => {
    for (const returnUrl of [
      'https://evil.example/steal',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/account/external-login?provider=Google&returnUrl=${encodeURIComponent(returnUrl)}`,
      });
      expect(res.statusCode, returnUrl).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().errors.returnUrl).toBeDefined();
    }
  });

  it('refuses an unknown provider', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/external-login?provider=Facebook&returnUrl=/',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in with Google without OIDC settings', () => {
  it('answers a problem that says what is missing', async () => {
    const bare = await testApp();
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/api/account/external-login?provider=Google&returnUrl=/external-auth-callback',
      });
      expect(res.statusCode).toBe(501);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(GOOGLE_NOT_CONFIGURED);
    } finally {
      await bare.close();
    }
  });
});
