import { LayoutGrid, List, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { HANDICAPPER_SORTS, type HandicapperSort } from '@domain/rules/marketplace';
import { SPORT_FILTERS, type SportFilter } from './filterHandicappers';

export type BrowseView = 'grid' | 'list';

interface Props {
  sport: SportFilter;
  onSport: (sport: SportFilter) => void;
  search: string;
  onSearch: (text: string) => void;
  view: BrowseView;
  onView: (view: BrowseView) => void;
  sort: HandicapperSort;
  onSort: (sort: HandicapperSort) => void;
}

const isSort = (value: string): value is HandicapperSort =>
  HANDICAPPER_SORTS.some((s) => s.value === value);

export function BrowseToolbar({
  sport,
  onSport,
  search,
  onSearch,
  view,
  onView,
  sort,
  onSort,
}: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Filter by sport" className="flex flex-wrap gap-2">
        {SPORT_FILTERS.map((filter) => (
          <Button
            key={filter.value}
            size="sm"
            variant={sport === filter.value ? 'default' : 'outline'}
            aria-pressed={sport === filter.value}
            onClick={() => onSport(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          label="Search handicappers"
          placeholder="Search handicappers by name..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="min-w-48 flex-1"
          inputClassName="pr-9 [&::-webkit-search-cancel-button]:appearance-none"
        >
          {search && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => onSearch('')}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </SearchInput>
        <Select
          aria-label="Sort by"
          value={sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onSort(event.target.value);
          }}
        >
          {HANDICAPPER_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              Sort: {s.label}
            </option>
          ))}
        </Select>
        <div role="group" aria-label="Layout" className="flex gap-1">
          <Button
            size="icon"
            variant={view === 'grid' ? 'default' : 'outline'}
            aria-label="Grid view"
            aria-pressed={view === 'grid'}
            onClick={() => onView('grid')}
          >
            <LayoutGrid className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant={view === 'list' ? 'default' : 'outline'}
            aria-label="List view"
            aria-pressed={view === 'list'}
            onClick={() => onView('list')}
          >
            <List className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </div>
  );
}
