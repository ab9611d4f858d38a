import { lazy } from 'react';
import { Deferred } from '@/components/layout/Deferred';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { initials } from '@domain/rules/display';
import { isHandicapper } from '@domain/rules/roles';
import { buttonVariants } from '@/components/ui/Button';
import { formatMoneyCents as formatCents } from '@/lib/formatInZone';
import { bankrollSeries, summarizeTracked } from '@domain/rules/tracker';
import { useGetFollowersQuery } from '../accountApi';
import { formatChange } from '../format';
import { Panel } from '../Panels';
import { BANKROLL_SECTION, settingsLink } from '../settings/settingsLinks';
import { Skeleton } from '@/components/ui/Skeleton';
import type { SavedBet } from './bets';
import { clvText, percentText, summarizeBets, unitsText } from './betStats';
import { moneyText } from './trackerText';
import { StatTiles } from './StatTiles';

// The chart library loads after the page's first paint (docs/benchmarks.md, Lighthouse).
const BankrollChart = lazy(async () => ({
  default: (await import('./BankrollChart')).BankrollChart,
}));

export interface TrackerSettings {
  unitSizeCents: number;
  startingCents: number;
  timeZone: string;
  /** The zone as the app names it, with its IANA name (domain/contracts/account.ts). */
  zoneLabel: string;
}

/**
 * Overview: who the user is, a link to edit, the summary of their own bets, and the bet tracker:
 * the bankroll over time, units and money won (docs/product.md §9 "Bet tracker").
 */
export function OverviewTab({ bets, tracker }: { bets: SavedBet[]; tracker: TrackerSettings }) {
  const user = useAppSelector((state) => state.auth.user);
  const { data: followers } = useGetFollowersQuery(user?.userId ?? '', { skip: !user });
  const summary = summarizeBets(bets);
  const money = summarizeTracked(bets, tracker.unitSizeCents);
  const series = bankrollSeries(bets, tracker.startingCents, tracker.unitSizeCents);
  const bankrollNow = series.at(-1)?.bankrollCents ?? tracker.startingCents;

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title="Profile Information"
        action={
          <Link
            to={settingsLink('profile')}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Edit Profile
          </Link>
        }
      >
        <div className="flex items-center gap-4">
          <span className="bg-brand-600 flex h-16 w-16 items-center justify-center rounded-full text-xl font-semibold text-white">
            {initials(user?.name ?? '', user?.email)}
          </span>
          <div>
            <p className="text-lg font-semibold">{user?.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{user?.email}</p>
            <p className="text-sm">{isHandicapper(user) ? 'Handicapper' : 'Member'}</p>
          </div>
        </div>
      </Panel>
      <Panel title="Performance Summary">
        <StatTiles
          label="Performance Summary"
          tiles={[
            { label: 'Bets Placed', value: String(summary.placed) },
            { label: 'Win Rate', value: percentText(summary.winRate) },
            { label: 'ROI', value: summary.roi == null ? '-' : formatChange(summary.roi) },
            { label: 'Mean CLV', value: clvText(summary.meanClv) },
            { label: 'Beat the Close', value: percentText(summary.beatClose) },
            { label: 'Followers', value: followers ? String(followers.length) : '-' },
          ]}
        />
        {bets.length === 0 && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            No bets yet: picks you submit on{' '}
            <Link to="/enter-picks" className="text-brand-700 dark:text-brand-500 underline">
              Enter Picks
            </Link>{' '}
            count here.
          </p>
        )}
      </Panel>
      <Panel
        title="Bankroll"
        action={
          <Link
            to={settingsLink('account', BANKROLL_SECTION)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Unit Size &amp; Bankroll
          </Link>
        }
      >
        <div className="flex flex-col gap-4">
          <StatTiles
            label="Bankroll"
            tiles={[
              { label: 'Bankroll', value: formatCents(bankrollNow) },
              { label: 'Money Won', value: moneyText(money.moneyCents) },
              { label: 'Units Won', value: unitsText(money.units) },
              { label: 'Unit Size', value: formatCents(tracker.unitSizeCents) },
            ]}
          />
          <Deferred fallback={<Skeleton className="h-72" />}>
            <BankrollChart
              points={series}
              startingCents={tracker.startingCents}
              timeZone={tracker.timeZone}
              zoneLabel={tracker.zoneLabel}
            />
          </Deferred>
        </div>
      </Panel>
    </div>
  );
}
