import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A JSON POST as the web client sends it (with the XMLHttpRequest marker), optionally with a cookie. */
export function post(app: FastifyInstance, url: string, body?: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export function userInfo(app: FastifyInstance, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/account/user-info',
    headers: cookie ? { cookie } : {},
  });
}

/** The `name=value` of the session cookie a response set, for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'edgewise_session');
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
/** A valid register body with a fresh email. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    email: `user${counter}.${Date.now()}@example.com`,
    password: 'correct-horse-battery',
    confirmPassword: 'correct-horse-battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}
