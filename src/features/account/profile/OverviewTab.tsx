import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { isHandicapper } from '@/domain/roles';
import { buttonVariants } from '@/components/ui/Button';
import { formatChange } from '../format';
import { Panel } from '../Panels';
import type { SavedBet } from './bets';
import { percentText, summarizeBets } from './betStats';
import { SAMPLE_FOLLOWERS, SAMPLE_SUMMARY } from './profileSamples';
import { StatTiles } from './StatTiles';

/** Overview (docs/product.md §2): who the user is, a link to edit, and the performance summary. */
export function OverviewTab({ bets }: { bets: SavedBet[] }) {
  const user = useAppSelector((state) => state.auth.user);
  const own = bets.length > 0;
  const summary = own ? summarizeBets(bets) : SAMPLE_SUMMARY;
  const initials = (user?.name ?? '?')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title="Profile Information"
        action={
          <Link to="/settings" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Edit Profile
          </Link>
        }
      >
        <div className="flex items-center gap-4">
          <span className="bg-brand-600 flex h-16 w-16 items-center justify-center rounded-full text-xl font-semibold text-white">
            {initials}
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
            { label: 'Bets Placed', value: String(summary.placed), sample: !own },
            { label: 'Win Rate', value: percentText(summary.winRate), sample: !own },
            {
              label: 'ROI',
              value: summary.roi == null ? '-' : formatChange(summary.roi),
              sample: !own,
            },
            { label: 'Followers', value: String(SAMPLE_FOLLOWERS.length), sample: true },
          ]}
        />
      </Panel>
    </div>
  );
}
