// The matchups answer (docs/architecture.md "The wire"): a day of 300 games, each with six books
// and five models' results in every market (tests/server/matchups/dayFixture.ts), as the hub sends
// it now (each game's card, server/matchups/wire.ts `toCard`) beside the priced form measured in
// the same run (books, pricing options and every model's result on every game: the shape the
// list carried before), as the day's table the hub answers with (domain/contracts/dayTable.ts)
// beside the same cards as objects, in JSON and in MessagePack (the hub's other protocol); and what pricing
// the day costs the server, where it is now done once for every browser.
import { encode } from '@msgpack/msgpack';
import { DEFAULT_PRICING } from '@domain/pricing/fairLine';
import { packDay } from '@domain/contracts/dayTable';
import { toCard, toWire } from '../server/matchups/wire';
import { DAY_GAMES, wireDay } from '../tests/server/matchups/dayFixture';
import { printRows, writeRowsFile, type BenchRow } from './table';

/** docs/benchmarks.md: the day's answer for 300 games, uncompressed JSON. */
const ANSWER_BUDGET_KB = 150;
const RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function benchMatchupsWire(): BenchRow[] {
  const day = wireDay();
  const price = () =>
    day.rows.map((r) =>
      toWire(r, day.results.get(r.id), {
        books: day.books.get(r.id) ?? [],
        pricing: DEFAULT_PRICING,
      }),
    );
  // Pricing the day: the median of RUNS (the first run compiles the engine, and is one of them).
  const times: number[] = [];
  let priced = price();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    priced = price();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pricingMs = times[Math.floor(RUNS / 2)]!;
  const cards = priced.map(toCard);
  const table = packDay(cards);
  const json = Buffer.byteLength(JSON.stringify(table));
  const objects = Buffer.byteLength(JSON.stringify(cards));
  const full = Buffer.byteLength(JSON.stringify(priced));
  const packed = encode(table).byteLength;
  const games = `${String(DAY_GAMES)} games × 6 books × 5 models`;
  return [
    {
      bench: 'wire',
      figure: `matchups answer, ${games}: the day's table (JSON)`,
      value: kb(json),
      baseline: `${kb(objects)} (the same cards as objects; priced form ${kb(full)})`,
      ratio: json / objects,
      target: `≤ ${String(ANSWER_BUDGET_KB)} KB`,
      met: json <= ANSWER_BUDGET_KB * 1024,
    },
    {
      bench: 'wire',
      figure: `matchups answer, ${games}: the day's table (MessagePack)`,
      value: kb(packed),
      baseline: `${kb(json)} (the same table as JSON)`,
      ratio: packed / json,
      target: '< 1.00× JSON',
      met: packed < json,
    },
    {
      bench: 'wire',
      figure: `pricing the day on the server, ${games} (median of ${String(RUNS)})`,
      value: `${pricingMs.toFixed(0)} ms`,
      baseline: '–',
      ratio: Number.NaN,
      target: 'listed',
      met: true,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = benchMatchupsWire();
  printRows(rows);
  writeRowsFile(rows);
}
