import { Link } from 'react-router-dom';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { useAppSelector } from '@/app/hooks';
import { buttonVariants } from '@/components/ui/Button';
import { formatInZone } from '@/lib/formatInZone';
import { CapperAvatar, CapperBadges } from './CapperBadges';
import { money } from './format';
import { useGetMyCapperPicksQuery, useGetMySubscriptionsQuery } from './handicappersApi';
import { PickList } from './PickList';
import type { CapperSubscription } from './types';

const FEED_REFRESH_MS = 10_000;

function SubscriptionItem({ subscription }: { subscription: CapperSubscription }) {
  const { handicapper } = subscription;
  const zone = useAccountTimeZone();
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <CapperAvatar initials={handicapper.avatar} />
      <div className="min-w-40 flex-1">
        <Link to={`/handicappers/${handicapper.id}`} className="font-semibold hover:underline">
          {handicapper.name}
        </Link>
        <CapperBadges capper={handicapper} />
      </div>
      <dl className="text-sm">
        <dt className="sr-only">Price</dt>
        <dd className="font-medium">{money(subscription.priceCents)}/month</dd>
        <dt className="sr-only">{subscription.renews ? 'Renews' : 'Access until'}</dt>
        <dd className="text-slate-500 dark:text-slate-400">
          {subscription.renews ? 'Renews' : 'Cancelled: access until'}{' '}
          {formatInZone(subscription.periodEnd, zone, 'date')}
        </dd>
      </dl>
    </li>
  );
}

export function MyCappersPage() {
  const userId = useAppSelector((state) => state.auth.user?.userId ?? '');
  const { data, isLoading, isError } = useGetMySubscriptionsQuery(userId);
  // New picks show up without a reload: a hub push refreshes it where the hub is connected, and
  // it is re-read every FEED_REFRESH_MS.
  const feed = useGetMyCapperPicksQuery(userId, {
    skip: !data || data.length === 0,
    pollingInterval: FEED_REFRESH_MS,
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 py-2">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">My Handicappers</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The handicappers you subscribe to. Payment is simulated.
          </p>
        </div>
        <Link to="/handicappers" className={buttonVariants({ variant: 'outline' })}>
          Find More Handicappers
        </Link>
      </header>
      {isLoading && <p role="status">Loading your handicappers...</p>}
      {isError && (
        <p role="alert">Couldn&apos;t load your subscriptions. Please refresh the page.</p>
      )}
      {data?.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">You are not subscribed to any handicappers yet.</p>
          <Link to="/handicappers" className={buttonVariants({ className: 'mt-4' })}>
            Browse Handicappers
          </Link>
        </div>
      )}
      {data && data.length > 0 && (
        <ul aria-label="My handicappers" className="flex flex-col gap-3">
          {data.map((subscription) => (
            <SubscriptionItem key={subscription.handicapperId} subscription={subscription} />
          ))}
        </ul>
      )}
      {data && data.length > 0 && (
        <section aria-labelledby="feed-heading" className="flex flex-col gap-3">
          <h2 id="feed-heading" className="text-xl font-semibold">
            Latest picks
          </h2>
          {feed.isError && (
            <p role="alert">Couldn&apos;t load the latest picks. Please refresh the page.</p>
          )}
          {feed.data?.length === 0 && (
            <p className="text-slate-600 dark:text-slate-400">
              Your handicappers have not posted picks yet; new ones appear here as they are posted.
            </p>
          )}
          {feed.data && feed.data.length > 0 && (
            <PickList picks={feed.data} showCapper label="Latest picks" />
          )}
        </section>
      )}
    </div>
  );
}
