// npm run check:size: the JavaScript the first render of / and of /matchups needs, from the build
// in dist/ (or the directory given), as gzip -9 of each chunk: the entry and what index.html
// preloads, the page chunk of the route and every chunk those import statically. Fails past the
// budgets of docs/benchmarks.md (`npm run bench` prints the same rows). A size check on the
// build, never a timing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The page module each measured route loads before its first render (src/routes.tsx). */
export const ROUTE_PAGES: Record<string, string> = { '/': 'HomePage', '/matchups': 'MatchupsPage' };

/**
 * docs/benchmarks.md: at most 170 KB gzip of JavaScript for /'s first render and 200 KB for
 * /matchups' (what firstLoadChunks counts; `npm run bench` prints the same figures).
 */
export const SIZE_BUDGETS_KB: Record<string, number> = { '/': 170, '/matchups': 200 };

export interface Chunk {
  file: string;
  gzipBytes: number;
}

// A static import of a minified chunk: `import{a as b}from"./x.js"` or `import"./x.js"`; a
// dynamic `import("./x.js")` has a parenthesis and does not match.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?from\s*)?"\.\/([^"]+\.js)"/g;

/** Every chunk a route's first render needs, entry first, with its gzip -9 size. */
export function firstLoadChunks(dist: string, route: string): Chunk[] {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const page = ROUTE_PAGES[route];
  if (!page) throw new Error(`no page known for ${route}`);
  const pageFile = readdirSync(assets).find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
  if (!pageFile) throw new Error(`no chunk for ${page} in ${assets}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(m[1]!);
  };
  for (const file of [...roots, pageFile]) visit(file);
  return [...seen].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
  }));
}

export const totalKb = (chunks: readonly Chunk[]) =>
  chunks.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`check:size: no build in ${dist} (run npx vite build first)`);
    process.exit(2);
  }
  let ok = true;
  for (const route of Object.keys(ROUTE_PAGES)) {
    const chunks = firstLoadChunks(dist, route).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = totalKb(chunks);
    const budget = SIZE_BUDGETS_KB[route];
    console.log(
      `${route}: ${total.toFixed(1)} KB gzip in ${chunks.length} chunks` +
        (budget ? ` (budget ${budget} KB)` : ''),
    );
    for (const c of chunks)
      console.log(`  ${(c.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${c.file}`);
    if (budget && total > budget) {
      console.error(
        `check:size: ${route} loads ${total.toFixed(1)} KB, over its ${budget} KB budget`,
      );
      ok = false;
    }
  }
  process.exit(ok ? 0 : 1);
}
