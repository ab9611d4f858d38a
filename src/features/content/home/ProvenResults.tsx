import { Link } from 'react-router-dom';
import { SampleBadge } from '@/components/ui/Badge';
import { clsx } from 'clsx';
import { formatCents } from '@domain/rules/catalogue';
import { NO_GRADED_PICKS, recordTexts } from '@domain/rules/capperRecord';
import { isRanked, MIN_RANKED_PICKS } from '@domain/rules/marketplace';
import {
  topCappers,
  useGetHandicappersQuery,
  type DirectoryCapper,
} from '@/lib/handicapperDirectoryApi';

const TONE = {
  positive: 'text-green-600',
  negative: 'text-red-600',
  neutral: 'text-slate-600 dark:text-slate-400',
} as const;

function CapperCard({ capper }: { capper: DirectoryCapper }) {
  const texts = recordTexts(capper.record);
  const ranked = isRanked(capper);
  const graded = capper.record.wins + capper.record.losses + capper.record.pushes;
  return (
    <li
      aria-label={capper.name}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <span className="bg-brand-100 text-brand-700 flex h-10 w-10 items-center justify-center rounded-full font-semibold">
          {capper.avatar}
        </span>
        <div className="min-w-0 flex-1">
          <Link to={`/handicappers/${capper.id}`} className="font-semibold hover:underline">
            {capper.name}
          </Link>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {capper.sports.map((s) => s.toUpperCase()).join(' · ')}
          </p>
        </div>
        {capper.sample && <SampleBadge />}
      </div>
      <dl className="mt-4 flex justify-between gap-2 text-sm">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Record</dt>
          <dd className="font-semibold">{texts ? `${texts.record} · ${texts.units}` : '–'}</dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-500 dark:text-slate-400">ROI (95% interval)</dt>
          <dd className={clsx('font-semibold', TONE[texts?.tone ?? 'neutral'])}>
            {texts ? `${texts.roi} ${texts.interval}`.trim() : NO_GRADED_PICKS}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-500 dark:text-slate-400">Price</dt>
          <dd className="font-semibold">{formatCents(capper.priceCents)}/mo</dd>
        </div>
      </dl>
      {texts && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {texts.clv} against the close
          {ranked ? '' : ` · Not ranked: ${graded} of ${MIN_RANKED_PICKS} graded picks`}
        </p>
      )}
    </li>
  );
}

/**
 * Top handicappers by the one ranking rule (docs/product.md §9 "Handicappers"): the ranked by
 * ROI first, then small samples marked unranked; each ROI with its 95% interval and the mean CLV,
 * the same figures as /handicappers.
 */
export function ProvenResults() {
  const { data } = useGetHandicappersQuery(undefined);
  const cappers = topCappers(data ?? [], 4);
  const anyRanked = cappers.some(isRanked);
  return (
    <section aria-labelledby="results-heading" className="py-12">
      <h2 id="results-heading" className="text-center text-2xl font-bold">
        Proven Results
      </h2>
      <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
        Records from every graded pick at the price taken, ranked only from {MIN_RANKED_PICKS}{' '}
        graded picks; an ROI&apos;s interval is how far luck alone could move it. Sample
        handicappers are marked.
        {data && !anyRanked && ` No handicapper has ${MIN_RANKED_PICKS} graded picks yet.`}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cappers.map((capper) => (
          <CapperCard key={capper.id} capper={capper} />
        ))}
      </ul>
      <p className="mt-6 text-center">
        <Link
          to="/handicappers"
          className="text-brand-700 dark:text-brand-500 text-sm font-medium hover:underline"
        >
          View all handicappers
        </Link>
      </p>
    </section>
  );
}
