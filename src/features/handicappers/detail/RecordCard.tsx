import { NO_GRADED_PICKS, recordTexts, unitsText } from '@domain/rules/capperRecord';
import { clvText } from '@domain/rules/figures';
import { MIN_RANKED_PICKS } from '@domain/rules/marketplace';
import type { Handicapper } from '../types';

/** The capper's full record; says plainly when picks are samples or the sample is small. */
export function RecordCard({ capper }: { capper: Handicapper }) {
  const { record } = capper;
  const texts = recordTexts(record);
  const rows = texts
    ? [
        { label: 'Record (W-L-P)', value: texts.record },
        { label: 'Win Rate', value: texts.winRate },
        { label: 'ROI (95% interval)', value: `${texts.roi} ${texts.interval}`.trim() },
        { label: 'Units', value: texts.units },
        { label: 'Risked', value: unitsText(record.risked).replace('+', '') },
        { label: 'Picks', value: String(record.picks) },
        // No-vig probability points: the closing fair chance minus the price's break-even chance.
        { label: 'Closing-Line Value', value: clvText(record.clv) },
      ]
    : [];
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
          Sample data: a sample handicapper&apos;s sample picks, graded at their prices like any
          pick. Sample handicappers cannot be subscribed.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Computed from every graded pick.
        </p>
      )}
      {texts && record.sampleSize === 'small' && (
        <p className="mt-1 text-sm text-sky-700 dark:text-sky-400">
          Small sample: fewer than {MIN_RANKED_PICKS} graded picks, so these figures say little yet
          and the record is not ranked.
        </p>
      )}
      {!texts && <p className="mt-4 text-lg font-semibold">{NO_GRADED_PICKS}</p>}
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
