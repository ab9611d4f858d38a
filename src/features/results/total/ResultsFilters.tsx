import { Select } from '@/components/ui/Select';
import type { DateChoice, ResultSport } from './filters';
import { RESULT_SPORTS, sportLabel } from './filters';

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
        <Select
          className="px-3"
          value={sport}
          onChange={(event) => onSport(event.target.value as ResultSport)}
        >
          {RESULT_SPORTS.map((value) => (
            <option key={value} value={value}>
              {sportLabel(value)}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Date
        <Select className="px-3" value={date} onChange={(event) => onDate(event.target.value)}>
          {dates.map((choice) => (
            <option key={choice.date} value={choice.date}>
              {choice.label}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}
