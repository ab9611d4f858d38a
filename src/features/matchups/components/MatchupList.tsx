import { useDeferredValue } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectQueryMatchups, selectShowLoading, selectVisibleIds } from '../selectors';
import { Skeleton } from '@/components/ui/Skeleton';
import { WIDE_QUERY, useMediaQuery } from '@/hooks/useMediaQuery';
import { GameCardGrid } from './GameCardGrid';
import { MatchupListCard } from './MatchupListCard';
import { MatchupTable } from './MatchupTable';

export const NO_MATCHUPS = 'No matchups found for the selected sport and date.';
export const NO_SEARCH_MATCH = 'No games match your team search.';

/** docs/design.md: a list that is loading shows the shape of what is coming, not a spinner. */
function ListSkeleton({ view }: { view: 'card' | 'table' }) {
  return (
    <div
      role="status"
      aria-label="Loading matchups"
      className={view === 'card' ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-2'}
    >
      <span className="sr-only">Loading matchups...</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton
          key={i}
          data-testid="skeleton"
          className={`rounded-lg ${view === 'card' ? 'h-56' : 'h-16'}`}
        />
      ))}
    </div>
  );
}

/** The games of the query: loading, empty, the table (list cards when narrow) or game cards. */
export function MatchupList({ now }: { now: number }) {
  // The list follows the store one render behind, in a transition: when a day's games arrive (or
  // the sort, search or sport changes), React draws the new cards in slices that yield to the
  // browser, and the page stays responsive meanwhile (docs/benchmarks.md, /matchups). A card's own
  // updates (scores, prices) read the store directly and are not held back.
  const ids = useDeferredValue(useAppSelector((state) => selectVisibleIds(state, now)));
  const games = useDeferredValue(useAppSelector((state) => selectQueryMatchups(state).length));
  const loading = useDeferredValue(useAppSelector(selectShowLoading));
  const view = useAppSelector((state) => state.matchupsView.view);
  const wide = useMediaQuery(WIDE_QUERY);

  if (loading && ids.length === 0) return <ListSkeleton view={view} />;
  // docs/product.md §8: 'No matchups' only when the sport and date have no games at all.
  if (ids.length === 0) {
    return (
      <p className="p-8 text-center text-slate-500">
        {games === 0 ? NO_MATCHUPS : NO_SEARCH_MATCH}
      </p>
    );
  }
  if (view === 'table' && wide) return <MatchupTable ids={ids} now={now} />;
  if (view === 'table') {
    return (
      <ul aria-label="Matchups" className="flex flex-col gap-2">
        {ids.map((id) => (
          <MatchupListCard key={id} id={id} now={now} />
        ))}
      </ul>
    );
  }
  return <GameCardGrid ids={ids} now={now} />;
}
