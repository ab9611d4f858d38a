import { spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A process that collects its garbage six times while no tick object is alive (as PGlite's
 * migrations do), then ticks, and prints the state of nextTick's caches for the tick object's keys
 * (V8's %DebugPrint of process.nextTick). `hold` first runs server/http/tickObjects.ts.
 */
const SCRIPT = `
const hold = process.argv.at(-1) === 'hold';
if (hold) await (await import('./server/http/tickObjects.ts')).holdTickObjectShapes();
for (let i = 0; i < 100; i++) process.nextTick(() => {});
await new Promise((resolve) => setImmediate(resolve));
for (let i = 0; i < 6; i++) globalThis.gc();
for (let i = 0; i < 100; i++) process.nextTick(() => {});
await new Promise((resolve) => setImmediate(resolve));
new Function('f', '%DebugPrint(f)')(process.nextTick);
`;

/** The states of nextTick's DefineKeyedOwnPropertyInLiteral slots, one per key after the first. */
async function literalStates(hold: boolean): Promise<string[]> {
  // V8 prints with C's stdio, which a non-blocking pipe would cut short: into a file instead.
  const dir = await mkdtemp(join(tmpdir(), 'tick-objects-'));
  const file = await open(join(dir, 'out.txt'), 'w');
  try {
    const child = spawn(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--expose-gc',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        SCRIPT,
        hold ? 'hold' : 'free',
      ],
      { stdio: ['ignore', file.fd, 'inherit'] },
    );
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const printed = await readFile(join(dir, 'out.txt'), 'utf8');
    return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map(
      (match) => match[1]!,
    );
  } finally {
    await file.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the tick objects\' shapes (docs/benchmarks.md "Round four, fifth pass")', () => {
  it('keeps nextTick defining its tick objects without V8 runtime calls after collections', async () => {
    const [free, held] = await Promise.all([literalStates(false), literalStates(true)]);
    // Without the hold, this Node drops the maps and the caches go megamorphic: when it no longer
    // does, server/http/tickObjects.ts is no longer needed.
    expect(free).toContain('MEGAMORPHIC');
    expect(held).toHaveLength(4);
    expect(held.every((state) => state === 'MONOMORPHIC')).toBe(true);
  }, 60_000);
});
