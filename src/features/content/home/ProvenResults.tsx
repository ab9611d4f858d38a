import { Link } from 'react-router-dom';
import { TOP_CAPPERS } from '../homeSamples';

export function ProvenResults() {
  return (
    <section aria-labelledby="results-heading" className="py-12">
      <h2 id="results-heading" className="text-center text-2xl font-bold">
        Proven Results
      </h2>
      <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
        Top handicappers. Sample figures for illustration, not live records.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TOP_CAPPERS.map((capper) => (
          <li
            key={capper.name}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center gap-3">
              <span className="bg-brand-100 text-brand-700 flex h-10 w-10 items-center justify-center rounded-full font-semibold">
                {capper.avatar}
              </span>
              <div>
                <p className="font-semibold">{capper.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{capper.sport}</p>
              </div>
            </div>
            <dl className="mt-4 flex justify-between text-sm">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Return</dt>
                <dd className="text-brand-600 font-semibold">{capper.return}</dd>
              </div>
              <div className="text-right">
                <dt className="text-slate-500 dark:text-slate-400">Price</dt>
                <dd className="font-semibold">{capper.price}/mo</dd>
              </div>
            </dl>
          </li>
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
