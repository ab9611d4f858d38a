import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { longDate } from '@domain/rules/display';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { cn } from '@/components/ui/cn';
import { formatInZone } from '@/lib/formatInZone';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Days of a month as yyyy-MM-dd, led by blanks up to its first weekday. */
function monthCells(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${year}-${pad(month + 1)}-${pad(d)}`);
  return cells;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  onSelect: (date: string) => void;
}

/** The month calendar with month navigation; picking a day selects it. Mounted on open, so it starts at the selected month. */
export function MonthCalendarDialog({ open, onOpenChange, date, onSelect }: Props) {
  const [shown, setShown] = useState(() => ({
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)) - 1,
  }));
  const move = (delta: number) =>
    setShown(({ year, month }) => ({
      year: year + Math.floor((month + delta) / 12),
      month: (((month + delta) % 12) + 12) % 12,
    }));
  // The month's own name, read at UTC (the calendar's days are dates, not instants).
  const title = formatInZone(new Date(Date.UTC(shown.year, shown.month, 1)), 'UTC', 'month');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Select date</DialogTitle>
        </DialogHeader>
        <div className="flex items-center justify-between">
          <Button size="icon" variant="ghost" aria-label="Previous month" onClick={() => move(-1)}>
            <ChevronLeft aria-hidden className="h-4 w-4" />
          </Button>
          <span className="font-medium" aria-live="polite">
            {title}
          </span>
          <Button size="icon" variant="ghost" aria-label="Next month" onClick={() => move(1)}>
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        </div>
        <div className="grid grid-cols-7 gap-1 text-center text-sm" role="group" aria-label={title}>
          {WEEKDAYS.map((w) => (
            <span key={w} className="text-xs text-slate-500">
              {w}
            </span>
          ))}
          {monthCells(shown.year, shown.month).map((day, i) =>
            day ? (
              <button
                key={day}
                type="button"
                aria-label={longDate(day)}
                aria-pressed={day === date}
                onClick={() => onSelect(day)}
                className={cn(
                  'rounded-md py-1 hover:bg-slate-100 dark:hover:bg-slate-800',
                  day === date && 'bg-brand-600 text-white',
                )}
              >
                {Number(day.slice(8))}
              </button>
            ) : (
              <span key={`blank-${i}`} />
            ),
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
