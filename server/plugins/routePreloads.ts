import type { RouteChunkNode } from '../../scripts/build/routeChunks';
import type { MatchedRoute } from './routeTable';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>` elements that fetch a path's page code beside the entry: the route the web app
 * will match for the path (./routeTable.ts), and the files its page needs that index.html does
 * not name (docs/benchmarks.md, Lighthouse).
 */
export function routePreloads(
  match: (pathname: string) => MatchedRoute | undefined,
): (pathname: string) => string {
  // One answer per route: the set of paths is unbounded, the set of routes is the table's.
  const byRoute = new Map<RouteChunkNode, string>();
  return (pathname) => {
    const matched = match(pathname)?.route;
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
