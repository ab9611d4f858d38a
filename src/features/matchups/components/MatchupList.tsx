import { useAppSelector } from '@/app/hooks';
import { selectShowLoading, selectVisibleIds } from '../selectors';
import { WIDE_QUERY, useMediaQuery } from '../useMediaQuery';
import { GameCard } from './GameCard';
import { MatchupListCard } from './MatchupListCard';
import { MatchupTable } from './MatchupTable';

/** The games of the query: loading, empty, the table (list cards when narrow) or game cards. */
export function MatchupList({ now }: { now: number }) {
  const ids = useAppSelector((state) => selectVisibleIds(state, now));
  const loading = useAppSelector(selectShowLoading);
  const view = useAppSelector((state) => state.matchupsView.view);
  const wide = useMediaQuery(WIDE_QUERY);

  if (loading && ids.length === 0) {
    return <p role="status" className="p-8 text-center text-slate-500">Loading matchups...</p>;
  }
  if (ids.length === 0) {
    return <p className="p-8 text-center text-slate-500">No matchups found for the selected sport and date.</p>;
  }
  if (view === 'table' && wide) return <MatchupTable ids={ids} now={now} />;
  if (view === 'table') {
    return (
      <ul aria-label="Matchups" className="flex flex-col gap-2">
        {ids.map((id) => <MatchupListCard key={id} id={id} now={now} />)}
      </ul>
    );
  }
  return (
    <div aria-label="Matchups" role="list" className="grid gap-4 md:grid-cols-2">
      {ids.map((id) => (
        <div role="listitem" key={id}>
          <GameCard id={id} now={now} />
        </div>
      ))}
    </div>
  );
}
