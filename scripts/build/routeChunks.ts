import { readFileSync } from 'node:fs';
import { parseSync, type ESTree, type Plugin } from 'vite';

/** Written beside index.html by the build; read by the server (server/plugins/routePreloads.ts). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The route table of src/routes.tsx as the build saw it: each route's path, and for a route that
 * loads its page lazily, the files its page needs before it can draw (its chunk, every chunk that
 * chunk imports statically, and their stylesheets) that index.html does not already load.
 */
export type RouteChunkNode = {
  path?: string;
  files?: string[];
  signedIn?: true;
  /** Where its loader sends every visitor (`replace('/auth/register')`): the server redirects there. */
  redirect?: string;
} & ({ index: true; children?: undefined } | { index?: false; children?: RouteChunkNode[] });

/**
 * The pattern of a route, from the paths of the routes above it and its own (an index route and
 * a pathless layout add none): `/`, `/faq`, `/handicappers/:id`, `/*`. The build keys each route's
 * shell by it, and the server finds it the same way from react-router's matches.
 */
export function routePattern(paths: readonly (string | undefined)[]): string {
  const segments = paths.flatMap((p) => (p ? p.split('/').filter(Boolean) : []));
  return `/${segments.join('/')}`;
}

/** A route object's literal fields: its path, index flag, children and the specifier its `lazy` imports. */
interface RouteLiteral {
  path?: string;
  index?: boolean;
  page?: string;
  /** Its element is `<ProtectedRoute …>`: what it holds is for signed-in visitors only. */
  signedIn?: true;
  /** Its loader is `() => replace(…)` or `() => redirect(…)` to this literal path. */
  redirect?: string;
  children?: RouteLiteral[];
}

/** The first value `pick` finds in the syntax tree under `node`, depth first. */
function findIn<T>(
  node: unknown,
  pick: (node: Record<string, unknown>) => T | undefined,
): T | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const found = pick(node as Record<string, unknown>);
  if (found !== undefined) return found;
  for (const value of Object.values(node)) {
    const inner = Array.isArray(value)
      ? value.map((v) => findIn(v, pick)).find((v) => v !== undefined)
      : findIn(value, pick);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The specifier of the `import('…')` the node holds. */
const findImport = (node: unknown): string | undefined =>
  findIn(node, (n) => {
    const source = n.source as { value?: unknown } | undefined;
    return n.type === 'ImportExpression' && typeof source?.value === 'string'
      ? source.value
      : undefined;
  });

/** The literal path of a `replace('…')` or `redirect('…')` call the node holds. */
const findRedirect = (node: unknown): string | undefined =>
  findIn(node, (n) => {
    const callee = n.callee as { type?: string; name?: string } | undefined;
    const [first] = (n.arguments as { type?: string; value?: unknown }[] | undefined) ?? [];
    return n.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      (callee.name === 'replace' || callee.name === 'redirect') &&
      first?.type === 'Literal' &&
      typeof first.value === 'string'
      ? first.value
      : undefined;
  });

function routeLiterals(array: ESTree.ArrayExpression): RouteLiteral[] {
  const out: RouteLiteral[] = [];
  for (const element of array.elements) {
    if (element?.type !== 'ObjectExpression') continue;
    const route: RouteLiteral = {};
    for (const prop of element.properties) {
      if (prop.type !== 'Property' || prop.key.type !== 'Identifier') continue;
      const { name } = prop.key;
      if (name === 'path' && prop.value.type === 'Literal' && typeof prop.value.value === 'string')
        route.path = prop.value.value;
      else if (name === 'index' && prop.value.type === 'Literal')
        route.index = prop.value.value === true;
      else if (name === 'children' && prop.value.type === 'ArrayExpression')
        route.children = routeLiterals(prop.value);
      else if (name === 'lazy') route.page = findImport(prop.value);
      else if (name === 'loader') route.redirect = findRedirect(prop.value);
      else if (
        name === 'element' &&
        prop.value.type === 'JSXElement' &&
        prop.value.openingElement.name.type === 'JSXIdentifier' &&
        prop.value.openingElement.name.name === 'ProtectedRoute'
      )
        route.signedIn = true;
    }
    out.push(route);
  }
  return out;
}

/** The exported `routes` array of the route table's source. */
export function parseRouteTable(source: string): RouteLiteral[] {
  const { program } = parseSync('routes.tsx', source, { lang: 'tsx' });
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations)
      if (
        d.id.type === 'Identifier' &&
        d.id.name === 'routes' &&
        d.init?.type === 'ArrayExpression'
      )
        return routeLiterals(d.init);
  }
  throw new Error('routeChunks: src/routes.tsx exports no `routes` array literal');
}

/**
 * @public (used by vite.config.ts, which knip's production run does not read)
 *
 * Writes ROUTE_CHUNKS_FILE: what each route's page needs, so the server can name it in the page
 * it sends and the browser fetches it beside the entry, not after the entry has run and asked
 * for it (docs/benchmarks.md, Lighthouse).
 */
export function routeChunks(routesFile: string): Plugin {
  return {
    name: 'edgewise:route-chunks',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html already loads: the entry and its static imports.
      const loaded = new Set<string>();
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry.fileName, loaded);
      const filesOf = async (specifier: string): Promise<string[]> => {
        const resolved = await this.resolve(specifier, routesFile);
        const chunk = chunks.find((c) => c.facadeModuleId === resolved?.id);
        if (!chunk) throw new Error(`routeChunks: no chunk for ${specifier}`);
        const needed = new Set<string>();
        closure(chunk.fileName, needed);
        const files = [...needed].filter((f) => !loaded.has(f));
        const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        return [...files, ...css.filter((f) => !loaded.has(f))];
      };
      const build = async (routes: RouteLiteral[]): Promise<RouteChunkNode[]> =>
        Promise.all(
          routes.map(async ({ path, index, page, signedIn, redirect, children }) => ({
            ...(path !== undefined ? { path } : {}),
            ...(signedIn ? { signedIn } : {}),
            ...(redirect ? { redirect } : {}),
            ...(page ? { files: await filesOf(page) } : {}),
            ...(index
              ? { index: true as const }
              : children
                ? { children: await build(children) }
                : {}),
          })),
        );
      const table = await build(parseRouteTable(readFileSync(routesFile, 'utf8')));
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(table) });
    },
  };
}
