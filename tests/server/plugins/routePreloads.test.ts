import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { routes } from '@/routes';
import {
  parseRouteTable,
  ROUTE_CHUNKS_FILE,
  type RouteChunkNode,
} from '../../../scripts/build/routeChunks';
import { testApp } from '../helpers';

const INDEX = '<!doctype html><html><head><title>Edgewise</title></head><body></body></html>';
// The shape the build writes (scripts/build/routeChunks.ts) for a small route table.
const TABLE: RouteChunkNode[] = [
  {
    path: '/',
    children: [
      {
        children: [
          { index: true, files: ['assets/HomePage-a1.js'] },
          {
            path: 'matchups/:sport?/:date?',
            files: ['assets/MatchupsPage-b2.js', 'assets/virtual-c3.js', 'assets/Matchups-d4.css'],
          },
          { path: 'error' },
          { children: [{ path: 'settings', files: ['assets/SettingsPage-e5.js'] }] },
          { path: '*', files: ['assets/NotFoundPage-f6.js'] },
        ],
      },
    ],
  },
];
const links = (html: string) =>
  [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

/** The page without the user-info block every answer carries (./staticFiles.test.ts). */
const withoutData = (html: string) =>
  html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, '');

let dir: string;
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edgewise-preloads-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(TABLE));
  ctx = await testApp({ STATIC_DIR: dir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the page names its route's code", () => {
  it('preloads the page chunk of the route the web app will match, with its imports and stylesheets', async () => {
    const day = await ctx.app.inject({ url: '/matchups/nba/2026-11-27?view=table' });
    expect(day.statusCode).toBe(200);
    expect(day.headers['content-type']).toMatch(/text\/html/);
    expect(links(day.body)).toEqual([
      'modulepreload /assets/MatchupsPage-b2.js',
      'modulepreload /assets/virtual-c3.js',
      'stylesheet /assets/Matchups-d4.css',
    ]);
    // Inside <head>, and the page is otherwise index.html.
    expect(day.body.indexOf('<link')).toBeLessThan(day.body.indexOf('</head>'));
    expect(withoutData(day.body).replace(/<link[^>]*>/g, '')).toBe(INDEX);
    expect(links((await ctx.app.inject({ url: '/matchups' })).body)).toHaveLength(3);
    expect(links((await ctx.app.inject({ url: '/' })).body)).toEqual([
      'modulepreload /assets/HomePage-a1.js',
    ]);
    // A route under a pathless guard, and the catch-all for a path no route names.
    expect(links((await ctx.app.inject({ url: '/settings/' })).body)).toEqual([
      'modulepreload /assets/SettingsPage-e5.js',
    ]);
    expect(links((await ctx.app.inject({ url: '/no/such/page' })).body)).toEqual([
      'modulepreload /assets/NotFoundPage-f6.js',
    ]);
  });

  it('adds nothing for a route whose page is in the entry', async () => {
    const page = await ctx.app.inject({ url: '/error' });
    expect(page.statusCode).toBe(200);
    expect(withoutData(page.body)).toBe(INDEX);
  });
});

/** Each route's path, index flag and whether it loads lazily, as nested lists. */
type Shape = {
  path?: string;
  index?: boolean;
  lazy: boolean;
  signedIn?: boolean;
  children?: Shape[];
};
const shapeOfApp = (list: RouteObject[]): Shape[] =>
  list.map((r) => ({
    ...(r.path !== undefined ? { path: r.path } : {}),
    ...(r.index ? { index: true } : {}),
    lazy: typeof r.lazy === 'function',
    ...(isValidElement(r.element) && r.element.type === ProtectedRoute ? { signedIn: true } : {}),
    ...(r.children ? { children: shapeOfApp(r.children) } : {}),
  }));
const shapeOfParsed = (list: ReturnType<typeof parseRouteTable>): Shape[] =>
  list.map((r) => ({
    ...(r.path !== undefined ? { path: r.path } : {}),
    ...(r.index ? { index: true } : {}),
    lazy: r.page !== undefined,
    ...(r.signedIn ? { signedIn: true } : {}),
    ...(r.children ? { children: shapeOfParsed(r.children) } : {}),
  }));

describe("the build's reading of the route table", () => {
  it('finds every route of src/routes.tsx, nested as the app nests them, with each lazy page and each signed-in guard', () => {
    const parsed = parseRouteTable(readFileSync('src/routes.tsx', 'utf8'));
    expect(shapeOfParsed(parsed)).toEqual(shapeOfApp(routes));
    // /signup's loader sends every visitor to /auth/register: the server redirects it.
    const leaves = (list: typeof parsed): typeof parsed =>
      list.flatMap((r) => [r, ...leaves(r.children ?? [])]);
    expect(leaves(parsed).find((r) => r.path === 'signup')?.redirect).toBe('/auth/register');
  });
});
