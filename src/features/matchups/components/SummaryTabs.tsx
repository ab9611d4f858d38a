import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { summarizePicks, type PickGroup } from '@/domain/aiPicks';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { tabChanged, type SummaryTab } from '../matchupsViewSlice';
import { EXPERT_CAPPER_SUMMARY } from '../sampleData';
import { selectPickMatchups } from '../selectors';
import { SampleBadge } from '@/components/ui/Badge';
import { SummaryGrid } from './SummaryGrid';

const AI_TABS: { value: SummaryTab; group: PickGroup; label: string; empty: string }[] = [
  { value: 'aiBets', group: 'bets', label: 'AI Bets', empty: 'No AI bets data available' },
  { value: 'aiLocks', group: 'locks', label: 'AI Locks', empty: 'No AI locks data available' },
  { value: 'aiLeans', group: 'leans', label: 'AI Leans', empty: 'No AI leans data available' },
];

function AiSummary({
  group,
  label,
  empty,
  now,
}: {
  group: PickGroup;
  label: string;
  empty: string;
  now: number;
}) {
  const matchups = useAppSelector(selectPickMatchups);
  const rows = useMemo(
    () => summarizePicks(matchups, group, new Date(now)),
    [matchups, group, now],
  );
  return <SummaryGrid heading={label} rows={rows} emptyText={empty} locks={group === 'locks'} />;
}

/** The tabs aiBets / aiLocks / aiLeans / cappers and their summary grids. */
export function SummaryTabs({ now }: { now: number }) {
  const dispatch = useAppDispatch();
  const tab = useAppSelector((state) => state.matchupsView.tab);
  return (
    <Tabs value={tab} onValueChange={(value) => dispatch(tabChanged(value as SummaryTab))}>
      <TabsList aria-label="AI summaries">
        {AI_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
        <TabsTrigger value="cappers">Expert Cappers</TabsTrigger>
      </TabsList>
      {AI_TABS.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          <AiSummary group={t.group} label={t.label} empty={t.empty} now={now} />
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
