import { lazy, useState } from 'react';
import { Deferred } from '@/components/layout/Deferred';
import { Button } from '@/components/ui/Button';
import type { Period } from '@domain/rules/performance';
import { DemoNotice, MarginRuleNote } from './LedgerNotes';
import { MarketCard } from './performance/MarketCard';
import { ModelDetailsDialog } from './performance/ModelDetailsDialog';
import { ModelList } from './performance/ModelList';
import { PerformanceToolbar } from './performance/PerformanceToolbar';
import { RecentBetsTable } from './performance/RecentBetsTable';
import { Section } from './performance/Section';
import { SourceNote } from './performance/SourceNote';
import { useGetAiPerformanceQuery } from './resultsApi';
import { Skeleton } from '@/components/ui/Skeleton';

// The chart library loads after the page's first paint (docs/benchmarks.md, Lighthouse).
const UnitsChart = lazy(async () => ({
  default: (await import('./performance/UnitsChart')).UnitsChart,
}));

export function AiBetPerformancePage() {
  const [period, setPeriod] = useState<Period>('all');
  const [sport, setSport] = useState('all');
  const [modelId, setModelId] = useState<string | null>(null);
  // currentData: figures for another period or sport are never shown under this one's buttons.
  const {
    currentData: data,
    isFetching,
    isError,
    refetch,
  } = useGetAiPerformanceQuery({ period, sport });
  const selected = data?.models.find((m) => m.modelId === modelId) ?? null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 py-2">
      <header>
        <h1 className="text-3xl font-bold">AI Bet Performance</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          An AI bet is a model pick whose predicted margin reaches the Bet threshold for its sport
          and market. One unit each at the price posted for the pick (a spread or total with no
          posted price at an assumed -110, marked as such); graded once the game is final. Win rate
          is wins over wins and losses, pushes shown apart; colours follow ROI.
        </p>
        <MarginRuleNote />
      </header>
      <DemoNotice />
      <PerformanceToolbar period={period} onPeriod={setPeriod} sport={sport} onSport={setSport} />
      {isFetching && !data && (
        <p role="status" className="p-8 text-center text-slate-500">
          Loading performance...
        </p>
      )}
      {isError && (
        <div role="alert" className="flex items-center gap-3 text-red-700 dark:text-red-400">
          Couldn&apos;t load AI performance.
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      )}
      {data && (
        <>
          <SourceNote sources={data.sources} />
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {data.markets.map((market) => (
              <MarketCard key={market.betType} market={market} />
            ))}
          </div>
          <Section title="Cumulative Units">
            {data.series.length > 0 ? (
              <Deferred fallback={<Skeleton className="h-72" />}>
                <UnitsChart series={data.series} />
              </Deferred>
            ) : (
              <p className="p-6 text-center text-slate-500">No data available</p>
            )}
          </Section>
          <Section title="AI Models">
            <ModelList models={data.models} onDetails={(m) => setModelId(m.modelId)} />
          </Section>
          <Section title="Recent Bets">
            <RecentBetsTable bets={data.recentBets} />
          </Section>
        </>
      )}
      <ModelDetailsDialog model={selected} onClose={() => setModelId(null)} />
    </div>
  );
}
