import { Link } from 'react-router-dom';
import { SampleBadge } from '@/components/ui/Badge';
import { buttonVariants } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { formatCents } from '@domain/rules/catalogue';
import { NO_GRADED_PICKS, recordTexts } from '@domain/rules/capperRecord';
import { topCappers, useGetHandicappersQuery } from '@/lib/handicapperDirectoryApi';

const TONE = { positive: 'text-green-600', negative: 'text-red-600', neutral: '' } as const;

/**
 * The sidebar beside the list: the handicappers of /handicappers with the same records (W-L-P,
 * units, ROI from their graded picks) and prices; Buy opens the capper's page to subscribe.
 */
export function CappersPanel() {
  const { data } = useGetHandicappersQuery(undefined);
  const cappers = topCappers(data ?? [], 4);
  const anySample = cappers.some((c) => c.sample);
  return (
    <aside aria-label="Handicappers" className="flex flex-col gap-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="font-semibold">Handicapper Records</h2>
          {anySample && <SampleBadge label="Sample handicappers" />}
        </div>
        <table className="w-full text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="text-left">
                Handicapper
              </th>
              <th scope="col" className="text-right">
                W-L-P
              </th>
              <th scope="col" className="text-right">
                Units
              </th>
            </tr>
          </thead>
          <tbody>
            {cappers.map((c) => {
              const texts = recordTexts(c.record);
              return (
                <tr key={c.id}>
                  <td className="py-1">{c.name}</td>
                  {texts ? (
                    <>
                      <td className="py-1 text-right">{texts.record}</td>
                      <td className={cn('py-1 text-right font-medium', TONE[texts.tone])}>
                        {texts.units}
                      </td>
                    </>
                  ) : (
                    <td colSpan={2} className="py-1 text-right text-xs text-slate-500">
                      {NO_GRADED_PICKS}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="font-semibold">Expert Cappers</h2>
          {anySample && <SampleBadge label="Sample handicappers" />}
        </div>
        <ul className="flex flex-col gap-3">
          {cappers.map((c) => {
            const texts = recordTexts(c.record);
            const price = formatCents(c.priceCents);
            return (
              <li key={c.id} className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="bg-brand-600 flex h-9 w-9 items-center justify-center rounded-full text-xs font-bold text-white"
                >
                  {c.avatar}
                </span>
                <div className="flex-1 text-sm">
                  <p className="font-medium">{c.name}</p>
                  <p className="text-xs text-slate-500">
                    {c.sports.map((s) => s.toUpperCase()).join(' · ')} ·{' '}
                    <span className={texts ? TONE[texts.tone] : ''}>
                      {texts ? `ROI ${texts.roi} ${texts.interval}`.trim() : NO_GRADED_PICKS}
                    </span>
                  </p>
                </div>
                {/* A sample capper cannot be bought (docs/product.md §3): a profile link, no Buy. */}
                {c.sample ? (
                  <Link
                    to={`/handicappers/${c.id}`}
                    aria-label={`View ${c.name}`}
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  >
                    View
                  </Link>
                ) : (
                  <Link
                    to={`/handicappers/${c.id}`}
                    aria-label={`Buy ${c.name} ${price}`}
                    className={buttonVariants({ size: 'sm' })}
                  >
                    Buy {price}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
