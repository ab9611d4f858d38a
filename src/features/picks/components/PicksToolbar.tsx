import { CalendarDays, Search } from 'lucide-react';
import { longDate } from '@domain/rules/display';
import { SPORTS, SPORT_LABELS } from '@domain/rules/sports';
import type { SportFilter } from '@/app/liveMatchups';

const FIELD =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';
const SPORT_OPTIONS: SportFilter[] = ['all', ...SPORTS];

interface PicksToolbarProps {
  sport: SportFilter;
  onSportChange: (sport: SportFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  date: string;
}

/** Sport filter, team search and the day picks are taken for (today). */
export function PicksToolbar({
  sport,
  onSportChange,
  search,
  onSearchChange,
  date,
}: PicksToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <select
        aria-label="Sport"
        value={sport}
        onChange={(e) => onSportChange(e.target.value as SportFilter)}
        className={FIELD}
      >
        {SPORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {s === 'all' ? 'All Sports' : SPORT_LABELS[s]}
          </option>
        ))}
      </select>
      <label className="relative min-w-40 flex-1">
        <Search aria-hidden className="absolute top-2.5 left-2 h-4 w-4 text-slate-400" />
        <input
          type="search"
          aria-label="Search teams"
          placeholder="Search teams..."
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          className={`${FIELD} w-full pl-8`}
        />
      </label>
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <CalendarDays aria-hidden className="h-4 w-4" />
        <time dateTime={date}>{longDate(date)}</time>
      </p>
    </div>
  );
}
