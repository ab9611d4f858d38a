// npm run bench: every benchmark in one run, one table. Benches with their own processes (hub,
// backtest, results) run as children and hand back their rows; api and web run here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchApi } from './api';
import { benchEdgePicks } from './edgePicks';
import { benchMatchupsWire } from './matchupsWire';
import { printRows, type BenchRow } from './table';
import { benchWeb } from './web';

const CHILDREN = ['bench/hub.ts', 'bench/backtest.ts', 'bench/results.ts'];
const dir = mkdtempSync(join(tmpdir(), 'edgewise-bench-'));
const rows: BenchRow[] = [];

for (const script of CHILDREN) {
  const file = join(dir, `${script.replace(/\W/g, '_')}.json`);
  console.log(`\n=== ${script}`);
  const run = spawnSync('node_modules/.bin/tsx', [script], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_ROWS_FILE: file },
  });
  if (run.status === 0 && existsSync(file))
    rows.push(...(JSON.parse(readFileSync(file, 'utf8')) as BenchRow[]));
  else
    rows.push({
      bench: script,
      figure: 'run',
      value: `exit ${String(run.status)}`,
      baseline: '–',
      ratio: Number.NaN,
      target: 'completes',
      met: false,
    });
}
console.log('\n=== bench/api.ts');
rows.push(...(await benchApi()));
rows.push(...(await benchEdgePicks()));
console.log('\n=== bench/matchupsWire.ts');
rows.push(...benchMatchupsWire());
console.log('\n=== bench/web.ts');
rows.push(...(await benchWeb()));
rmSync(dir, { recursive: true, force: true });
// Kept beside the other results, so a run's figures outlive its console.
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bench-all.json', JSON.stringify(rows, null, 2));

console.log('\n=== all benchmarks\n');
const allMet = printRows(rows);
console.log(allMet ? '\nevery target met' : '\nsome targets missed (NO above)');
