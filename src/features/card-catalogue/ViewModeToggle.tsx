import { LayoutGrid, List, Rows3 } from 'lucide-react';
import { cn } from '@/components/ui/cn';

export type ViewMode = 'compact' | 'list' | 'cards';

const MODES = [
  { value: 'compact', label: 'Compact', Icon: Rows3 },
  { value: 'list', label: 'List', Icon: List },
  { value: 'cards', label: 'Cards', Icon: LayoutGrid },
] as const;

/** Compact, list or cards; the chosen button is pressed. */
export function ViewModeToggle({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View mode"
      className="inline-flex rounded-md border border-slate-300 dark:border-slate-700"
    >
      {MODES.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex items-center gap-1 px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md',
            mode === value
              ? 'bg-brand-600 text-white'
              : 'hover:bg-slate-100 dark:hover:bg-slate-800',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
