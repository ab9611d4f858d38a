import { Link } from 'react-router-dom';
import { clsx } from 'clsx';
import { recordTexts } from '@domain/rules/capperRecord';
import { MEANINGFUL_SAMPLE, sampleText } from '@domain/pricing/edgeRecord';
import { clvText } from '@domain/rules/figures';
import { DEMO_RECORD_TEXT } from '@domain/rules/recordTexts';
import { SampleBadge } from '@/components/ui/Badge';
import { useGetHeadlineRecordQuery, type HeadlineRecord } from './edgeRecordApi';

const TONE = {
  positive: 'text-green-700 dark:text-green-400',
  negative: 'text-red-700 dark:text-red-400',
  neutral: 'text-slate-700 dark:text-slate-300',
} as const;

function Figures({ record }: { record: HeadlineRecord }) {
  const { summary } = record;
  const texts = recordTexts(summary);
  if (!texts) return null;
  const figures = [
    { label: 'Record (W-L-P)', value: texts.record },
    { label: 'Units (1u a pick)', value: texts.units },
    {
      label: 'ROI (95% interval)',
      value: `${texts.roi}${summary.roiInterval === null ? '' : ` ±${summary.roiInterval.toFixed(1)}%`}`,
      tone: texts.tone,
    },
    { label: 'Mean CLV', value: clvText(summary.meanClv) },
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{f.label}</dt>
          <dd className={clsx('text-lg font-semibold tabular-nums', f.tone && TONE[f.tone])}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The headline record on the home page (docs/product.md "Edges"): every side Edgewise labelled
 * before its game, graded at the price its card showed; it says plainly when the sample is too
 * small, is marked Demo when built on the demo's games, and links to the full record.
 */
export function EdgewiseRecord() {
  const { data, isError } = useGetHeadlineRecordQuery(undefined);
  return (
    <section
      aria-labelledby="edge-record-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="edge-record-heading" className="text-xl font-bold">
          Our record: Edgewise picks
        </h2>
        {data?.demo && <SampleBadge label="Demo" />}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Every side we labelled Lean, Bet or Lock before its game, at the price and book its card
        showed then, graded at that price.
        {data?.demo && ` ${DEMO_RECORD_TEXT}`}
      </p>
      {data && <Figures record={data} />}
      <p className="mt-3 text-sm font-medium" role={data ? undefined : 'status'}>
        {data
          ? sampleText(data.summary, MEANINGFUL_SAMPLE)
          : isError
            ? 'The record could not be loaded.'
            : 'Loading the record...'}
        {data &&
          data.open > 0 &&
          ` ${String(data.open)} published ${data.open === 1 ? 'pick awaits its game' : 'picks await their games'}.`}
      </p>
      <Link
        to="/ai-models#edgewise-picks"
        className="text-brand-700 dark:text-brand-500 mt-2 inline-block text-sm font-medium hover:underline"
      >
        See the full record by label and market
      </Link>
    </section>
  );
}
