import { X } from 'lucide-react';
import { filterChips, type CardFilters } from './catalogue';

/** One removable chip per applied filter. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: CardFilters;
  onRemove: (key: keyof CardFilters) => void;
}) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Applied filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="bg-brand-50 text-brand-900 dark:bg-brand-900 dark:text-brand-50 inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-xs font-medium"
        >
          {chip.label}
          <button
            type="button"
            aria-label={`Remove ${chip.label}`}
            onClick={() => onRemove(chip.key)}
            className="hover:bg-brand-100 dark:hover:bg-brand-700 rounded-full p-0.5"
          >
            <X className="h-3 w-3" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
