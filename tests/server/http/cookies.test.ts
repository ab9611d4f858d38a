import fastifyCookie from '@fastify/cookie';
import fc from 'fast-check';
import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  sessionCookieName,
  setSessionCookie,
} from '../../../server/accounts/sessions';
import { cookieValue } from '../../../server/http/cookies';

/** @fastify/cookie as this server used it, to read and write what it did. */
let theirs: FastifyInstance;
beforeAll(async () => {
  theirs = Fastify({ logger: false });
  await theirs.register(fastifyCookie);
  theirs.get('/set', async (request, reply) => {
    const { secure, persistent, token } = request.query as Record<string, string>;
    reply.setCookie(sessionCookieName(secure === '1'), token ?? '', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure === '1',
      ...(persistent === '1' ? { maxAge: 30 * 24 * 60 * 60 } : {}),
    });
    return '';
  });
  theirs.get('/clear', async (request, reply) => {
    const secure = (request.query as Record<string, string>).secure === '1';
    reply.clearCookie(sessionCookieName(secure), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
    return '';
  });
  await theirs.ready();
});
afterAll(() => theirs.close());

/** Our writers on a small app of their own. */
async function ours(write: RouteHandlerMethod) {
  const app = Fastify({ logger: false });
  app.get('/', write);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.headers['set-cookie'];
}

describe('the session cookie without @fastify/cookie', () => {
  it('reads one cookie as @fastify/cookie parsed it', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        'edgewise_session',
        '__Host-edgewise_session',
        ' ',
        '\t',
        ';',
        '=',
        '%',
        '%4',
      ),
    );
    const header = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        header,
        fc.constantFrom('edgewise_session', '__Host-edgewise_session', 'a'),
        (text, name) => {
          expect(cookieValue(text, name)).toBe(theirs.parseCookie(text)[name]);
        },
      ),
      { numRuns: 20_000, seed: 20261127 },
    );
    for (const text of [
      'edgewise_session=abc',
      ' edgewise_session = a%20b ; x=1',
      'x=1; edgewise_session=first; edgewise_session=second',
      'broken; edgewise_session=after',
      'edgewise_session="quoted"',
      'edgewise_session=%E0%A4%A',
      'edgewise_session',
      '',
    ])
      expect(cookieValue(text, 'edgewise_session')).toBe(theirs.parseCookie(text).edgewise_session);
    expect(cookieValue(undefined, 'edgewise_session')).toBeUndefined();
  });

  it.each([
    [false, false],
    [false, true],
    [true, false],
    [true, true],
  ])(
    'writes Set-Cookie as @fastify/cookie did (secure %s, persistent %s)',
    async (secure, persistent) => {
      const token = 'tOk3n_-abc';
      const query = `secure=${secure ? 1 : 0}&persistent=${persistent ? 1 : 0}&token=${token}`;
      const set = await theirs.inject({ method: 'GET', url: `/set?${query}` });
      expect(
        await ours(async (_request, reply) => {
          setSessionCookie(reply, token, persistent, secure);
          return '';
        }),
      ).toEqual(set.headers['set-cookie']);
      const cleared = await theirs.inject({
        method: 'GET',
        url: `/clear?secure=${secure ? 1 : 0}`,
      });
      expect(
        await ours(async (_request, reply) => {
          clearSessionCookie(reply, secure);
          return '';
        }),
      ).toEqual(cleared.headers['set-cookie']);
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
