import { LayoutGrid, Search, Table2 } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SPORT_LABELS } from '@domain/rules/sports';
import type { SportFilter } from '@/app/live/matchupsSlice';
import { Button } from '@/components/ui/Button';
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  SORT_LABELS,
  chooseView,
  confidenceChanged,
  searchChanged,
  sortChanged,
  type MatchupSort,
} from '../matchupsViewSlice';
import { hiddenPicksText } from '../picksFilter';
import { selectHiddenPickCount } from '../selectors';
import { FILTER_SPORTS } from '../urlState';

const sportLabel = (s: SportFilter) => (s === 'all' ? 'All Sports' : SPORT_LABELS[s]);

const SORTS = Object.keys(SORT_LABELS) as MatchupSort[];

/** Sport filter, the slider of AI picks shown, team search, sort and the card / table switch. */
export function MatchupsToolbar({
  sport,
  onSportChange,
}: {
  sport: SportFilter;
  onSportChange: (s: SportFilter) => void;
}) {
  const dispatch = useAppDispatch();
  const { confidence, search, view, sort } = useAppSelector((state) => state.matchupsView);
  const hidden = useAppSelector(selectHiddenPickCount);
  const sports = FILTER_SPORTS;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <select
        aria-label="Sport"
        value={sport}
        onChange={(e) => onSportChange(e.target.value as SportFilter)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {sports.map((s) => (
          <option key={s} value={s}>
            {sportLabel(s)}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-2 text-sm">
        <span className="w-20 whitespace-nowrap">Conf: {confidence}%</span>
        <input
          type="range"
          aria-label="Minimum confidence"
          min={CONFIDENCE_MIN}
          max={CONFIDENCE_MAX}
          step={1}
          value={confidence}
          onChange={(e) => dispatch(confidenceChanged(Number(e.target.value)))}
          className="accent-brand-600"
        />
      </label>
      <label className="relative min-w-40 flex-1">
        <Search aria-hidden className="absolute top-2.5 left-2 h-4 w-4 text-slate-400" />
        <input
          type="search"
          aria-label="Search teams"
          placeholder="Search teams..."
          value={search}
          onChange={(e) => dispatch(searchChanged(e.target.value))}
          className="h-9 w-full rounded-md border border-slate-300 bg-white pr-2 pl-8 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <select
        aria-label="Sort"
        value={sort}
        onChange={(e) => dispatch(sortChanged(e.target.value as MatchupSort))}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <div className="flex gap-1" role="group" aria-label="View">
        <Button
          size="sm"
          variant={view === 'card' ? 'default' : 'outline'}
          aria-pressed={view === 'card'}
          onClick={() => dispatch(chooseView('card'))}
        >
          <LayoutGrid aria-hidden className="h-4 w-4" /> Cards
        </Button>
        <Button
          size="sm"
          variant={view === 'table' ? 'default' : 'outline'}
          aria-pressed={view === 'table'}
          onClick={() => dispatch(chooseView('table'))}
        >
          <Table2 aria-hidden className="h-4 w-4" /> Table
        </Button>
      </div>
      {/* Its own line, there before the games come, so the count appearing moves nothing (no
          layout shift, docs/benchmarks.md). */}
      <p role="status" className="min-h-4 basis-full text-xs text-slate-500">
        {hidden > 0 ? hiddenPicksText(hidden, confidence) : ''}
      </p>
    </div>
  );
}
