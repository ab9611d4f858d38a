import { writeFileSync } from 'node:fs';

/** One figure of a benchmark, with the baseline it was measured against in the same run. */
export interface BenchRow {
  bench: string;
  figure: string;
  value: string;
  baseline: string;
  /** value ÷ baseline, in the direction the target states; NaN (null once through JSON) for none. */
  ratio: number | null;
  target: string;
  met: boolean;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** Prints rows as one aligned table; returns whether every target was met. */
export function printRows(rows: readonly BenchRow[]): boolean {
  const header: BenchRow = {
    bench: 'bench',
    figure: 'figure',
    value: 'value',
    baseline: 'baseline (same run)',
    ratio: Number.NaN,
    target: 'target',
    met: true,
  };
  const cells = (r: BenchRow) => [
    r.bench,
    r.figure,
    r.value,
    r.baseline,
    r === header
      ? 'ratio'
      : typeof r.ratio === 'number' && Number.isFinite(r.ratio)
        ? `${r.ratio.toFixed(2)}×`
        : '–',
    r.target,
    r === header ? 'met' : r.met ? 'yes' : 'NO',
  ];
  const all = [header, ...rows].map(cells);
  const widths = all[0]!.map((_, i) => Math.max(...all.map((c) => c[i]!.length)));
  for (const [index, line] of all.entries()) {
    console.log(line.map((c, i) => pad(c, widths[i]!)).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return rows.every((r) => r.met);
}

/** For `npm run bench`: a bench run as a child process hands its rows back through this file. */
export function writeRowsFile(rows: readonly BenchRow[]): void {
  const file = process.env.BENCH_ROWS_FILE;
  if (file) writeFileSync(file, JSON.stringify(rows));
}
