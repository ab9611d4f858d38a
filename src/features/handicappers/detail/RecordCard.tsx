import { signed } from '../format';
import type { Handicapper } from '../types';

/** The capper's full record; says plainly when figures are samples or the sample is small. */
export function RecordCard({ capper }: { capper: Handicapper }) {
  const { record } = capper;
  const rows = [
    { label: 'Record (W-L-P)', value: `${record.wins}-${record.losses}-${record.pushes}` },
    { label: 'Win Rate', value: `${record.winRate.toFixed(1)}%` },
    { label: 'ROI', value: `${signed(record.roi)}%` },
    { label: 'Units', value: signed(record.units) },
    { label: 'Picks', value: String(record.picks) },
    { label: 'Closing-Line Value', value: record.clv === null ? 'N/A' : signed(record.clv) },
  ];
  return (
    <section
      aria-labelledby="record-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="record-heading" className="text-lg font-semibold">
        Record
      </h2>
      {capper.sample ? (
        <p className="mt-1 text-sm text-amber-700 dark:text-amber-400">
          Sample data: these figures are illustrative, not a graded record.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Computed from every graded pick.
        </p>
      )}
      {!capper.sample && record.sampleSize === 'small' && (
        <p className="mt-1 text-sm text-sky-700 dark:text-sky-400">
          Small sample: fewer than 20 graded picks, so these figures say little yet.
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{row.label}</dt>
            <dd className="text-xl font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
