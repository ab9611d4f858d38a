import { ChevronLeft, ChevronRight, CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { addDays } from '@domain/rules/dates';
import { dayParts, longDate } from '@domain/rules/display';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';

// The month calendar loads when first opened, not with the page (docs/benchmarks.md, /matchups).
const MonthCalendarDialog = lazy(() =>
  import('./MonthCalendarDialog').then((m) => ({ default: m.MonthCalendarDialog })),
);

/** docs/product.md §9: a 7-day strip starting three days before the selected date. */
const STRIP_DAYS = 7;
const STRIP_OFFSET = -3;
const WEEK = 7;

/** The date picker: 'MMM d, yyyy', the 7-day strip, week arrows and the month calendar. */
export function DatePicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const strip = Array.from({ length: STRIP_DAYS }, (_, i) => addDays(date, STRIP_OFFSET + i));
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghost"
        className="w-fit text-lg font-semibold"
        onClick={() => setCalendarOpen(true)}
        aria-label={`Choose date, ${longDate(date)}`}
      >
        <CalendarDays aria-hidden className="h-5 w-5" />
        {longDate(date)}
      </Button>
      <div className="flex items-center gap-1">
        <Button
          size="icon"
          variant="ghost"
          className="shrink-0"
          aria-label="Previous week"
          onClick={() => onChange(addDays(date, -WEEK))}
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </Button>
        <div className="flex flex-1 gap-1 overflow-x-auto" role="group" aria-label="Dates">
          {strip.map((day) => {
            const parts = dayParts(day);
            const selected = day === date;
            return (
              <button
                key={day}
                type="button"
                aria-pressed={selected}
                aria-label={longDate(day)}
                onClick={() => onChange(day)}
                className={cn(
                  // No minimum width on phones, so all seven days fit beside the week arrows at 375 px.
                  'flex min-w-0 flex-1 flex-col items-center rounded-md px-1 py-1 text-xs hover:bg-slate-100 sm:min-w-11 sm:px-2 dark:hover:bg-slate-800',
                  selected && 'bg-brand-600 hover:bg-brand-700 dark:hover:bg-brand-700 text-white',
                )}
              >
                <span>{parts.weekday}</span>
                <span className="text-base font-semibold">{parts.day}</span>
              </button>
            );
          })}
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="shrink-0"
          aria-label="Next week"
          onClick={() => onChange(addDays(date, WEEK))}
        >
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {calendarOpen && (
        <Suspense fallback={null}>
          <MonthCalendarDialog
            open
            onOpenChange={setCalendarOpen}
            date={date}
            onSelect={(day) => {
              setCalendarOpen(false);
              onChange(day);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
