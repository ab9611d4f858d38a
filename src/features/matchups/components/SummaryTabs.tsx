import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { easternDate } from '@domain/rules/dates';
import { longDate } from '@domain/rules/display';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { tabChanged, type SummaryTab } from '../matchupsViewSlice';
import { useGetPublishedPicksQuery } from '../publishedPicksApi';
import { EXPERT_CAPPER_SUMMARY } from '../sampleData';
import { SampleBadge } from '@/components/ui/Badge';
import { PublishedPicks, type PublishedLabel } from './PublishedPicks';
import { SummaryGrid } from './SummaryGrid';

// The spec's tab names and empty states; each tab lists the day's published picks of its label.
const AI_TABS: { value: SummaryTab; label: PublishedLabel; name: string; empty: string }[] = [
  { value: 'aiBets', label: 'Bet', name: 'AI Bets', empty: 'No AI bets data available' },
  { value: 'aiLocks', label: 'Lock', name: 'AI Locks', empty: 'No AI locks data available' },
  { value: 'aiLeans', label: 'Lean', name: 'AI Leans', empty: 'No AI leans data available' },
];

/** Published picks are re-read every minute on today's page: new labels, closes and grades. */
const TODAY_POLL_MS = 60_000;

/**
 * The tabs aiBets / aiLocks / aiLeans / cappers: the day's published Bets, Locks and Leans
 * (docs/product.md "Edges"), and the sample Expert Cappers grid.
 */
export function SummaryTabs({ now, date, sport }: { now: number; date: string; sport: string }) {
  const dispatch = useAppDispatch();
  const tab = useAppSelector((state) => state.matchupsView.tab);
  const today = date === easternDate(new Date(now));
  const { data, isLoading, isError } = useGetPublishedPicksQuery(
    { date, sport },
    { pollingInterval: today ? TODAY_POLL_MS : 0 },
  );
  const dayText = today ? 'Today' : longDate(date);
  return (
    <Tabs value={tab} onValueChange={(value) => dispatch(tabChanged(value as SummaryTab))}>
      <TabsList aria-label="AI summaries">
        {AI_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.name}
          </TabsTrigger>
        ))}
        <TabsTrigger value="cappers">Expert Cappers</TabsTrigger>
      </TabsList>
      {AI_TABS.map((t) => (
        // One height loading, empty or full (the list scrolls inside): the games below do not
        // jump when the day's picks arrive after them (docs/benchmarks.md, Lighthouse).
        <TabsContent
          key={t.value}
          value={t.value}
          className="h-60 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-800"
        >
          {isLoading ? (
            <p role="status" className="p-4 text-sm text-slate-500">
              Loading published picks...
            </p>
          ) : isError && !data ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              Couldn&apos;t load the published picks.
            </p>
          ) : (
            <PublishedPicks
              label={t.label}
              heading={t.name}
              emptyText={t.empty}
              dayText={dayText}
              picks={data?.picks ?? []}
              record={data?.byLabel.find((r) => r.key === t.label)}
            />
          )}
        </TabsContent>
      ))}
      <TabsContent value="cappers" className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <SampleBadge /> Expert capper records shown for illustration, not live picks.
        </p>
        <SummaryGrid
          heading="Expert Cappers"
          rows={EXPERT_CAPPER_SUMMARY}
          emptyText="No data available"
        />
      </TabsContent>
    </Tabs>
  );
}
