import type { DateChoice, ResultSport } from './filters';
import { RESULT_SPORTS, sportLabel } from './filters';

const selectClass =
  'h-9 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-950';

interface Props {
  sport: ResultSport;
  onSport: (sport: ResultSport) => void;
  date: string;
  onDate: (date: string) => void;
  dates: readonly DateChoice[];
}

export function ResultsFilters({ sport, onSport, date, onDate, dates }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Sport
        <select
          className={selectClass}
          value={sport}
          onChange={(event) => onSport(event.target.value as ResultSport)}
        >
          {RESULT_SPORTS.map((value) => (
            <option key={value} value={value}>
              {sportLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Date
        <select
          className={selectClass}
          value={date}
          onChange={(event) => onDate(event.target.value)}
        >
          {dates.map((choice) => (
            <option key={choice.date} value={choice.date}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
