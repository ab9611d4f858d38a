import { useReducer, useState } from 'react';
import { AdvancedFilters } from './AdvancedFilters';
import { CardGrid } from './CardGrid';
import { SAMPLE_CARDS } from './cardSamples';
import { CardTable } from './CardTable';
import { cartReducer } from './cart';
import { CartPanel } from './CartPanel';
import { FilterChips } from './FilterChips';
import { SearchFields } from './SearchFields';
import { useCatalogue } from './useCatalogue';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { ViewModeToggle, type ViewMode } from './ViewModeToggle';
import { TooltipProvider } from '@/components/ui/Tooltip';
import { Badge } from '@/components/ui/Badge';

// docs/product.md §9: the cards view falls back to compact at 768px wide or narrower.
export const NARROW_QUERY = '(max-width: 768px)';

/** /goat-mock: the trading-card catalogue mock over a fixed list of 10 sample cards (docs/product.md §2). */
export function CardCataloguePage() {
  const catalogue = useCatalogue();
  const [mode, setMode] = useState<ViewMode>('compact');
  const [cart, dispatch] = useReducer(cartReducer, []);
  const narrow = useMediaQuery(NARROW_QUERY);
  const shown = mode === 'cards' && narrow ? 'compact' : mode;
  const viewProps = {
    cards: catalogue.cards,
    sort: catalogue.sort,
    onSort: catalogue.sortBy,
    onAdd: (card: (typeof catalogue.cards)[number]) => dispatch({ type: 'added', card }),
  };

  return (
    <TooltipProvider>
      <div className="mx-auto flex max-w-7xl flex-col gap-4">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">Trading Card Catalogue</h1>
          <Badge tone="sample">Mock · sample cards and prices</Badge>
        </header>
        <SearchFields
          name={catalogue.name}
          onNameChange={catalogue.setName}
          set={catalogue.set}
          onSetChange={catalogue.setSet}
        />
        <AdvancedFilters
          draft={catalogue.draft}
          onChange={catalogue.setDraft}
          onApply={catalogue.apply}
          onClearAll={catalogue.clearAll}
          cmcError={catalogue.cmcError}
        />
        <FilterChips filters={catalogue.filters} onRemove={catalogue.removeFilter} />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <section aria-label="Results" className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {catalogue.cards.length} of {SAMPLE_CARDS.length} cards
              </p>
              <ViewModeToggle mode={mode} onChange={setMode} />
            </div>
            {mode === 'cards' && narrow && (
              <p className="text-xs text-slate-500">
                The cards view needs a wider screen; showing the compact view.
              </p>
            )}
            {catalogue.cards.length === 0 ? (
              <p className="py-8 text-center text-sm text-slate-500">
                No cards match your search or filters.
              </p>
            ) : shown === 'cards' ? (
              <CardGrid {...viewProps} />
            ) : (
              <CardTable mode={shown} {...viewProps} />
            )}
          </section>
          <div className="lg:w-80 lg:shrink-0">
            <CartPanel lines={cart} dispatch={dispatch} />
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}
