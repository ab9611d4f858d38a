import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { easternDate } from '../../domain/rules/dates';
import { USER_INFO_ELEMENT_ID } from '../../domain/rules/user';
import { ROUTE_CHUNKS_FILE, routePattern, type RouteChunkNode } from './routeChunks';
import { sharedTemplate } from './shellDays';

/** Written beside index.html by the build; read by the server (server/plugins/pageShells.ts). */
export const SHELLS_FILE = 'shells.json';

/**
 * A route's pattern (routePattern) → the markup of the app's first render of it, signed out, its
 * days written as tokens (./shellDays.ts).
 */
export type Shells = Record<string, string>;

/** The id a shell's path is reached by where the pattern takes one (the page then shows its loading state). */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Each shell is drawn three times, on three clocks and two screens, and kept only where the
 * drawings agree once their days are written as tokens (./shellDays.ts): a page whose first render
 * depends on the screen's width, or on the clock in any other way, gets none, so a shell never
 * shows a stale day or the other layout's markup (docs/architecture.md, "Page shells"). The
 * clocks fall on both sides of a daylight-saving change and across a month's and a year's end.
 */
const DRAWINGS = [
  { clock: '2031-03-09T06:30:00Z', viewport: { width: 412, height: 823 } },
  { clock: '2034-10-17T22:10:00Z', viewport: { width: 1350, height: 940 } },
  { clock: '2032-12-31T15:00:00Z', viewport: { width: 412, height: 823 } },
];

/** Pages drawn at once in each drawing's browser context. */
const PAGES_AT_ONCE = 4;

/** Served by request interception only; nothing listens there. */
const ORIGIN = 'http://shells.localhost';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.html': 'text/html',
};

/**
 * One path per page route of the table that a signed-out visitor can see, and the pattern the
 * server will find for it; a signed-in page sends a signed-out visitor to sign in instead.
 */
export function pageRoutes(table: RouteChunkNode[]): { pattern: string; path: string }[] {
  const out: { pattern: string; path: string }[] = [];
  const walk = (nodes: RouteChunkNode[], above: (string | undefined)[]) => {
    for (const node of nodes) {
      const paths = [...above, node.path];
      if (node.signedIn) continue;
      if (node.children) walk(node.children, paths);
      // A leaf is a page, lazily loaded or in the entry, unless its loader sends visitors on.
      else if (!node.redirect) {
        const pattern = routePattern(paths);
        out.push({ pattern, path: samplePath(pattern) });
      }
    }
  };
  walk(table, []);
  return out;
}

/** A path the pattern matches: optional segments left out, a parameter given SAMPLE_ID, a splat a missing page. */
export function samplePath(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter((s) => s && !s.endsWith('?'))
    .map((s) => (s === '*' ? 'no-such-page' : s.startsWith(':') ? SAMPLE_ID : s));
  return `/${segments.join('/')}`;
}

/**
 * Draws each page route of the built app in Chromium, signed out, with every request to the API
 * and the hub left unanswered, and keeps the markup of React's first commit: what the app itself
 * paints first on that route, its days written as tokens. A route that redirects (a signed-in
 * page), or draws differently on another clock (other than in the days it shows) or screen, gets
 * no shell.
 */
export async function drawShells(
  outDir: string,
  chromiumPath: string,
): Promise<{ shells: Shells; left: string[] }> {
  const table = JSON.parse(
    readFileSync(join(outDir, ROUTE_CHUNKS_FILE), 'utf8'),
  ) as RouteChunkNode[];
  const page = readFileSync(join(outDir, 'index.html'), 'utf8');
  // What the server adds for a signed-out visitor (server/plugins/staticFiles.ts).
  const signedOut = page.replace(
    '</head>',
    `<script type="application/json" id="${USER_INFO_ELEMENT_ID}">{"isAuthenticated":false}</script></head>`,
  );
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const drawOn = async ({ clock, viewport }: (typeof DRAWINGS)[number]) => {
    const context = await browser.newContext({ viewport });
    await context.clock.setFixedTime(new Date(clock));
    await context.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      // Left pending: the page shows what it shows while its answers are on the way.
      if (pathname.startsWith('/api/') || pathname.startsWith('/hubs/')) return;
      const file = normalize(join(outDir, pathname));
      if (pathname !== '/' && file.startsWith(outDir) && existsSync(file) && extname(file))
        return route.fulfill({
          body: readFileSync(file),
          contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        });
      return route.fulfill({ body: signedOut, contentType: 'text/html' });
    });
    // The markup after React's first commit into #root, taken before anything later runs.
    await context.addInitScript(() => {
      const w = window as unknown as { __shell?: string };
      new MutationObserver((_records, observer) => {
        const root = document.getElementById('root');
        if (!root?.firstChild) return;
        w.__shell = root.innerHTML;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const draw = async (path: string): Promise<string | null> => {
      const tab = await context.newPage();
      try {
        await tab.goto(`${ORIGIN}${path}`, { waitUntil: 'domcontentloaded' });
        await tab.waitForFunction(
          () => (window as { __shell?: string }).__shell !== undefined,
          null,
          { timeout: 20_000 },
        );
        // Past the first commit's effects, where a guard redirects: once the page has been idle.
        const drawn = await tab.evaluate(
          () =>
            new Promise<string>((resolve) =>
              requestIdleCallback(() =>
                resolve((window as unknown as { __shell: string }).__shell),
              ),
            ),
        );
        // A redirect (a signed-in page sends a visitor to sign in) is not this route's page.
        return new URL(tab.url()).pathname === path ? drawn : null;
      } finally {
        await tab.close();
      }
    };
    // A few pages at a time: each mostly waits on its scripts' evaluation.
    const drawn: (string | null)[] = [];
    for (let i = 0; i < routes.length; i += PAGES_AT_ONCE)
      drawn.push(
        ...(await Promise.all(routes.slice(i, i + PAGES_AT_ONCE).map((r) => draw(r.path)))),
      );
    await context.close();
    return drawn;
  };
  const routes = pageRoutes(table);
  const shells: Shells = {};
  const left: string[] = [];
  try {
    const drawings = await Promise.all(DRAWINGS.map(drawOn));
    const days = DRAWINGS.map(({ clock }) => easternDate(new Date(clock)));
    routes.forEach(({ pattern }, i) => {
      const drawn = drawings.map((d, j) => ({ markup: d[i], day: days[j]! }));
      const template = drawn.every((d): d is { markup: string; day: string } => d.markup !== null)
        ? sharedTemplate(drawn)
        : undefined;
      if (template === undefined) left.push(pattern);
      else shells[pattern] = template;
    });
  } finally {
    await browser.close();
  }
  return { shells, left };
}

/**
 * @public (used by vite.config.ts, which knip's production run does not read)
 *
 * Writes SHELLS_FILE after the build: each route's first render, which the server puts in the
 * page it sends a signed-out visitor, so the page paints before its scripts have loaded
 * (docs/benchmarks.md, Lighthouse). Without Chromium (CHROMIUM_PATH, else /usr/bin/chromium) the
 * build says so and writes none; the server then sends the page without shells.
 */
export function pageShells(): Plugin {
  let outDir = '';
  return {
    name: 'edgewise:page-shells',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      if (!existsSync(chromiumPath)) {
        this.warn(`no Chromium at ${chromiumPath}: the pages are built without shells`);
        return;
      }
      const { shells, left } = await drawShells(outDir, chromiumPath);
      writeFileSync(join(outDir, SHELLS_FILE), JSON.stringify(shells));
      this.info(
        `${Object.keys(shells).length} page shells; none for ${left.join(', ') || 'no route'}`,
      );
    },
  };
}
