import { Info } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { DatePicker } from './components/DatePicker';
import { MatchupList } from './components/MatchupList';
import { MatchupsToolbar } from './components/MatchupsToolbar';
import { StaleBanner } from './components/StaleBanner';
import { SummaryTabs } from './components/SummaryTabs';
import { useGetHealthQuery } from './healthApi';
import { startLiveMatchups } from '@/app/live/matchupsListeners';
import { useMatchupsUrlSync } from './useMatchupsUrlSync';
import { useNowMinute } from '@/hooks/useNowMinute';

function DemoNotice() {
  // A failure just hides the notice.
  const { data } = useGetHealthQuery(undefined);
  if (data?.demo !== true) return null;
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Info aria-hidden className="h-4 w-4" />
      Demo data: games, odds and scores come from a simulated feed, not real events.
    </p>
  );
}

// The handicappers' sidebar loads beside the games, not before them: the first screen of games
// does not wait for it (docs/benchmarks.md, /matchups).
const CappersPanel = lazy(() =>
  import('./components/CappersPanel').then((m) => ({ default: m.CappersPanel })),
);

/** /matchups, /matchups/:sport, /matchups/:sport/:date: the day's games with live scores and AI picks. */
export function MatchupsPage() {
  const dispatch = useAppDispatch();
  const { query, setSport, setDate } = useMatchupsUrlSync();
  const now = useNowMinute();

  useEffect(() => {
    void dispatch(startLiveMatchups());
  }, [dispatch]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Matchups</h1>
      <DemoNotice />
      <StaleBanner />
      <DatePicker date={query.date} onChange={setDate} />
      <MatchupsToolbar sport={query.sport} onSportChange={setSport} />
      <SummaryTabs now={now} date={query.date} sport={query.sport} />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <section aria-label="Games" className="min-w-0">
          <MatchupList now={now} />
        </section>
        <Suspense fallback={null}>
          <CappersPanel />
        </Suspense>
      </div>
    </div>
  );
}
