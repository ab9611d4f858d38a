import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccountsEnabled,
  DEMO_BETTOR,
  DEMO_HANDICAPPER,
  ensureDemoAccounts,
} from '../../../server/accounts/demo';
import { userFromRequestHeaders } from '../../../server/accounts/hubUser';
import { testApp, testConfig } from '../helpers';
import { post, sessionCookie } from './http';

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp({ ACCOUNT_RATE_LIMIT: '1000' });
});
afterAll(() => ctx.close());

describe('demo accounts', () => {
  it('exist only on the embedded default with the demo feed, never in production', () => {
    const pglite = { kind: 'pglite' as const };
    expect(
      demoAccountsEnabled(testConfig({ DEMO_FEED: 'on', NODE_ENV: 'development' }), pglite),
    ).toBe(true);
    expect(
      demoAccountsEnabled(
        testConfig({
          DEMO_FEED: 'on',
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://edgewise.example',
        }),
        pglite,
      ),
    ).toBe(false);
    expect(demoAccountsEnabled(testConfig({ DEMO_FEED: 'off' }), pglite)).toBe(false);
    expect(demoAccountsEnabled(testConfig({ DEMO_FEED: 'on' }), { kind: 'postgres' })).toBe(false);
  });

  it('creates the bettor and the handicapper once, who can then sign in', async () => {
    expect(await ensureDemoAccounts(ctx.db)).toEqual([DEMO_BETTOR.email, DEMO_HANDICAPPER.email]);
    expect(await ensureDemoAccounts(ctx.db)).toEqual([]);
    const bettor = await post(ctx.app, '/api/account/login', {
      ...DEMO_BETTOR,
      rememberMe: 'false',
    });
    expect(bettor.json()).toMatchObject({ isAuthenticated: true, role: 'User', accountType: '' });
    const capper = await post(ctx.app, '/api/account/login', {
      ...DEMO_HANDICAPPER,
      rememberMe: 'false',
    });
    expect(capper.json()).toMatchObject({
      isAuthenticated: true,
      role: 'Handicapper',
      accountType: 'Handicapper',
    });
  });
});

describe('userFromRequestHeaders (hub connections)', () => {
  it('finds the user by session cookie, access_token or Bearer, and nobody otherwise', async () => {
    await ensureDemoAccounts(ctx.db);
    const cookie = sessionCookie(
      await post(ctx.app, '/api/account/login', { ...DEMO_HANDICAPPER, rememberMe: 'false' }),
    );
    const token = cookie.split('=')[1]!;
    const expected = {
      email: DEMO_HANDICAPPER.email,
      name: 'Demo Capper',
      role: 'Handicapper',
      accountType: 'Handicapper',
    };
    expect(await userFromRequestHeaders(ctx.db, { cookie: `theme=dark; ${cookie}` })).toMatchObject(
      expected,
    );
    expect(await userFromRequestHeaders(ctx.db, {}, token)).toMatchObject(expected);
    expect(
      await userFromRequestHeaders(ctx.db, { authorization: `Bearer ${token}` }),
    ).toMatchObject(expected);
    expect(
      await userFromRequestHeaders(ctx.db, { cookie: 'edgewise_session=forged' }, 'also-forged'),
    ).toBeNull();
    expect(await userFromRequestHeaders(ctx.db, {})).toBeNull();
    await post(ctx.app, '/api/account/logout', undefined, cookie);
    expect(await userFromRequestHeaders(ctx.db, {}, token)).toBeNull();
  });
});
