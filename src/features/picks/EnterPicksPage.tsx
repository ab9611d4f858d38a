import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { startLiveMatchups } from '@/app/live/matchupsListeners';
import { matchupsQueryChanged, type SportFilter } from '@/app/live/matchupsSlice';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { PageSpinner } from '@/components/layout/RootLayout';
import { easternDate } from '@domain/rules/dates';
import { BetModeControls } from './components/BetModeControls';
import { BetSlip } from './components/BetSlip';
import { MobileSlipBar } from './components/MobileSlipBar';
import { PicksMatchupList } from './components/PicksMatchupList';
import { PicksToolbar } from './components/PicksToolbar';
import { SelectionPanel } from './components/SelectionPanel';
import { useSlipPersistence } from './useSlipPersistence';
import { useNowMinute } from '@/hooks/useNowMinute';

const SLIP_PANEL_ID = 'bet-slip-panel';

/** The signed-in pick-entry screen: today's games, the bet mode, the selection and the slip. */
function PickEntry() {
  const dispatch = useAppDispatch();
  const now = useNowMinute();
  const [sport, setSport] = useState<SportFilter>('all');
  const [search, setSearch] = useState('');
  // Picks are taken for today's games only (Eastern date, as the server's dates are).
  const today = easternDate(new Date(now));
  useSlipPersistence();

  useEffect(() => {
    void dispatch(startLiveMatchups());
  }, [dispatch]);
  useEffect(() => {
    dispatch(matchupsQueryChanged({ date: today, sport }));
  }, [dispatch, today, sport]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Enter Picks</h1>
      <PicksToolbar
        sport={sport}
        onSportChange={setSport}
        search={search}
        onSearchChange={setSearch}
        date={today}
      />
      <BetModeControls />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Games" className="flex min-w-0 flex-col gap-3">
          <PicksMatchupList search={search} now={now} />
        </section>
        <aside
          id={SLIP_PANEL_ID}
          className="flex scroll-mt-16 flex-col gap-4 pb-14 lg:sticky lg:top-18 lg:max-h-[calc(100vh-5.5rem)] lg:self-start lg:overflow-y-auto lg:pb-0"
        >
          <SelectionPanel />
          <BetSlip />
        </aside>
      </div>
      <MobileSlipBar target={SLIP_PANEL_ID} />
    </div>
  );
}

/** /enter-picks (docs/product.md §2, §6): Access Denied unless signed in. */
export function EnterPicksPage() {
  const user = useAppSelector((state) => state.auth.user);
  const isLoading = useAppSelector((state) => state.auth.isLoading);
  if (!user && isLoading) return <PageSpinner />;
  if (!user) return <AccessDenied />;
  return <PickEntry />;
}
