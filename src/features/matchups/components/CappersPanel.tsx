import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { SAMPLE_CAPPERS, TODAYS_RESULTS } from '../sampleData';
import { SampleBadge } from '@/components/ui/Badge';

/** The sidebar panel beside the list: 'Today's Results' and the Expert Cappers (sample data). */
export function CappersPanel() {
  return (
    <aside aria-label="Handicappers" className="flex flex-col gap-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="font-semibold">Today&apos;s Results</h2>
          <SampleBadge />
        </div>
        <table className="w-full text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="text-left">
                Handicapper
              </th>
              <th scope="col" className="text-right">
                W-L
              </th>
              <th scope="col" className="text-right">
                Units
              </th>
            </tr>
          </thead>
          <tbody>
            {TODAYS_RESULTS.map((h) => (
              <tr key={h.name}>
                <td className="py-1">{h.name}</td>
                <td className="py-1 text-right">
                  {h.win}-{h.loss}
                </td>
                <td
                  className={cn(
                    'py-1 text-right font-medium',
                    h.units >= 0 ? 'text-green-600' : 'text-red-600',
                  )}
                >
                  {h.units > 0 ? '+' : ''}
                  {h.units.toFixed(1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="font-semibold">Expert Cappers</h2>
          <SampleBadge />
        </div>
        <ul className="flex flex-col gap-3">
          {SAMPLE_CAPPERS.map((c) => (
            <li key={c.name} className="flex items-center gap-3">
              <span
                aria-hidden
                className="bg-brand-600 flex h-9 w-9 items-center justify-center rounded-full text-xs font-bold text-white"
              >
                {c.avatar}
              </span>
              <div className="flex-1 text-sm">
                <p className="font-medium">{c.name}</p>
                <p className="text-xs text-slate-500">
                  {c.sport} · <span className="text-green-600">{c.return}</span>
                </p>
              </div>
              <Button size="sm" aria-label={`Buy ${c.name} $${c.price}`}>
                Buy ${c.price}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
