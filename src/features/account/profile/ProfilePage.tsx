import { PageSpinner } from '@/components/layout/RootLayout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { BettingHistoryTab } from './BettingHistoryTab';
import { FollowersTab } from './FollowersTab';
import { HandicapperStatsTab } from './HandicapperStatsTab';
import { OverviewTab } from './OverviewTab';
import { useBets } from './useBets';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'history', label: 'Betting History' },
  { value: 'stats', label: 'Handicapper Stats' },
  { value: 'followers', label: 'Followers' },
];

/** /profile (docs/product.md §2): four tabs over the user's bets (GET /api/bets) and sample social figures. */
export function ProfilePage() {
  const bets = useBets();
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
              <OverviewTab bets={bets} />
            </TabsContent>
            <TabsContent value="history">
              <BettingHistoryTab bets={bets} />
            </TabsContent>
            <TabsContent value="stats">
              <HandicapperStatsTab bets={bets} />
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
