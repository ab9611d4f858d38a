import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The docs stay true to the code (docs/architecture.md): every repository path a doc names in
 * backticks exists, every migration it names exists, and the migration ranges it gives cover
 * every migration file.
 */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const ROOTS = ['src/', 'server/', 'tests/', 'scripts/', 'bench/', 'deploy/', 'docs/', '.ci/'];
const MIGRATIONS = 'server/db/migrations';

/** Backticked repository paths of a doc, without globs, placeholders or other repositories'. */
function pathsNamed(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z0-9_./-]+)`/g)]
    .map((m) => m[1]!)
    .filter((p) => ROOTS.some((root) => p.startsWith(root)))
    .filter((p) => !p.includes('..'))
    .filter((p) => !/^src\/SignalR\//.test(p)); // dotnet/aspnetcore's spec, cited by its path
}

/** Generated output (git-ignored, such as bench results) exists only after its command ran. */
function ignored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path]);
    return true;
  } catch {
    return false;
  }
}

describe('the docs name what exists', () => {
  it.each(DOCS)('every path %s names exists', (doc) => {
    const missing = pathsNamed(readFileSync(doc, 'utf8')).filter(
      (p) => !existsSync(p.replace(/\/$/, '')) && !ignored(p),
    );
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  it('every migration a doc names exists', () => {
    const files = new Set(readdirSync(MIGRATIONS));
    const named = DOCS.flatMap((doc) =>
      [...readFileSync(doc, 'utf8').matchAll(/\b(\d{3}_[a-z0-9_]+\.sql)\b/g)].map((m) => m[1]!),
    );
    expect(named.filter((f) => !files.has(f))).toEqual([]);
  });

  it("docs/architecture.md's migration ranges cover every migration", () => {
    const text = readFileSync('docs/architecture.md', 'utf8');
    const ranges = [...text.matchAll(/\b(\d{3})-(\d{3})\b/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(ranges.length).toBeGreaterThan(0);
    const outside = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .filter((f) => {
        const n = Number(f.slice(0, 3));
        return !ranges.some(([lo, hi]) => n >= lo! && n <= hi!);
      });
    expect(outside, 'migrations outside every documented range').toEqual([]);
  });
});
