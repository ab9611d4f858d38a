// npm run bench:backtest [-- --file <nba csv>]: times the full NBA walk-forward backtest (every
// model, calibration, consensus) against a baseline pass over the same games in the same process.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { RAZOR_CONFIDENCE } from '@domain/rules/thresholds';
import { consensusForMatchup } from '@domain/pricing/consensus';
import { chronological } from '../server/models/engine';
import { runBacktest } from '../server/models/backtest';
import { parseHistory } from '../server/models/history';
import { MODELS } from '../server/models/registry';
import type { Game } from '../server/models/types';
import { writeRowsFile } from './table';

const DEFAULT_FILE = '../shared/data/normalized/nba_kaggle_2008_2025.csv';
const TARGET_SECONDS = 60;

/** The baseline: one chronological pass predicting each game from a running home-win rate. */
function baseline(games: readonly Game[]): number {
  let homeWins = 1;
  let played = 2;
  let brier = 0;
  for (const g of chronological(games)) {
    const p = homeWins / played;
    if (g.homeScore == null || g.awayScore == null) continue;
    const y = g.homeScore > g.awayScore ? 1 : 0;
    brier += (p - y) ** 2;
    homeWins += y;
    played++;
  }
  return brier / played;
}

function time<T>(fn: () => T): { seconds: number; value: T } {
  const started = performance.now();
  const value = fn();
  return { seconds: (performance.now() - started) / 1000, value };
}

const { values } = parseArgs({ options: { file: { type: 'string', default: DEFAULT_FILE } } });
const file = values.file;
if (!existsSync(file)) {
  console.error(`No NBA history at ${file}; pass --file <nba_kaggle csv>`);
  process.exit(1);
}
const games = parseHistory(readFileSync(file, 'utf8'));
const base = time(() => baseline(games));
const full = time(() =>
  runBacktest(games, {
    models: MODELS,
    from: 2010,
    consensus: consensusForMatchup,
    razorConfidence: RAZOR_CONFIDENCE,
  }),
);
const best = full.value.rows
  .filter((r) => r.modelId !== 'closing' && r.modelId !== 'market')
  .sort((a, b) => (b.accuracy ?? 0) - (a.accuracy ?? 0))[0];
console.log(`games                      ${games.length}`);
console.log(`baseline pass (home rate)  ${base.seconds.toFixed(3)} s`);
console.log(
  `full backtest (${MODELS.length} models)    ${full.seconds.toFixed(2)} s  (${(full.seconds / base.seconds).toFixed(0)}× the baseline pass)`,
);
console.log(`per game                   ${((full.seconds / games.length) * 1e6).toFixed(0)} µs`);
console.log(
  `best model                 ${best?.name ?? '–'} ${best?.accuracy?.toFixed(2) ?? '–'}% SU`,
);
console.log(
  `target                     < ${TARGET_SECONDS} s: ${full.seconds < TARGET_SECONDS ? 'met' : 'MISSED'}`,
);
writeRowsFile([
  {
    bench: 'backtest',
    figure: `full NBA walk-forward backtest, ${games.length} games, ${MODELS.length} models`,
    value: `${full.seconds.toFixed(2)} s`,
    baseline: `${base.seconds.toFixed(3)} s (home-rate pass)`,
    ratio: full.seconds / base.seconds,
    target: `< ${TARGET_SECONDS} s`,
    met: full.seconds < TARGET_SECONDS,
  },
]);
