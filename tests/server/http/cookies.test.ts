import { stringifySetCookie } from 'cookie';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  REMEMBER_ME_SECONDS,
  sessionCookieName,
  setSessionCookie,
} from '../../../server/accounts/sessions';
import { cookieValue } from '../../../server/http/cookies';

/** Our writers on a small app of their own. */
async function ours(write: RouteHandlerMethod) {
  const app = Fastify({ logger: false });
  app.get('/', write);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.headers['set-cookie'];
}

describe('the session cookie, read and written by the cookie package', () => {
  it('reads one cookie as the server always has', () => {
    const read = (text: string | undefined) => cookieValue(text, 'edgewise_session');
    expect(read('edgewise_session=abc')).toBe('abc');
    expect(read(' edgewise_session = a%20b ; x=1')).toBe('a b');
    expect(read('x=1; edgewise_session=first; edgewise_session=second')).toBe('first');
    expect(read('broken; edgewise_session=after')).toBe('after');
    expect(read('edgewise_session="quoted"')).toBe('"quoted"');
    expect(read('edgewise_session=%E0%A4%A')).toBe('%E0%A4%A');
    expect(read('edgewise_session=')).toBe('');
    expect(read('edgewise_session')).toBeUndefined();
    expect(read('__Host-edgewise_session=abc')).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
    expect(cookieValue('a=1; __Host-edgewise_session=x', '__Host-edgewise_session')).toBe('x');
  });

  it.each([
    [false, false, 'edgewise_session=tOk3n_-abc; Path=/; HttpOnly; SameSite=Lax'],
    [
      false,
      true,
      `edgewise_session=tOk3n_-abc; Max-Age=${REMEMBER_ME_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
    ],
    [true, false, '__Host-edgewise_session=tOk3n_-abc; Path=/; HttpOnly; Secure; SameSite=Lax'],
    [
      true,
      true,
      `__Host-edgewise_session=tOk3n_-abc; Max-Age=${REMEMBER_ME_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ],
  ])(
    'writes Set-Cookie as it always has (secure %s, persistent %s)',
    async (secure, persistent, text) => {
      const token = 'tOk3n_-abc';
      const name = sessionCookieName(secure);
      // The options the cookie plugin was once given (the header texts above are what it wrote).
      const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
      expect(
        stringifySetCookie({
          name,
          value: token,
          ...options,
          ...(persistent ? { maxAge: REMEMBER_ME_SECONDS } : {}),
        }),
      ).toBe(text);
      expect(
        await ours(async (_request, reply) => {
          setSessionCookie(reply, token, persistent, secure);
          return '';
        }),
      ).toBe(text);
      const cleared =
        `${name}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly` +
        `${secure ? '; Secure' : ''}; SameSite=Lax`;
      expect(
        stringifySetCookie({ name, value: '', ...options, maxAge: 0, expires: new Date(0) }),
      ).toBe(cleared);
      expect(
        await ours(async (_request, reply) => {
          clearSessionCookie(reply, secure);
          return '';
        }),
      ).toBe(cleared);
    },
  );

  it('keeps one Set-Cookie for the session when a reply sets it twice, beside other cookies', async () => {
    expect(
      await ours(async (_request, reply) => {
        reply.header('set-cookie', 'other=1; Path=/');
        clearSessionCookie(reply, false);
        setSessionCookie(reply, 'second', false, false);
        return '';
      }),
    ).toEqual(['other=1; Path=/', 'edgewise_session=second; Path=/; HttpOnly; SameSite=Lax']);
  });
});
