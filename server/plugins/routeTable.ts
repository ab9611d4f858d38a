import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import {
  ROUTE_CHUNKS_FILE,
  routePattern,
  type RouteChunkNode,
} from '../../scripts/build/routeChunks';

/** The route the web app will match for a path, and its pattern (the key of its shell). */
export interface MatchedRoute {
  route: RouteChunkNode;
  pattern: string;
  /** The path's values for the pattern's parameters. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The route table the build wrote (scripts/build/routeChunks.ts), matched with react-router's own
 * `matchRoutes`, as the web app will match the path. Without the build's table (an older build)
 * no path matches.
 */
export function routeTable(root: string): (pathname: string) => MatchedRoute | undefined {
  const file = join(root, ROUTE_CHUNKS_FILE);
  if (!existsSync(file)) return () => undefined;
  const table = JSON.parse(readFileSync(file, 'utf8')) as RouteChunkNode[];
  return (pathname) => {
    const matches = matchRoutes(table, pathname);
    const last = matches?.at(-1);
    if (!matches || !last) return undefined;
    return {
      route: last.route,
      pattern: routePattern(matches.map((m) => m.route.path)),
      params: last.params,
    };
  };
}
