import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Server modules talk through their doors (docs/architecture.md "Server modules"): another module
// is imported through its index.ts only, imports between modules run one way, and a module's
// plugin declares the plugins whose decorators it uses. ESLint refuses the first in the editor
// (eslint.config.js); this checks all three over every import, dynamic ones and type ones too.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Shared infrastructure: anyone may import it; it is no module. */
const INFRASTRUCTURE = new Set(['http', 'db', 'plugins']);

/**
 * Modules with no plugin of their own, and the module whose plugin mounts them: the hub is
 * registered by the matchups plugin (registerHub), so its decorators (`app.hub`) are matchups'.
 */
const MOUNTED_BY: Readonly<Record<string, string>> = { hub: 'matchups' };

/** Names a plugin's functions give the Fastify instance or the request they decorate and use. */
const HOLDERS = new Set(['app', 'fastify', 'instance', 'request', 'req']);

interface Source {
  /** Path from the repository root, with forward slashes: `server/bets/plugin.ts`. */
  path: string;
  source: string;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const serverSources: Source[] = tsFiles(join(ROOT, 'server')).map((abs) => ({
  path: relative(ROOT, abs).split('\\').join('/'),
  source: readFileSync(abs, 'utf8'),
}));

const serverModules = new Set(
  readdirSync(join(ROOT, 'server'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !INFRASTRUCTURE.has(d.name))
    .map((d) => d.name),
);

const parsed = new Map<string, ts.SourceFile>();
function parse({ path, source }: Source): ts.SourceFile {
  let file = parsed.get(path);
  if (!file || file.text !== source) {
    file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
    parsed.set(path, file);
  }
  return file;
}

interface Import {
  spec: string;
  line: number;
}

/** Every module specifier of a file: imports and exports from (type ones too) and import(). */
function importsOf(src: Source): Import[] {
  const file = parse(src);
  const out: Import[] = [];
  const add = (node: ts.Node, spec: ts.Expression | undefined) => {
    if (spec && ts.isStringLiteralLike(spec))
      out.push({
        spec: spec.text,
        line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
      add(node, node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node, node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node, node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The module a server path lies in (`server/<module>/…`), or null for shared infrastructure. */
function moduleOf(path: string, modules: ReadonlySet<string>): string | null {
  const [top, name, ...rest] = path.split('/');
  return top === 'server' && name && rest.length > 0 && modules.has(name) ? name : null;
}

interface Edge {
  file: string;
  line: number;
  spec: string;
  from: string | null;
  to: string;
  /** Whether the import reaches the module's door (its folder or its index.ts). */
  door: boolean;
}

/** Every import from a server file into a module other than the file's own. */
function crossings(files: readonly Source[], modules: ReadonlySet<string>): Edge[] {
  return files.flatMap((src) => {
    const from = moduleOf(src.path, modules);
    return importsOf(src).flatMap(({ spec, line }) => {
      if (!spec.startsWith('.')) return [];
      const [top, to, ...rest] = posix.join(posix.dirname(src.path), spec).split('/');
      if (top !== 'server' || !to || !modules.has(to) || to === from) return [];
      const door = rest.length === 0 || (rest.length === 1 && /^index(\.ts)?$/.test(rest[0] ?? ''));
      return [{ file: src.path, line, spec, from, to, door }];
    });
  });
}

/** `file:line 'spec'` of every import of another module's file other than its index.ts. */
function pastTheDoor(files: readonly Source[], modules: ReadonlySet<string>): string[] {
  return crossings(files, modules)
    .filter((e) => !e.door)
    .map((e) => `${e.file}:${String(e.line)} '${e.spec}'`);
}

/** Which modules each module imports. */
function moduleGraph(files: readonly Source[], modules: ReadonlySet<string>) {
  const graph = new Map<string, Set<string>>();
  for (const e of crossings(files, modules))
    if (e.from) graph.set(e.from, (graph.get(e.from) ?? new Set()).add(e.to));
  return graph;
}

/** Modules that import each other, directly ('a ⇄ b') or round a longer loop ('a → b → c → a'). */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found = new Set<string>();
  const visit = (path: string[]) => {
    const last = path[path.length - 1] as string;
    for (const next of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        // One name per loop: started from its least module.
        const start = loop.indexOf([...loop].sort()[0] as string);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        found.add(
          turned.length === 2
            ? `${turned[0] as string} ⇄ ${turned[1] as string}`
            : [...turned, turned[0]].join(' → '),
        );
      } else visit([...path, next]);
    }
  };
  for (const start of graph.keys()) visit([start]);
  return [...found].sort();
}

interface Plugin {
  module: string;
  name: string;
  dependencies: string[];
}

const stringsIn = (node: ts.Expression | undefined): string[] =>
  node && ts.isArrayLiteralExpression(node)
    ? node.elements.filter(ts.isStringLiteralLike).map((e) => e.text)
    : [];

/** The module's fastify-plugin: `fp(fn, { name, dependencies })` in its plugin.ts. */
function pluginOf(src: Source, modules: ReadonlySet<string>): Plugin | null {
  const module = moduleOf(src.path, modules);
  if (!module || src.path !== `server/${module}/plugin.ts`) return null;
  let plugin: Plugin | null = null;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'fp'
    ) {
      const options = node.arguments[1];
      if (options && ts.isObjectLiteralExpression(options)) {
        const prop = (key: string) =>
          options.properties
            .filter(ts.isPropertyAssignment)
            .find((p) => ts.isIdentifier(p.name) && p.name.text === key)?.initializer;
        const name = prop('name');
        if (name && ts.isStringLiteralLike(name))
          plugin = { module, name: name.text, dependencies: stringsIn(prop('dependencies')) };
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(src));
  return plugin;
}

/** The decorators a file adds (`app.decorate('x', …)`, `decorateRequest`) and those it reads. */
function decoratorsOf(src: Source): { added: string[]; used: string[] } {
  const added: string[] = [];
  const used: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      if (/^decorate(Request|Reply)?$/.test(method) && first && ts.isStringLiteralLike(first))
        added.push(first.text);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      HOLDERS.has(node.expression.text)
    )
      used.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(src));
  return { added, used };
}

/**
 * `module: uses app.x of plugin 'p', not in its dependencies` for every decorator a module reads
 * that another module's plugin adds without the reader's plugin depending on that plugin.
 */
function undeclaredDependencies(files: readonly Source[], modules: ReadonlySet<string>): string[] {
  const plugins = new Map<string, Plugin>();
  for (const src of files) {
    const plugin = pluginOf(src, modules);
    if (plugin) plugins.set(plugin.module, plugin);
  }
  const host = (module: string) => MOUNTED_BY[module] ?? module;
  const owner = new Map<string, string>();
  const uses = new Map<string, Set<string>>();
  for (const src of files) {
    const module = moduleOf(src.path, modules);
    if (!module) continue;
    const { added, used } = decoratorsOf(src);
    for (const name of added) owner.set(name, host(module));
    for (const name of used)
      uses.set(host(module), (uses.get(host(module)) ?? new Set()).add(name));
  }
  const missing: string[] = [];
  for (const [module, names] of uses) {
    const plugin = plugins.get(module);
    if (!plugin) continue;
    for (const name of [...names].sort()) {
      const from = owner.get(name);
      const needed = from && from !== module ? plugins.get(from) : undefined;
      if (needed && !plugin.dependencies.includes(needed.name))
        missing.push(
          `${module}: uses .${name} of plugin '${needed.name}', not in its dependencies`,
        );
    }
  }
  return missing;
}

describe('server modules talk through their doors', () => {
  it('finds the modules and each one its door', () => {
    expect(serverModules.size).toBeGreaterThan(10);
    for (const module of serverModules)
      expect(serverSources.map((s) => s.path)).toContain(`server/${module}/index.ts`);
  });

  it("no file imports another module's file but its index.ts", () => {
    expect(pastTheDoor(serverSources, serverModules)).toEqual([]);
  });

  it('imports between modules run one way: no two modules import each other, even round a loop', () => {
    expect(cycles(moduleGraph(serverSources, serverModules))).toEqual([]);
  });

  it("each plugin depends on the plugins whose decorators it uses (the hub's are matchups')", () => {
    expect(serverSources.find((s) => s.path === 'server/matchups/plugin.ts')?.source).toContain(
      'registerHub(',
    );
    expect(undeclaredDependencies(serverSources, serverModules)).toEqual([]);
  });

  describe('catches a deliberate violation', () => {
    const modules = new Set(['alpha', 'beta', 'gamma']);

    it("an import of another module's file, type and dynamic ones too", () => {
      const files: Source[] = [
        { path: 'server/alpha/a.ts', source: "import { b } from '../beta/b';" },
        { path: 'server/alpha/deep/c.ts', source: "import type { B } from '../../beta/types';" },
        { path: 'server/alpha/d.ts', source: "const b = await import('../beta/b');" },
        { path: 'server/http/e.ts', source: "export { b } from '../beta/b';" },
        { path: 'server/alpha/ok.ts', source: "import { b } from '../beta';\nimport './a';" },
        { path: 'server/app.ts', source: "import { betaPlugin } from './beta/index';" },
      ];
      expect(pastTheDoor(files, modules)).toEqual([
        "server/alpha/a.ts:1 '../beta/b'",
        "server/alpha/deep/c.ts:1 '../../beta/types'",
        "server/alpha/d.ts:1 '../beta/b'",
        "server/http/e.ts:1 '../beta/b'",
      ]);
    });

    it('two modules that import each other, or a loop of three', () => {
      const files: Source[] = [
        { path: 'server/alpha/a.ts', source: "import { b } from '../beta';" },
        { path: 'server/beta/b.ts', source: "import type { A } from '../alpha';" },
        { path: 'server/beta/c.ts', source: "import { g } from '../gamma';" },
        { path: 'server/gamma/g.ts', source: "import { a } from '../alpha/index';" },
      ];
      expect(cycles(moduleGraph(files, modules))).toEqual([
        'alpha → beta → gamma → alpha',
        'alpha ⇄ beta',
      ]);
    });

    it("a decorator of a plugin the user's plugin does not depend on", () => {
      const files: Source[] = [
        {
          path: 'server/alpha/plugin.ts',
          source: `async function alpha(app) { app.decorate('alpha', {}); }
            export const alphaPlugin = fp(alpha, { name: 'alpha' });`,
        },
        {
          path: 'server/beta/plugin.ts',
          source: `async function beta(app) { app.decorate<B>('beta', { a: app.alpha }); }
            export const betaPlugin = fp(beta, { name: 'beta', dependencies: ['alpha'] });`,
        },
        {
          path: 'server/gamma/plugin.ts',
          source: `async function gamma(app) { app.alpha.go(); }
            export const gammaPlugin = fp(gamma, { name: 'gamma', dependencies: [] });`,
        },
        { path: 'server/gamma/routes.ts', source: 'export const r = (app) => app.beta;' },
      ];
      expect(undeclaredDependencies(files, modules)).toEqual([
        "gamma: uses .alpha of plugin 'alpha', not in its dependencies",
        "gamma: uses .beta of plugin 'beta', not in its dependencies",
      ]);
    });
  });
});
