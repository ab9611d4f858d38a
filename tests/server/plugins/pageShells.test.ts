import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import { ROUTE_CHUNKS_FILE, type RouteChunkNode } from '../../../scripts/build/routeChunks';
import { addDays, easternDate } from '@domain/rules/dates';
import { dayParts, longDate } from '@domain/rules/display';
import { dayTemplate, fillDays, sharedTemplate } from '../../../scripts/build/shellDays';
import { pageRoutes, SHELLS_FILE, type Shells } from '../../../scripts/build/shells';
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
  '/matchups/:sport?/:date?':
    '<a href="/matchups/nfl/{{day+0:iso}}">NFL</a><main>Day {{day+0:long}}, ' +
    '<b>{{day-1:weekday}}</b><b>{{day-1:date}}</b></main>',
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

  it("writes the shell's days as today's, US Eastern, and keeps it to the bare path", async () => {
    const before = easternDate(new Date());
    const html = (await page('/matchups')).body;
    const day = [before, easternDate(new Date())].find((d) => html.includes(`Day ${longDate(d)}`));
    expect(day).toBeDefined();
    const yesterday = addDays(day!, -1);
    expect(html).toContain(
      `<a href="/matchups/nfl/${day}">NFL</a><main>Day ${longDate(day)}, ` +
        `<b>${dayParts(yesterday).weekday}</b><b>${dayParts(yesterday).day}</b></main>`,
    );
    expect(html).not.toContain('{{');
    // Another sport or day, or a query the page reads, may open another first render.
    for (const other of ['/matchups/nba', '/matchups?date=2026-11-20', '/faq?x=1']) {
      const plain = await page(other, { 'accept-encoding': 'br' });
      expect(plain.headers['content-encoding'], other).toBeUndefined();
      expect(plain.body, other).toContain('<div id="root"></div>');
    }
  });

  it('redirects a route whose loader sends every visitor elsewhere, keeping the query', async () => {
    const signup = await page('/signup?ref=home');
    expect(signup.statusCode).toBe(302);
    expect(signup.headers.location).toBe('/auth/register?ref=home');
  });

  it("sends the plain page off the shell's path, where the route has none, and to a signed-in visitor", async () => {
    for (const path of ['/matchups/nba/2026-11-28', '/settings']) {
      const plain = await page(path, { 'accept-encoding': 'br' });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body, path).toContain('<div id="root"></div>');
      expect(plain.body, path).toContain(
        '<script type="module" crossorigin src="/assets/index-a1.js">',
      );
      expect(plain.body, path).not.toContain('<script>');
    }

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

  it("writes the days around the drawing's as tokens, and fills them in for another day", () => {
    // The matchups page drawn on Sunday 2031-03-09: links, the picker's date, the week strip;
    // a number alone is no day.
    const drawn =
      '<a href="/matchups/nfl/2031-03-09">NFL</a><button>Mar 9, 2031</button>' +
      '<button aria-label="Mar 6, 2031"><span>Thu</span><span>6</span></button>' +
      '<option value="2031-03-02">7 days ago</option><p class="px-6">6 players</p><td>6</td>';
    const template = dayTemplate(drawn, '2031-03-09');
    expect(template).toBe(
      '<a href="/matchups/nfl/{{day+0:iso}}">NFL</a><button>{{day+0:long}}</button>' +
        '<button aria-label="{{day-3:long}}"><span>{{day-3:weekday}}</span><span>{{day-3:date}}</span></button>' +
        '<option value="{{day-7:iso}}">7 days ago</option><p class="px-6">6 players</p><td>6</td>',
    );
    expect(fillDays(template, '2031-03-09')).toBe(drawn);
    // Across a year's end.
    expect(fillDays(template, '2033-01-02')).toBe(
      '<a href="/matchups/nfl/2033-01-02">NFL</a><button>Jan 2, 2033</button>' +
        '<button aria-label="Dec 30, 2032"><span>Thu</span><span>30</span></button>' +
        '<option value="2032-12-26">7 days ago</option><p class="px-6">6 players</p><td>6</td>',
    );
  });

  it('keeps a template only where every drawing gives the same one back', () => {
    const on = (day: string, extra = '') => ({
      markup: `<a href="/x/${day}">${longDate(day)}</a><b>${dayParts(day).weekday}</b><b>${dayParts(day).day}</b>${extra}`,
      day,
    });
    expect(sharedTemplate([on('2031-03-09'), on('2034-10-17'), on('2032-12-31')])).toBe(
      '<a href="/x/{{day+0:iso}}">{{day+0:long}}</a><b>{{day+0:weekday}}</b><b>{{day+0:date}}</b>',
    );
    // A time of day, or a constant that reads as a day on one clock only: no shell.
    expect(
      sharedTemplate([on('2031-03-09', '<i>1:30 AM</i>'), on('2034-10-17', '<i>6:10 PM</i>')]),
    ).toBeUndefined();
    const fixed = '<i>2031-03-09</i>';
    expect(sharedTemplate([on('2031-03-09', fixed), on('2034-10-17', fixed)])).toBeUndefined();
  });
});
