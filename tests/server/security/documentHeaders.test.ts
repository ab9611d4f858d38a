import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, post, sessionCookie } from '../accounts/http';
import { testApp } from '../helpers';

/** Every header helmet gives this app's configuration (server/plugins/securityHeaders.ts). */
const EVERY_ANSWER = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
};
/** The headers only an HTML document acts on: left off JSON answers, on every other. */
const DOCUMENT_ONLY = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-xss-protection': '0',
};

const INDEX = '<!doctype html><html><head><title>Edgewise</title></head><body></body></html>';
let dir: string;
let ctx: Awaited<ReturnType<typeof testApp>>;
let cookie: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edgewise-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
  ctx = await testApp({ STATIC_DIR: dir, PUBLIC_URL: 'https://edgewise.example' });
  cookie = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
});

afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('security headers by what an answer is', () => {
  it('gives pages, scripts and empty answers every header, signed in or not', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/faq', { cookie }],
      ['/assets/app-abc123.js', {}],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers, url).toMatchObject({ ...EVERY_ANSWER, ...DOCUMENT_ONLY });
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
    }
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(signedOut.statusCode).toBe(204);
    expect(signedOut.headers).toMatchObject({ ...EVERY_ANSWER, ...DOCUMENT_ONLY });
  });

  it('leaves the document-only headers off JSON answers and problem details, and keeps the rest', async () => {
    const again = sessionCookie(await post(ctx.app, '/api/account/register', newAccount()));
    for (const [url, headers, status] of [
      ['/api/health', {}, 200],
      ['/api/account/user-info', { cookie: again }, 200],
      ['/api/account/user-info', { cookie: again }, 200],
      ['/api/bets', {}, 401],
      ['/api/no-such-route', {}, 404],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(status);
      expect(String(res.headers['content-type']), url).toMatch(/^application\/(problem\+)?json/);
      expect(res.headers, url).toMatchObject(EVERY_ANSWER);
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
      for (const name of Object.keys(DOCUMENT_ONLY))
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });
});
