import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import {
  MIN_RANKED_PICKS,
  rankHandicappers,
  type HandicapperSort,
} from '@domain/rules/marketplace';
import { BrowseToolbar, type BrowseView } from './browse/BrowseToolbar';
import { filterHandicappers, type SportFilter } from './browse/filterHandicappers';
import { HandicapperCard, HandicapperRow } from './browse/HandicapperCard';
import { useGetHandicappersQuery } from './handicappersApi';

export function HandicappersPage() {
  const { data, isLoading, isError, refetch } = useGetHandicappersQuery(undefined);
  const [sport, setSport] = useState<SportFilter>('all');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<BrowseView>('grid');
  const [sort, setSort] = useState<HandicapperSort>('roi');
  const shown = rankHandicappers(filterHandicappers(data ?? [], sport, search), sort);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 py-2">
      <header>
        <h1 className="text-3xl font-bold">Expert Handicappers</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Records are computed from graded picks at the prices taken. Only cappers with{' '}
          {MIN_RANKED_PICKS} or more graded picks are ranked; cappers marked Sample data show
          illustrative figures.
        </p>
      </header>
      <BrowseToolbar
        sport={sport}
        onSport={setSport}
        search={search}
        onSearch={setSearch}
        view={view}
        onView={setView}
        sort={sort}
        onSort={setSort}
      />
      {isLoading && <p role="status">Loading handicappers...</p>}
      {isError && (
        <div role="alert" className="flex items-center gap-3 text-red-700 dark:text-red-400">
          Couldn&apos;t load handicappers.
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      )}
      {data && shown.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">No handicappers found</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Try adjusting your search or filters
          </p>
        </div>
      )}
      {shown.length > 0 &&
        (view === 'grid' ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map(({ capper, rank }) => (
              <HandicapperCard key={capper.id} capper={capper} rank={rank} />
            ))}
          </div>
        ) : (
          <ul aria-label="Handicappers" className="flex flex-col gap-2">
            {shown.map(({ capper, rank }) => (
              <HandicapperRow key={capper.id} capper={capper} rank={rank} />
            ))}
          </ul>
        ))}
    </div>
  );
}
