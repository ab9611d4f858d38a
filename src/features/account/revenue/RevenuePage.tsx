import { lazy } from 'react';
import { Deferred } from '@/components/layout/Deferred';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAppSelector } from '@/app/hooks';
import { PageSpinner } from '@/components/layout/RootLayout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useGetRevenueQuery } from '../accountApi';
import { apiMessage } from '@/lib/formErrors';
import { keptShareText, REVENUE_SHARE_RULE } from '@domain/rules/catalogue';
import { Panel } from '../Panels';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { RevenueCards } from './RevenueCards';
import { TransactionsTable } from './TransactionsTable';

// The chart library loads after the page's first paint (docs/benchmarks.md, Lighthouse).
const RevenueChart = lazy(async () => ({ default: (await import('./RevenueChart')).RevenueChart }));

/** /revenue, handicappers only: figures from the capper's charges (GET /api/my-capper/revenue), net of the platform's share. */
export function RevenuePage() {
  const user = useAppSelector((state) => state.auth.user);
  const zone = useAccountTimeZone();
  const { data, error, isLoading } = useGetRevenueQuery(user?.userId ?? '', { skip: !user });

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <p role="alert" className="text-sm text-red-600">
        {apiMessage(error, 'Revenue could not be loaded.')}
      </p>
    );
  const shown = data;
  const periods = [
    {
      value: 'weekly',
      label: 'Weekly',
      data: shown.weekly,
      caption: 'Net revenue over the last 12 weeks',
    },
    {
      value: 'monthly',
      label: 'Monthly',
      data: shown.monthly,
      caption: 'Net revenue over the last 12 months',
    },
    {
      value: 'yearly',
      label: 'Yearly',
      data: shown.yearly,
      caption: 'Net revenue over the last 5 years',
    },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Revenue Dashboard</h1>
      </header>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {keptShareText(shown.platformSharePercent)} {REVENUE_SHARE_RULE} The figures below are your
        net revenue.
      </p>
      {!data.hasSubscribers ? (
        <section
          aria-label="No revenue yet"
          className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
        >
          <p className="text-lg font-semibold">No revenue yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Nobody has paid for your picks yet. Your revenue, subscribers and payments appear here
            with your first subscriber.
          </p>
        </section>
      ) : (
        <>
          <RevenueCards summary={shown.summary} sharePercent={shown.platformSharePercent} />
          <Panel title="Net Revenue Over Time">
            <Tabs defaultValue="monthly">
              <TabsList>
                {periods.map((period) => (
                  <TabsTrigger key={period.value} value={period.value}>
                    {period.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {periods.map((period) => (
                <TabsContent key={period.value} value={period.value}>
                  <Deferred fallback={<Skeleton className="h-72" />}>
                    <RevenueChart data={period.data} label={period.caption} />
                  </Deferred>
                </TabsContent>
              ))}
            </Tabs>
          </Panel>
          <Panel title="Revenue Transactions">
            <TransactionsTable transactions={shown.transactions} timeZone={zone} />
          </Panel>
        </>
      )}
    </div>
  );
}
