import { useMemo, useState } from 'react';
import { SAMPLE_CARDS } from './cardSamples';
import {
  NO_FILTERS,
  nextSort,
  queryCatalogue,
  type CardFilters,
  type Sort,
  type SortKey,
} from './catalogue';
import { parseCmcFilter } from './manaCost';

/** The advanced-filter form as typed: the cost stays text until Apply checks it. */
export type FilterDraft = Omit<CardFilters, 'cmc'> & { cmc: string };

const EMPTY_DRAFT: FilterDraft = { ...NO_FILTERS, cmc: '' };

/** The catalogue's state: searches, the filter form and its applied filters, and the sort. */
export function useCatalogue() {
  const [name, setName] = useState('');
  const [set, setSet] = useState('');
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_DRAFT);
  const [filters, setFilters] = useState<CardFilters>(NO_FILTERS);
  const [cmcError, setCmcError] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });

  const cards = useMemo(
    () => queryCatalogue(SAMPLE_CARDS, { name, set, filters, sort }),
    [name, set, filters, sort],
  );

  function apply() {
    const cmc = parseCmcFilter(draft.cmc);
    if (!cmc.ok) {
      setCmcError(cmc.error);
      return;
    }
    setCmcError(null);
    setFilters({ ...draft, cmc: cmc.value });
  }

  function clearAll() {
    setDraft(EMPTY_DRAFT);
    setFilters(NO_FILTERS);
    setCmcError(null);
  }

  /** Removing a chip drops that filter from both the applied filters and the form. */
  function removeFilter(key: keyof CardFilters) {
    setFilters((current) => ({ ...current, [key]: null }));
    setDraft((current) => ({ ...current, [key]: key === 'cmc' ? '' : null }));
  }

  return {
    cards,
    name,
    setName,
    set,
    setSet,
    draft,
    setDraft,
    filters,
    cmcError,
    apply,
    clearAll,
    removeFilter,
    sort,
    sortBy: (key: SortKey) => setSort((current) => nextSort(current, key)),
  };
}
