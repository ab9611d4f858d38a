import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import { ROUTE_CHUNKS_FILE, type RouteChunkNode } from '../../../scripts/build/routeChunks';
import { pageRoutes, SHELLS_FILE, undated, type Shells } from '../../../scripts/build/shells';
import { testApp } from '../helpers';

// index.html as Vite writes it: the entry, its preloads and the stylesheet in the head.
const INDEX =
  '<!doctype html><html><head><title>Edgewise</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">' +
  '</head><body><div id="root"></div></body></html>';
const CSS = 'body{color:#123}';
const TABLE: RouteChunkNode[] = [
  {
    path: '/',
    children: [
      {
        children: [
          { index: true, files: ['assets/HomePage-d4.js'] },
          { path: 'faq', files: ['assets/FaqPage-e5.js'] },
          { path: 'signup', redirect: '/auth/register' },
          { path: 'matchups/:sport?/:date?', files: ['assets/MatchupsPage-f6.js'] },
          {
            signedIn: true,
            children: [{ path: 'settings', files: ['assets/SettingsPage-g7.js'] }],
          },
          { path: '*', files: ['assets/NotFoundPage-h8.js'] },
        ],
      },
    ],
  },
];
const SHELLS: Shells = {
  '/': '<main>Home, first render</main>',
  '/faq': '<main>Questions, first render</main>',
  '/*': '<main>No such page, first render</main>',
};

let dir: string;
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edgewise-shells-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-c3.css'), CSS);
  writeFileSync(join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(TABLE));
  writeFileSync(join(dir, SHELLS_FILE), JSON.stringify(SHELLS));
  ctx = await testApp({ STATIC_DIR: dir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers });
const scriptsBlock = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)![1]!,
  ) as {
    entry: string;
    preload: string[];
  };
const inlineScript = (html: string) => /<script>(.*?)<\/script>/.exec(html)?.[1];

describe("a signed-out visitor's page carries the route's first render", () => {
  it('puts the shell in #root, the stylesheet inline, and leaves the scripts to the guard', async () => {
    const faq = await page('/faq', { 'accept-encoding': 'br, gzip' });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['content-type']).toMatch(/text\/html/);
    expect(faq.headers['content-encoding']).toBe('br');
    expect(String(faq.headers.vary)).toMatch(/Cookie, Accept-Encoding$/);
    expect(faq.headers['cache-control']).toBe('private, no-cache');
    const html = brotliDecompressSync(faq.rawPayload).toString();
    expect(html).toContain(
      '<div id="root"><div inert><main>Questions, first render</main></div></div>',
    );
    expect(html).toContain(`<style>${CSS}</style>`);
    // No script or preload tag fetches before the paint: the guard adds them, the route's too.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="stylesheet"/);
    expect(scriptsBlock(html)).toEqual({
      entry: '/assets/index-a1.js',
      preload: ['/assets/react-b2.js', '/assets/FaqPage-e5.js'],
    });
    // The one inline script runs after #root, and the content security policy allows it by hash.
    const guard = inlineScript(html)!;
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    const hash = createHash('sha256').update(guard).digest('base64');
    expect(faq.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // Still who is signed in: nobody.
    expect(html).toContain(
      '<script type="application/json" id="user-info">{"isAuthenticated":false}</script>',
    );
  });

  it('sends gzip or no encoding as the browser accepts, the same page each time', async () => {
    const br = brotliDecompressSync(
      (await page('/', { 'accept-encoding': 'br' })).rawPayload,
    ).toString();
    const gz = await page('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(br);
    const plain = await page('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(br);
    expect(plain.body).toContain('<main>Home, first render</main>');
    const refused = await page('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // The catch-all's shell for a path no route names.
    expect((await page('/no/such/page')).body).toContain('<main>No such page, first render</main>');
  });

  it('redirects a route whose loader sends every visitor elsewhere, keeping the query', async () => {
    const signup = await page('/signup?ref=home');
    expect(signup.statusCode).toBe(302);
    expect(signup.headers.location).toBe('/auth/register?ref=home');
  });

  it('sends the plain page where the route has no shell, and to a signed-in visitor', async () => {
    const day = await page('/matchups/nba/2026-11-28', { 'accept-encoding': 'br' });
    expect(day.headers['content-encoding']).toBeUndefined();
    expect(day.body).toContain('<div id="root"></div>');
    expect(day.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    expect(day.body).not.toContain('<script>');

    const user = await insertUser(ctx.db, {
      email: `shells.${Date.now()}@example.com`,
      firstName: 'Ada',
      lastName: 'Shell',
      passwordHash: null,
      role: 'User',
      accountType: '',
    });
    const token = await createSession(ctx.db, user!.id, false);
    const faq = await page('/faq', {
      cookie: `${SESSION_COOKIE}=${token}`,
      'accept-encoding': 'br',
    });
    expect(faq.headers['content-encoding']).toBeUndefined();
    expect(faq.body).toContain('<div id="root"></div>');
    expect(faq.body).toContain('"isAuthenticated":true');
    expect(faq.body).not.toContain('first render');
  });
});

describe('what the build draws', () => {
  it('draws each page a signed-out visitor can open, at a path its pattern matches', () => {
    expect(pageRoutes([...TABLE, { path: 'error' }])).toEqual([
      { pattern: '/', path: '/' },
      { pattern: '/faq', path: '/faq' },
      // Optional segments left out; no signed-in page, no redirect.
      { pattern: '/matchups/:sport?/:date?', path: '/matchups' },
      { pattern: '/*', path: '/no-such-page' },
      // A page in the entry (no chunk of its own).
      { pattern: '/error', path: '/error' },
    ]);
    expect(
      pageRoutes([{ path: '/', children: [{ path: 'handicappers/:id', files: ['a.js'] }] }]),
    ).toEqual([
      { pattern: '/handicappers/:id', path: '/handicappers/00000000-0000-4000-8000-000000000000' },
    ]);
  });

  it("undates the sidebar's links to a day's matchups, and nothing else", () => {
    const drawn =
      '<a href="/matchups/nfl/2031-03-09">NFL</a><a href="/matchups/nba/2031-03-09">NBA</a>' +
      '<p>Season 2031-03-09</p><a href="/faq">Help</a>';
    expect(undated(drawn)).toBe(
      '<a href="/matchups/nfl">NFL</a><a href="/matchups/nba">NBA</a>' +
        '<p>Season 2031-03-09</p><a href="/faq">Help</a>',
    );
  });
});
