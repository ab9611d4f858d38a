import { Select } from '@/components/ui/Select';
import { Button } from '@/components/ui/Button';
import { PERIODS, type Period } from '@domain/rules/performance';
import { SPORTS, SPORT_LABELS } from '@domain/rules/sports';

const PERIOD_LABELS: Record<Period, string> = {
  '7d': '7D',
  '30d': '30D',
  '90d': '90D',
  ytd: 'YTD',
  all: 'All',
};

interface Props {
  period: Period;
  onPeriod: (period: Period) => void;
  sport: string;
  onSport: (sport: string) => void;
}

/** docs/product.md §2: the time-period buttons (7d, 30d, 90d, ytd, all) and the sport select. */
export function PerformanceToolbar({ period, onPeriod, sport, onSport }: Props) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div role="group" aria-label="Time period" className="flex flex-wrap gap-2">
        {PERIODS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={period === value ? 'default' : 'outline'}
            aria-pressed={period === value}
            onClick={() => onPeriod(value)}
          >
            {PERIOD_LABELS[value]}
          </Button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        Sport
        <Select value={sport} onChange={(event) => onSport(event.target.value)} className="px-3">
          <option value="all">All Sports</option>
          {SPORTS.map((value) => (
            <option key={value} value={value}>
              {SPORT_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}
