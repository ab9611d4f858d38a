import { CalendarDays } from 'lucide-react';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { longDate } from '@domain/rules/display';
import { SPORTS, SPORT_LABELS } from '@domain/rules/sports';
import type { SportFilter } from '@/app/live/matchupsSlice';

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
      <Select
        aria-label="Sport"
        value={sport}
        onChange={(e) => onSportChange(e.target.value as SportFilter)}
      >
        {SPORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {s === 'all' ? 'All Sports' : SPORT_LABELS[s]}
          </option>
        ))}
      </Select>
      <SearchInput
        label="Search teams"
        placeholder="Search teams..."
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
        className="min-w-40 flex-1"
      />
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <CalendarDays aria-hidden className="h-4 w-4" />
        <time dateTime={date}>{longDate(date)}</time>
      </p>
    </div>
  );
}
