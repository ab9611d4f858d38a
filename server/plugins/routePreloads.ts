import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { ROUTE_CHUNKS_FILE, type RouteChunkNode } from '../../scripts/build/routeChunks';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>` elements that fetch a path's page code beside the entry: the route the web app
 * will match for the path (react-router's own matching, on the table the build wrote), and the
 * files its page needs that index.html does not name (docs/benchmarks.md, Lighthouse). Without
 * the build's table (an older build) every path gets none.
 */
export function routePreloads(root: string): (pathname: string) => string {
  const file = join(root, ROUTE_CHUNKS_FILE);
  if (!existsSync(file)) return () => '';
  const table = JSON.parse(readFileSync(file, 'utf8')) as RouteChunkNode[];
  // One answer per route: the set of paths is unbounded, the set of routes is the table's.
  const byRoute = new Map<RouteChunkNode, string>();
  return (pathname) => {
    const matched = matchRoutes(table, pathname)?.at(-1)?.route;
    if (!matched?.files) return '';
    let links = byRoute.get(matched);
    if (links === undefined) {
      links = matched.files
        .map((f) => {
          const href = escapeAttribute(`/${f}`);
          return f.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="${href}">`
            : `<link rel="modulepreload" crossorigin href="${href}">`;
        })
        .join('');
      byRoute.set(matched, links);
    }
    return links;
  };
}
