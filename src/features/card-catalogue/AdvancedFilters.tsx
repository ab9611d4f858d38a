import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
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
        <Input
          inputMode="numeric"
          value={draft.cmc}
          onChange={(e) => set('cmc', e.target.value)}
          placeholder="Any"
          aria-invalid={cmcError != null}
          aria-describedby={cmcError ? 'cmc-error' : undefined}
          className="w-28 px-2"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Rarity
        <Select
          value={draft.rarity ?? ''}
          onChange={(e) => set('rarity', orNull<Rarity>(e.target.value))}
        >
          <option value="">Any</option>
          {RARITIES.map((r) => (
            <option key={r} value={r}>{`${r} (${RARITY_NAMES[r]})`}</option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Color
        <Select
          value={draft.color ?? ''}
          onChange={(e) => set('color', orNull<CardColor>(e.target.value))}
        >
          <option value="">Any</option>
          {COLORS.map((c) => (
            <option key={c} value={c}>{`${c} (${COLOR_NAMES[c]})`}</option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Type
        <Select
          value={draft.type ?? ''}
          onChange={(e) => set('type', orNull<CardType>(e.target.value))}
        >
          <option value="">Any</option>
          {CARD_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
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
