import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { CapperAvatar, CapperBadges } from './CapperBadges';
import { RecordCard } from './detail/RecordCard';
import { SubscribePanel } from './detail/SubscribePanel';
import { useGetCapperPicksQuery, useGetHandicapperQuery } from './handicappersApi';
import { PickList } from './PickList';

const backLink = 'text-sm font-medium text-brand-700 hover:underline dark:text-brand-500';

export function HandicapperDetailPage() {
  const { id = '' } = useParams();
  const viewer = useAppSelector((state) => state.auth.user?.userId ?? null);
  const { data: capper, error, isLoading } = useGetHandicapperQuery({ id, viewer });
  const picks = useGetCapperPicksQuery({ id, viewer }, { skip: !capper });

  if (isLoading) return <p role="status">Loading handicapper...</p>;
  if (!capper) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold">
          {notFound ? 'Handicapper not found' : 'Could not load this handicapper'}
        </h1>
        <Link to="/handicappers" className={backLink}>
          Back to all handicappers
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-2">
      <Link to="/handicappers" className={backLink}>
        ← All handicappers
      </Link>
      <header className="flex items-center gap-4">
        <CapperAvatar initials={capper.avatar} large />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{capper.name}</h1>
          <CapperBadges capper={capper} />
        </div>
      </header>
      {capper.bio && <p className="text-slate-700 dark:text-slate-300">{capper.bio}</p>}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <RecordCard capper={capper} />
        <SubscribePanel capper={capper} />
      </div>
      <section aria-labelledby="picks-heading" className="flex flex-col gap-3">
        <h2 id="picks-heading" className="text-xl font-semibold">
          {capper.sample ? 'Sample picks' : 'Picks'}
        </h2>
        {picks.isError && (
          <p role="alert">Couldn&apos;t load the picks. Please refresh the page.</p>
        )}
        {picks.data?.length === 0 && (
          <p className="text-slate-600 dark:text-slate-400">No picks posted yet.</p>
        )}
        {picks.data && picks.data.length > 0 && (
          <PickList picks={picks.data} label={`${capper.name}'s picks`} />
        )}
      </section>
    </div>
  );
}
