import { useAppSelector } from '@/app/hooks';
import { PageSpinner } from '@/components/layout/RootLayout';
import { DEFAULT_BANKROLL_SETTINGS } from '@domain/rules/account';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@domain/rules/locale';
import { dollarsToCents } from '@domain/rules/text';
import { useGetSettingsQuery } from '@/lib/accountSettingsApi';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { BettingHistoryTab } from './BettingHistoryTab';
import { FollowersTab } from './FollowersTab';
import { HandicapperStatsTab } from './HandicapperStatsTab';
import { OverviewTab, type TrackerSettings } from './OverviewTab';
import { useBetsWithGames } from './useBets';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'history', label: 'Betting History' },
  { value: 'stats', label: 'Handicapper Stats' },
  { value: 'followers', label: 'Followers' },
];

/** /profile (docs/product.md §2): four tabs over the user's own bets (GET /api/bets), settings and followers. */
export function ProfilePage() {
  const loaded = useBetsWithGames();
  const bets = loaded?.bets ?? null;
  const user = useAppSelector((state) => state.auth.user);
  const { data: settings } = useGetSettingsQuery(user?.userId ?? '', { skip: !user });
  const timeZone = settings?.account.timeZone ?? DEFAULT_TIME_ZONE;
  const bankroll = settings?.bankroll ?? DEFAULT_BANKROLL_SETTINGS;
  // Dollars to cents from their decimal text (docs/product.md §9 "Money").
  const tracker: TrackerSettings = {
    unitSizeCents: dollarsToCents(bankroll.unitSize) ?? 0,
    startingCents: dollarsToCents(bankroll.startingBankroll) ?? 0,
    timeZone,
    zoneLabel: TIME_ZONES.find((z) => z.value === timeZone)?.label ?? timeZone,
  };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold">Your Profile</h1>
      <Tabs defaultValue="overview">
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {bets == null ? (
          <PageSpinner />
        ) : (
          <>
            <TabsContent value="overview">
              <OverviewTab bets={bets} tracker={tracker} />
            </TabsContent>
            <TabsContent value="history">
              <BettingHistoryTab bets={bets} games={loaded?.games ?? new Map()} />
            </TabsContent>
            <TabsContent value="stats">
              <HandicapperStatsTab
                bets={bets}
                unitSizeCents={tracker.unitSizeCents}
                timeZone={timeZone}
              />
            </TabsContent>
            <TabsContent value="followers">
              <FollowersTab />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
