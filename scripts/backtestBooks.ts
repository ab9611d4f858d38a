// npm run backtest:books -- --dir <season dir> [--dir …] [--market-only] [--devig M]
//   [--sharp pinnacle,circasports,lowvig] [--json out.json]
// Reads The Odds API v4 historical snapshots (<dir>/odds/*.json) and scores (<dir>/scores.json).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_DEVIG_METHOD, DEVIG_METHODS, isDevigMethod } from '@domain/pricing/devig';
import { DEFAULT_SHARP_BOOKS } from '@domain/pricing/fairLine';
import {
  bandTable,
  countByBook,
  evaluateBooks,
  readSeasons,
  type BooksBacktestOptions,
  type BooksBet,
} from '../server/models/booksBacktest';
import { booksModelViews } from '../server/models/booksModels';

const signed = (x: number, digits = 2): string =>
  `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(digits)}%`;

function printTable(title: string, bets: readonly BooksBet[]): void {
  console.log(`\n${title}: ${String(bets.length)} sides priced`);
  console.log('band              n     ROI       95% interval   mean claimed edge');
  for (const r of bandTable(bets)) {
    if (r.n === 0) {
      console.log(`${r.band.padEnd(16)} ${'0'.padStart(4)}     –`);
      continue;
    }
    console.log(
      `${r.band.padEnd(16)} ${String(r.n).padStart(4)}  ${signed(r.roi).padStart(8)}   ±${(r.interval * 100).toFixed(1).padStart(5)}%       ${signed(r.claimed)}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', multiple: true },
      'market-only': { type: 'boolean', default: false },
      devig: { type: 'string', default: DEFAULT_DEVIG_METHOD },
      sharp: { type: 'string', default: DEFAULT_SHARP_BOOKS.join(',') },
      history: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const dirs = values.dir ?? [];
  if (dirs.length === 0)
    throw new Error(
      'Usage: npm run backtest:books -- --dir <season dir> [--dir …] [--market-only] [--devig multiplicative|additive|power|shin] [--history <normalized csv>] [--json out.json]',
    );
  if (!isDevigMethod(values.devig))
    throw new Error(`--devig must be one of ${DEVIG_METHODS.join(', ')}, got '${values.devig}'`);
  const pricing = {
    sharpBooks: values.sharp
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    method: values.devig,
  };
  const { events, scores, skipped } = readSeasons(dirs);
  console.log(
    `${String(events.size)} events, ${String(scores.size)} scores from ${dirs.join(', ')}${skipped ? ` (${String(skipped)} unreadable entries skipped)` : ''}`,
  );
  let models: BooksBacktestOptions['models'];
  if (!values['market-only']) {
    if (!values.history)
      throw new Error(
        'The models need their history: pass --history <normalized league csv> (the games before each event), or --market-only',
      );
    const views = await booksModelViews(values.history, events);
    console.log(
      `models: ${String(views.matched)} of ${String(events.size)} events matched in the history`,
    );
    models = views.views;
  }
  const bets = evaluateBooks(events, scores, { pricing, models });
  const sharp = bets.filter((b) => b.sharp);
  console.log(
    `fair line: ${values['market-only'] ? 'the sharp book’s no-vig line alone' : 'the models read against the sharp book’s no-vig line'} (${pricing.method}); sharp books ${pricing.sharpBooks.join(', ')}`,
  );
  printTable(
    'moneyline, sharp reference',
    sharp.filter((b) => b.market === 'moneyline'),
  );
  printTable(
    'spread, sharp reference',
    sharp.filter((b) => b.market === 'spread'),
  );
  const totals = sharp.filter((b) => b.market === 'total');
  if (totals.length) printTable('total, sharp reference', totals);
  const median = bets.filter((b) => !b.sharp);
  if (median.length) printTable('no sharp book (median of the books)', median);
  console.log('\npositive-edge sides by book:');
  for (const [book, n] of countByBook(sharp)) console.log(`  ${book.padEnd(16)} ${String(n)}`);
  if (values.json) {
    writeFileSync(values.json, JSON.stringify({ pricing, bets }, null, 1));
    console.log(`\n${String(bets.length)} bets written to ${values.json}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
