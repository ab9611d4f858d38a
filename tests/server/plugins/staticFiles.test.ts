import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../../server/plugins/staticFiles';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import { USER_INFO_ELEMENT_ID } from '@domain/rules/user';
import { testApp } from '../helpers';

const INDEX = '<!doctype html><html><head><title>Edgewise</title></head><body></body></html>';
const BLOCK = new RegExp(
  `<script type="application/json" id="${USER_INFO_ELEMENT_ID}">(.*?)</script></head>`,
);
const SCRIPT = 'console.log("edgewise");'.repeat(100);
let dir: string;
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  // A build as vite writes it: hashed assets with .br and .gz beside them.
  dir = mkdtempSync(join(tmpdir(), 'edgewise-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  ctx = await testApp({ STATIC_DIR: dir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the pre-compressed asset the browser accepts, immutable, and the plain one otherwise', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length);
    const gz = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers deep links with index.html for GET and HEAD, and a problem for a missing asset or API route', async () => {
    const deep = await ctx.app.inject({ url: '/faq' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body.replace(BLOCK, '</head>')).toBe(INDEX);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/matchups/nba' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    const asset = await ctx.app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/application\/problem\+json/);
    const api = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });
});

describe('the page carries who is signed in', () => {
  let users = 0;
  /** A user with a live session: its id and the session cookie. */
  const signedIn = async (firstName: string, lastName: string, role: string) => {
    users += 1;
    const row = await insertUser(ctx.db, {
      email: `page${users}.${Date.now()}@example.com`,
      firstName,
      lastName,
      passwordHash: null,
      role,
      accountType: role === 'Handicapper' ? role : '',
    });
    const token = await createSession(ctx.db, row!.id, false);
    return { id: row!.id, cookie: `${SESSION_COOKIE}=${token}` };
  };

  /** The data block's answer, and what GET /api/account/user-info answers the same cookie. */
  const both = async (cookie?: string) => {
    const headers = cookie ? { cookie } : {};
    const page = await ctx.app.inject({ url: '/matchups/nba', headers });
    const api = await ctx.app.inject({ url: '/api/account/user-info', headers });
    const block = BLOCK.exec(page.body);
    return { page, block: block ? (JSON.parse(block[1]!) as unknown) : undefined, api: api.json() };
  };

  it('as user-info would answer, kept by no shared cache', async () => {
    const out = await both();
    expect(out.block).toEqual({ isAuthenticated: false });
    expect(out.block).toEqual(out.api);
    expect(out.page.headers['cache-control']).toBe('private, no-cache');
    expect(out.page.headers.vary).toMatch(/Cookie/);

    const ada = await signedIn('Ada', 'Lovelace', 'Handicapper');
    const withAda = await both(ada.cookie);
    expect(withAda.block).toMatchObject({
      isAuthenticated: true,
      userId: ada.id,
      name: 'Ada Lovelace',
    });
    expect(withAda.block).toEqual(withAda.api);
  });

  it('drops a stale session cookie as user-info does', async () => {
    const out = await both(`${SESSION_COOKIE}=no-such-session`);
    expect(out.block).toEqual({ isAuthenticated: false });
    expect(out.page.headers['set-cookie']).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it('cannot be closed early by what a user typed as a name', async () => {
    const { cookie } = await signedIn('</script><script>alert(1)</script>', '<!--', 'User');
    const out = await both(cookie);
    expect(out.page.body).not.toContain('<script>alert(1)');
    expect(out.page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(out.block).toEqual(out.api);
    expect(out.block).toMatchObject({ name: '</script><script>alert(1)</script> <!--' });
  });

  it('is left out, not a failed page, when the sessions cannot be read', async () => {
    const app = Fastify({ logger: false });
    await app.register(staticFiles, {
      root: dir,
      userInfo: () => Promise.reject(new Error('the database is down')),
    });
    try {
      const page = await app.inject({ url: '/faq' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });

  it('varies on the cookie beside what CORS varies on', async () => {
    const cors = await testApp({ STATIC_DIR: dir, CORS_ORIGINS: 'http://app.example' });
    try {
      const page = await cors.app.inject({
        url: '/faq',
        headers: { origin: 'http://app.example' },
      });
      expect(page.headers.vary).toBe('Origin, Cookie');
    } finally {
      await cors.close();
    }
  });
});
