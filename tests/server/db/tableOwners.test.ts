import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One module owns each table and is its only reader and writer (docs/architecture.md
// "Database"). Other modules call the owner's functions, or read a view the owner publishes.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Each owned table and the folder of the one module that may name it in SQL. */
const TABLE_OWNERS: Readonly<Record<string, string>> = {
  matchups: 'server/matchups/',
  odds_snapshots: 'server/matchups/',
  matchup_book_odds: 'server/matchups/',
  bets: 'server/bets/',
  bet_legs: 'server/bets/',
  edge_picks: 'server/edgePicks/',
  charges: 'server/handicappers/',
  subscriptions: 'server/handicappers/',
  provider_actions: 'server/handicappers/',
};

/**
 * The few places allowed to write a table they do not own, each with its reason. The results
 * benchmark generates its million synthetic games in SQL (seeded random, set-based) and bumps
 * their scores to time the cache: the same data written through the store would change the
 * figures docs/benchmarks.md compares against. Its reads go through matchup_view.
 */
const ALLOWED: readonly { file: string; table: string }[] = [
  { file: 'bench/results.ts', table: 'matchups' },
];

/** Folders whose TypeScript is scanned: the server, the benchmarks and the scripts. */
const SCANNED = ['server', 'bench', 'scripts'];

function tsFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : tsFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

interface SqlText {
  text: string;
  line: number;
}

const parsed = new Map<string, SqlText[]>();

/** Every string and template literal of a file (comments are not strings, so prose is not SQL). */
function stringsOf(source: string, fileName = 'file.ts'): SqlText[] {
  const kept = parsed.get(source);
  if (kept) return kept;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const out: SqlText[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      out.push({ text: node.text, line: at(node) });
    } else if (ts.isTemplateExpression(node)) {
      // An interpolation is opaque: it stands as a placeholder between the literal parts.
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? ');
      out.push({ text, line: at(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  parsed.set(source, out);
  return out;
}

const TABLE_REF =
  /\b(?:FROM|JOIN|UPDATE|INTO|TABLE|TRUNCATE|ANALYZE|REFERENCES)\s+(?:ONLY\s+|IF\s+(?:NOT\s+)?EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?|to_regclass\(\s*'([a-z_][a-z0-9_]*)'\s*\)/g;

/** The tables a piece of SQL names, by the statement keywords that can reach a table. */
function tablesNamed(sql: string): string[] {
  return [...sql.matchAll(TABLE_REF)].map((m) => m[1] ?? m[2] ?? '');
}

interface Violation {
  file: string;
  line: number;
  table: string;
  owner: string;
}

/** Every place outside its owner that names an owned table. */
function violations(
  files: readonly { path: string; source: string }[],
  owners: Readonly<Record<string, string>> = TABLE_OWNERS,
): Violation[] {
  return files.flatMap(({ path, source }) =>
    stringsOf(source, path).flatMap(({ text, line }) =>
      tablesNamed(text).flatMap((table) => {
        const owner = owners[table];
        const allowed = ALLOWED.some((a) => a.file === path && a.table === table);
        return owner && !path.startsWith(owner) && !allowed
          ? [{ file: path, line, table, owner }]
          : [];
      }),
    ),
  );
}

const sources = SCANNED.flatMap((dir) => tsFiles(join(ROOT, dir))).map((abs) => ({
  path: relative(ROOT, abs).split('\\').join('/'),
  source: readFileSync(abs, 'utf8'),
}));

describe('table owners', () => {
  it('no module but its owner names an owned table in SQL', () => {
    const found = violations(sources).map(
      (v) =>
        `${v.file}:${v.line} names ${v.table}, owned by ${v.owner}: call the owner's functions or read its view`,
    );
    expect(found).toEqual([]);
  });

  it('each owner still names its tables (the map is true)', () => {
    const named = new Set(
      sources.flatMap(({ path, source }) =>
        stringsOf(source, path).flatMap(({ text }) =>
          tablesNamed(text).filter((table) => path.startsWith(TABLE_OWNERS[table] ?? '\0')),
        ),
      ),
    );
    expect(Object.keys(TABLE_OWNERS).filter((table) => !named.has(table))).toEqual([]);
  });

  it('catches a join, a write and a lookup from another module, and ignores comments', () => {
    const files = [
      {
        path: 'server/results/x.ts',
        source: [
          '// reads from matchups through the store',
          'const a = `SELECT m.id FROM ai_results r JOIN matchups m ON m.id = r.matchup_id`;',
          "const b = 'UPDATE bets SET status = $1';",
          "const c = `SELECT to_regclass('edge_picks')`;",
          'const d = `SELECT * FROM matchup_view WHERE id = ${id}`;',
        ].join('\n'),
      },
      { path: 'server/matchups/store.ts', source: 'const e = `DELETE FROM matchups`;' },
    ];
    expect(violations(files).map((v) => `${v.line} ${v.table}`)).toEqual([
      '2 matchups',
      '3 bets',
      '4 edge_picks',
    ]);
  });
});
