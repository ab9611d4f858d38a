import { useMemo, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { longDate } from '@domain/rules/display';
import {
  groupAggregatedRows,
  MODEL_RECORDS,
  modelRecordTitle,
  type ResultsView,
} from '@domain/rules/records';
import { DemoNotice, MarginRuleNote } from './LedgerNotes';
import { useGetTotalResultsQuery } from './resultsApi';
import { ResultsFilters } from './total/ResultsFilters';
import { ResultsTable } from './total/ResultsTable';
import { VIEWS, dateChoices, type ResultSport } from './total/filters';
import { useLoadingHold } from './useLoadingHold';

export function TotalResultsPage() {
  const dates = useMemo(() => dateChoices(new Date()), []);
  const [sport, setSport] = useState<ResultSport>('all');
  const [date, setDate] = useState(dates[0]?.date ?? '');
  const [view, setView] = useState<ResultsView>('model');
  // A failed request keeps what was shown before: docs/product.md §8 says it only stops the loading indicator.
  const { data, isFetching, requestId } = useGetTotalResultsQuery({ sport, date });
  const loading = useLoadingHold(isFetching, requestId);
  const viewInfo = VIEWS.find((v) => v.value === view) ?? VIEWS[0];
  // A model's row says what it counts: this date's leans and bets, not its record elsewhere.
  const day = (dates.find((d) => d.date === date)?.label ?? date).toLowerCase();
  const rows = groupAggregatedRows(data ?? [], view).map((row) =>
    view === 'date'
      ? { ...row, label: longDate(row.label) }
      : view === 'model'
        ? { ...row, label: modelRecordTitle(row.label, `${MODEL_RECORDS.day}, ${day}`) }
        : row,
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 py-2">
      <header>
        <h1 className="text-3xl font-bold">Total Results</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Every AI pick graded as a lean or a bet by its predicted margin; wins count once the game
          is final.
        </p>
        <MarginRuleNote />
      </header>
      <DemoNotice />
      <Tabs value={view} onValueChange={(value) => setView(value as ResultsView)} className="gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <ResultsFilters
            sport={sport}
            onSport={setSport}
            date={date}
            onDate={setDate}
            dates={dates}
          />
          <TabsList aria-label="View">
            {VIEWS.map((v) => (
              <TabsTrigger key={v.value} value={v.value}>
                {v.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value={view}>
          {loading ? (
            <p role="status" className="p-8 text-center text-slate-500">
              Loading results...
            </p>
          ) : rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-12 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No results available for the selected filters
            </p>
          ) : (
            <ResultsTable rows={rows} groupLabel={viewInfo?.column ?? 'Model'} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
