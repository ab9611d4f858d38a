import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFromRequestHeaders } from '../../../../server/accounts/hubUser';
import { newAccount, post, userInfo } from '../../accounts/http';
import { testApp } from '../../helpers';

// Replay of the session cookie without the `__Host-` prefix (docs/security.md "Sessions"): behind
// HTTPS a subdomain or a plain-http page could plant a session cookie the server would take.
let secure: Awaited<ReturnType<typeof testApp>>;
let plain: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  secure = await testApp({ COOKIE_SECURE: 'true' });
  plain = await testApp();
});
afterAll(async () => {
  await secure.close();
  await plain.close();
});

describe('the session cookie behind HTTPS', () => {
  it('is __Host- prefixed: Secure, Path=/, no Domain, and only that name is taken', async () => {
    const reg = await post(secure.app, '/api/account/register', newAccount());
    const set = reg.cookies.find((c) => c.name.endsWith('edgewise_session'));
    expect(set).toMatchObject({ name: '__Host-edgewise_session', secure: true, path: '/' });
    expect(set?.domain).toBeUndefined();
    const token = set!.value;
    const cookie = `__Host-edgewise_session=${token}`;
    expect((await userInfo(secure.app, cookie)).json()).toMatchObject({ isAuthenticated: true });
    expect(await userFromRequestHeaders(secure.db, { cookie }, undefined, true)).not.toBeNull();

    // The unprefixed name could have been planted by another origin: it signs nobody in.
    const planted = `edgewise_session=${token}`;
    expect((await userInfo(secure.app, planted)).json()).toMatchObject({ isAuthenticated: false });
    expect(
      await userFromRequestHeaders(secure.db, { cookie: planted }, undefined, true),
    ).toBeNull();

    const out = await post(secure.app, '/api/account/logout', undefined, cookie);
    expect(out.cookies.find((c) => c.name === '__Host-edgewise_session')).toMatchObject({
      value: '',
      path: '/',
      secure: true,
    });
  });

  it('keeps the plain name over local http', async () => {
    const reg = await post(plain.app, '/api/account/register', newAccount());
    const set = reg.cookies.find((c) => c.name.endsWith('edgewise_session'));
    expect(set?.name).toBe('edgewise_session');
    const cookie = `edgewise_session=${set!.value}`;
    expect((await userInfo(plain.app, cookie)).json()).toMatchObject({ isAuthenticated: true });
    expect(await userFromRequestHeaders(plain.db, { cookie })).not.toBeNull();
  });
});
