// npm run simulate:labels -- [--games 20000] [--seed N] [--sport nfl] [--json out.json]
// The live engine, market only, on the demo market's games: every labelled side at its card's
// price and stake, graded as the demo plays the game, per label and price band
// (docs/models.md "Labels in the demo market").
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { labelTable } from '@domain/pricing/labelRecord';
import { SPORTS, type Sport } from '@domain/rules/sports';
import { printLabelTable } from '../server/models/labelTableText';
import {
  mergeRuns,
  simulateLabels,
  type SimulateLabelsOptions,
  type SimulatedLabels,
} from '../server/models/simulateLabels';

// Each worker plays every n-th game; the games and their outcomes do not depend on the split.
function inWorker(options: SimulateLabelsOptions): Promise<SimulatedLabels> {
  return new Promise((resolve, reject) => {
    // The worker loads this TypeScript file through tsx, as the script itself was loaded.
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '20000' },
      seed: { type: 'string', default: '20261122' },
      sport: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const games = Number(values.games);
  const seed = Number(values.seed);
  if (!Number.isInteger(games) || games <= 0)
    throw new Error('--games must be a positive whole number');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  const sport = values.sport?.toLowerCase();
  if (sport !== undefined && !(SPORTS as readonly string[]).includes(sport))
    throw new Error(`--sport must be one of ${SPORTS.join(', ')}, got '${sport}'`);
  const sports: readonly Sport[] = sport ? [sport as Sport] : SPORTS;
  const began = Date.now();
  const parts = Math.max(1, Math.min(4, availableParallelism()));
  const run = mergeRuns(
    await Promise.all(
      Array.from({ length: parts }, (_, i) => inWorker({ games, seed, sports, part: [i, parts] })),
    ),
  );
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(
    `${String(run.games)} demo games (${sports.join(', ')}), seed ${String(seed)}: the market-only engine (models = []; the AI models' weights are 0 in most leagues), each game looked at just after every sharp step of its last 3 hours and once the retail books have followed`,
  );
  console.log(
    `${pct(run.labelledSides, run.sides)} of priced sides labelled per look; some book left out as stale in ${pct(run.staleLooks, run.settledLooks)} of looks once the books have followed; ${String(run.bets.length)} sides published, ${String(Math.round((Date.now() - began) / 1000))} s`,
  );
  const rows = labelTable(run.bets);
  printLabelTable('Labelled sides in the demo market', rows);
  const ml = run.bets.filter((b) => b.market === 'moneyline');
  const favourites = ml.filter((b) => b.price < 100).length;
  console.log(
    `\nmoneylines: ${String(ml.length)} published, ${pct(favourites, ml.length)} favourites, ${pct(ml.length - favourites, ml.length)} underdogs`,
  );
  if (values.json) {
    writeFileSync(values.json, JSON.stringify({ seed, sports, ...run }, null, 1));
    console.log(`${String(run.bets.length)} bets written to ${values.json}`);
  }
}

if (isMainThread) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
} else {
  parentPort?.postMessage(simulateLabels(workerData as SimulateLabelsOptions));
}
