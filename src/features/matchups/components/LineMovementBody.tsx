import { lazy, Suspense } from 'react';
import { oddsText, spreadText } from '@domain/rules/display';
import { moveText } from '@domain/rules/oddsHistory';
import type { LineField } from '@domain/rules/odds';
import type { OddsHistory } from '@domain/contracts/oddsHistory';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useGetOddsHistoryQuery } from '../oddsApi';
import type { ChartMarket } from './LineMovementChart';
import { Skeleton } from '@/components/ui/Skeleton';

// The Lines dialog's body (./LineMovementDialog.tsx), loaded when the dialog first opens.

// The chart library is loaded when a game's lines are opened, not with /matchups (docs/benchmarks.md).
const LineMovementChart = lazy(async () => ({
  default: (await import('./LineMovementChart')).LineMovementChart,
}));

const CHART_TABS: { value: ChartMarket; label: string }[] = [
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'spread', label: 'Spread' },
  { value: 'total', label: 'Total' },
];

/** Open, current and the move since open for each line of the game. */
function MoveTable({ history, away, home }: { history: OddsHistory; away: string; home: string }) {
  const rows: {
    label: string;
    field: LineField;
    text: (n: number | null | undefined) => string;
  }[] = [
    { label: `${away} ML`, field: 'awayMoneyLine', text: oddsText },
    { label: `${home} ML`, field: 'homeMoneyLine', text: oddsText },
    { label: `${away} spread`, field: 'awaySpread', text: spreadText },
    { label: `${home} spread`, field: 'homeSpread', text: spreadText },
    { label: 'Total', field: 'totalPoints', text: (n) => (n == null ? '-' : String(n)) },
  ];
  return (
    <table aria-label="Open and current lines" className="w-full text-sm tabular-nums">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="text-left font-medium">
            Line
          </th>
          <th scope="col" className="text-right font-medium">
            Open
          </th>
          <th scope="col" className="text-right font-medium">
            Current
          </th>
          <th scope="col" className="text-right font-medium">
            Move
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field} aria-label={r.label}>
            <th scope="row" className="py-0.5 text-left font-medium">
              {r.label}
            </th>
            <td className="text-right">{r.text(history.open?.[r.field])}</td>
            <td className="text-right">{r.text(history.current?.[r.field])}</td>
            <td className="text-right">{moveText(history.move[r.field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HistoryBody({ id, away, home }: { id: string; away: string; home: string }) {
  const { data, isLoading, isError, error } = useGetOddsHistoryQuery(id);
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading line movement" className="flex flex-col gap-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (isError || !data)
    return (
      <p role="alert" className="text-sm text-red-600">
        {error && 'message' in error ? error.message : 'Matchup data unavailable'}
      </p>
    );
  if (data.points.length === 0) return <p className="text-sm text-slate-500">No data available</p>;
  return (
    <div className="flex flex-col gap-4">
      <MoveTable history={data} away={away} home={home} />
      <Tabs defaultValue="moneyline">
        <TabsList aria-label="Line chart market">
          {CHART_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {CHART_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <Suspense fallback={<Skeleton className="h-56" />}>
              <LineMovementChart points={data.points} market={t.value} away={away} home={home} />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
