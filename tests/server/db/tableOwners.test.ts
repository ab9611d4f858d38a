import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One module owns each table and is its only reader and writer (docs/architecture.md
// "Database"). Other modules call the owner's functions, or read a view the owner publishes.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Every table the migrations create and the folder of the one module that may name it in SQL.
 * Other modules call the owner's functions (or its decorator), or read a view it publishes:
 * matchup_view (server/matchups), handicapper_directory (server/handicappers), ai_model_view and
 * ai_result_view (server/models).
 */
const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // Foundation: the key/value table of server state no module reads or writes yet.
  app_state: 'server/db/',
  users: 'server/accounts/',
  sessions: 'server/accounts/',
  password_resets: 'server/accounts/',
  external_logins: 'server/accounts/',
  login_failures: 'server/accounts/',
  email_changes: 'server/accounts/',
  user_settings: 'server/accounts/',
  notification_preferences: 'server/accounts/',
  matchups: 'server/matchups/',
  odds_snapshots: 'server/matchups/',
  matchup_book_odds: 'server/matchups/',
  ai_models: 'server/models/',
  ai_results: 'server/models/',
  ai_result_history: 'server/models/',
  bets: 'server/bets/',
  bet_legs: 'server/bets/',
  handicappers: 'server/handicappers/',
  subscriptions: 'server/handicappers/',
  charges: 'server/handicappers/',
  provider_actions: 'server/handicappers/',
  results_daily: 'server/results/',
  results_dirty: 'server/results/',
  results_bets: 'server/results/',
  results_slices: 'server/results/',
  notifications: 'server/marketplace/',
  handicapper_applications: 'server/marketplace/',
  user_plans: 'server/marketplace/',
  payment_events: 'server/marketplace/',
  edge_picks: 'server/edgePicks/',
  edge_picks_version: 'server/edgePicks/',
  contact_messages: 'server/contact/',
  newsletter_subscribers: 'server/newsletter/',
  game_start_notices: 'server/notifications/',
};

/** Tables of the map no code names yet, each with its reason (the map still says who would). */
const UNNAMED: readonly string[] = ['app_state'];

/**
 * The few places allowed to name a table they do not own, each with its reason. Both are
 * benchmarks, whose synthetic data is written in SQL (seeded random, set-based): the same data
 * written row by row through the owners would change the figures docs/benchmarks.md compares
 * against. Their other reads go through matchup_view, ai_model_view and ai_result_view.
 */
const ALLOWED: readonly { file: string; table: string; reason: string }[] = [
  {
    file: 'bench/results.ts',
    table: 'matchups',
    reason: 'generates a million games, analyzes them and bumps their scores to time the cache',
  },
  {
    file: 'bench/results.ts',
    table: 'ai_results',
    reason: "generates every model's result of those games, counts and analyzes them",
  },
  {
    file: 'bench/results.ts',
    table: 'results_daily',
    reason: 'counts the roll-up rows it built from scratch, for the report',
  },
  { file: 'bench/web.ts', table: 'ai_models', reason: 'adds five benchmark models' },
  {
    file: 'bench/web.ts',
    table: 'ai_results',
    reason: "seeds the benchmark models' frozen results of every game",
  },
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

/** The tables a migration script creates and does not drop again; comments are not SQL. */
function tablesCreated(script: string): string[] {
  const sql = script.replace(/--[^\n]*/g, '');
  const names = (re: RegExp) => [...sql.matchAll(re)].map((m) => (m[1] ?? '').toLowerCase());
  const dropped = new Set(names(/\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/gi));
  const created = names(
    /\bCREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/gi,
  );
  return [...new Set(created)].filter((t) => !dropped.has(t)).sort();
}

/** Every table the migrations (server/db/migrations, in name order) leave in the schema. */
function migrationTables(): string[] {
  const dir = join(ROOT, 'server/db/migrations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return tablesCreated(files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n'));
}

/** A route file: its handlers call a module's functions and hold no SQL of their own. */
const isRouteFile = (path: string) => /(?:^|\/)(?:routes|[A-Za-z0-9]+Routes)\.ts$/.test(path);

const STATEMENT =
  /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|TRUNCATE|ANALYZE|VACUUM|BEGIN|COMMIT)\b/;

/** Every SQL string of the route files: a statement, or a string that names a table. */
function sqlInRoutes(files: readonly { path: string; source: string }[]): string[] {
  return files
    .filter(({ path }) => path.startsWith('server/') && isRouteFile(path))
    .flatMap(({ path, source }) =>
      stringsOf(source, path)
        .filter(({ text }) => STATEMENT.test(text) || tablesNamed(text).length > 0)
        .map(({ line }) => `${path}:${line}`),
    );
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

  it('maps every table the migrations create, and no other', () => {
    const created = migrationTables();
    expect(created.length).toBeGreaterThan(30);
    expect(created.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !created.includes(table))).toEqual([]);
  });

  it('each owner still names its tables (the map is true)', () => {
    const named = new Set(
      sources.flatMap(({ path, source }) =>
        stringsOf(source, path).flatMap(({ text }) =>
          tablesNamed(text).filter((table) => path.startsWith(TABLE_OWNERS[table] ?? '\0')),
        ),
      ),
    );
    expect(
      Object.keys(TABLE_OWNERS).filter((table) => !named.has(table) && !UNNAMED.includes(table)),
    ).toEqual([]);
    // A table left unnamed is one nobody names: once its owner does, it leaves UNNAMED.
    expect(UNNAMED.filter((table) => named.has(table))).toEqual([]);
  });

  it("no route file holds SQL: its module's repository or service does", () => {
    expect(sqlInRoutes(sources)).toEqual([]);
  });

  it('finds SQL in a route file, and leaves words and other files alone', () => {
    const files = [
      {
        path: 'server/health/routes.ts',
        source: [
          "await app.db.query('SELECT 1');",
          "const t = 'Select a plan';",
          'const u = `DELETE FROM users WHERE id = ${id}`;',
        ].join('\n'),
      },
      { path: 'server/matchups/oddsHistoryRoutes.ts', source: 'const v = `FROM odds_snapshots`;' },
      { path: 'server/matchups/store.ts', source: "const w = 'SELECT 1';" },
    ];
    expect(sqlInRoutes(files)).toEqual([
      'server/health/routes.ts:1',
      'server/health/routes.ts:3',
      'server/matchups/oddsHistoryRoutes.ts:1',
    ]);
  });

  it('reads the tables a migration creates, less views, comments and tables dropped again', () => {
    const script = [
      '-- CREATE TABLE in_a_comment (id int);',
      'CREATE TABLE IF NOT EXISTS kept (id int);',
      'CREATE UNLOGGED TABLE scratch (id int);',
      'CREATE OR REPLACE VIEW kept_view AS SELECT id FROM kept;',
      'CREATE TABLE gone (id int);',
      'DROP TABLE IF EXISTS gone;',
    ].join('\n');
    expect(tablesCreated(script)).toEqual(['kept', 'scratch']);
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
      '2 ai_results',
      '2 matchups',
      '3 bets',
      '4 edge_picks',
    ]);
  });
});
