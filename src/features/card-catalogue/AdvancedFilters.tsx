import { Button } from '@/components/ui/Button';
import type { Rarity } from './cardSamples';
import {
  CARD_TYPES,
  COLORS,
  COLOR_NAMES,
  RARITIES,
  RARITY_NAMES,
  type CardType,
} from './catalogue';
import type { CardColor } from './manaCost';
import type { FilterDraft } from './useCatalogue';

const fieldClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950';

interface Props {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  onApply: () => void;
  onClearAll: () => void;
  cmcError: string | null;
}

/** docs/product.md §2 advanced filters: converted mana cost, rarity, color and type (each may be Any). */
export function AdvancedFilters({ draft, onChange, onApply, onClearAll, cmcError }: Props) {
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const orNull = <T extends string>(value: string) => (value === '' ? null : (value as T));

  return (
    <form
      aria-label="Advanced filters"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label className="flex flex-col gap-1 text-xs font-medium">
        Converted mana cost
        <input
          inputMode="numeric"
          value={draft.cmc}
          onChange={(e) => set('cmc', e.target.value)}
          placeholder="Any"
          aria-invalid={cmcError != null}
          aria-describedby={cmcError ? 'cmc-error' : undefined}
          className={`${fieldClass} w-28`}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Rarity
        <select
          value={draft.rarity ?? ''}
          onChange={(e) => set('rarity', orNull<Rarity>(e.target.value))}
          className={fieldClass}
        >
          <option value="">Any</option>
          {RARITIES.map((r) => (
            <option key={r} value={r}>{`${r} (${RARITY_NAMES[r]})`}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Color
        <select
          value={draft.color ?? ''}
          onChange={(e) => set('color', orNull<CardColor>(e.target.value))}
          className={fieldClass}
        >
          <option value="">Any</option>
          {COLORS.map((c) => (
            <option key={c} value={c}>{`${c} (${COLOR_NAMES[c]})`}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Type
        <select
          value={draft.type ?? ''}
          onChange={(e) => set('type', orNull<CardType>(e.target.value))}
          className={fieldClass}
        >
          <option value="">Any</option>
          {CARD_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm">
        Apply
      </Button>
      <Button variant="outline" size="sm" onClick={onClearAll}>
        Clear All
      </Button>
      {cmcError && (
        <p id="cmc-error" role="alert" className="w-full text-sm text-red-600">
          {cmcError}
        </p>
      )}
    </form>
  );
}
