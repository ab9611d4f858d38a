// npm run backtest:labels -- --dir <season dir> [--dir …] [--history <normalized csv>]
//   [--devig calibrated|multiplicative|additive|power|shin] [--sharp pinnacle,…] [--json out.json] [--write]
// The live engine on recorded seasons in The Odds API v4 layout (<dir>/odds/*.json, <dir>/scores.json):
// every labelled side at its card's price and stake, graded, per label and price band (docs/models.md "Labels").
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SHARP_BOOKS, FAIR_LINE_METHODS, isFairLineMethod } from '@domain/pricing/fairLine';
import type { FairLineFits } from '@domain/pricing/fairLineCalibration';
import { labelTable, type LabelRecord } from '@domain/pricing/labelRecord';
import type { ModelWeights } from '@domain/pricing/modelWeights';
import { readSeasons } from '../server/models/booksBacktest';
import { booksModelChances } from '../server/models/booksModels';
import { backtestLabels, type LabelsBacktestOptions } from '../server/models/labelsBacktest';
import { printLabelTable } from '../server/models/labelTableText';

const RECORD = 'domain/pricing/labelRecord.json';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', multiple: true },
      history: { type: 'string' },
      devig: { type: 'string', default: 'calibrated' },
      sharp: { type: 'string', default: DEFAULT_SHARP_BOOKS.join(',') },
      json: { type: 'string' },
      write: { type: 'boolean', default: false },
      calibration: { type: 'string' },
    },
  });
  const dirs = values.dir ?? [];
  if (dirs.length === 0)
    throw new Error(
      'Usage: npm run backtest:labels -- --dir <season dir> [--dir …] [--history <normalized csv>] [--devig calibrated|multiplicative|additive|power|shin] [--json out.json] [--write]',
    );
  if (!isFairLineMethod(values.devig))
    throw new Error(
      `--devig must be one of ${FAIR_LINE_METHODS.join(', ')}, got '${values.devig}'`,
    );
  // Fits made before these seasons (npm run calibrate -- --before S --out file), else the stored ones.
  const fitted = values.calibration
    ? (JSON.parse(readFileSync(values.calibration, 'utf8')) as {
        fairLine: FairLineFits;
        modelWeights: ModelWeights;
      })
    : null;
  const pricing = {
    sharpBooks: values.sharp
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    method: values.devig,
    ...(fitted ? { fits: fitted.fairLine } : {}),
  };
  const { events, scores, skipped } = readSeasons(dirs);
  console.log(
    `${String(events.size)} events, ${String(scores.size)} scores from ${dirs.join(', ')}${skipped ? ` (${String(skipped)} unreadable entries skipped)` : ''}`,
  );
  let models: LabelsBacktestOptions['models'];
  if (values.history) {
    const found = await booksModelChances(values.history, events);
    console.log(
      `models: ${String(found.matched)} of ${String(events.size)} events matched in the history (each weighed by what it earned: npm run calibrate)`,
    );
    models = found.chances;
  }
  const run = backtestLabels(events, scores, {
    pricing,
    models,
    ...(fitted ? { weights: fitted.modelWeights } : {}),
  });
  const seasons = dirs.map((d) => basename(d)).join(', ');
  console.log(
    `fair line: ${pricing.method}${values.calibration ? ` as fitted in ${values.calibration}` : ' as stored'} (${pricing.sharpBooks.join(', ')}); ${String(run.events)} games, ${String(run.priced)} markets priced, ${String(run.arbitrage)} left out for a cross-book arbitrage (quotes not taken at one moment)`,
  );
  const rows = labelTable(run.bets);
  printLabelTable(`Labelled sides, seasons ${seasons}`, rows);
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify({ pricing: { ...pricing, fits: undefined }, ...run }, null, 1),
    );
    console.log(`\n${String(run.bets.length)} bets written to ${values.json}`);
  }
  if (values.write) {
    const leagues = [...new Set(run.bets.map((b) => b.league.toUpperCase()))].join(', ') || 'NFL';
    const books = new Set([...events.values()].flatMap((e) => e.bookmakers.map((b) => b.key))).size;
    const record: LabelRecord = {
      source: `${leagues} ${seasons} closing prices from ${String(books)} books, Pinnacle the fair line${values.calibration ? ' (its calibration and the model weights fitted on earlier seasons only)' : ''}, each labelled side at the best other book's price; ${String(run.arbitrage)} markets with a cross-book arbitrage left out`,
      noun: `real ${leagues}`,
      leftOut: run.arbitrage,
      rows,
    };
    JSON.parse(readFileSync(RECORD, 'utf8'));
    writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`Wrote ${RECORD}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
