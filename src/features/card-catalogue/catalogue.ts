import type { Card, Rarity } from './cardSamples';
import type { CardColor } from './manaCost';

export const RARITIES: Rarity[] = ['C', 'U', 'R', 'M'];
export const COLORS: CardColor[] = ['U', 'B', 'W', 'G', 'R', 'C'];
export const CARD_TYPES = [
  'Land',
  'Sorcery',
  'Instant',
  'Enchantment',
  'Planeswalker',
  'Creature',
  'Artifact',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const RARITY_NAMES: Record<Rarity, string> = {
  C: 'Common',
  U: 'Uncommon',
  R: 'Rare',
  M: 'Mythic',
};
export const COLOR_NAMES: Record<CardColor, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colorless',
};

/** The advanced filters; null means Any. */
export interface CardFilters {
  cmc: number | null;
  rarity: Rarity | null;
  color: CardColor | null;
  type: CardType | null;
}

export const NO_FILTERS: CardFilters = { cmc: null, rarity: null, color: null, type: null };

export type SortKey = 'name' | 'buyPrice' | 'sellPrice';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name',
  buyPrice: 'Buy price',
  sellPrice: 'Sell price',
};

/** aria-sort for a column header. */
export function ariaSort(sort: Sort, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export interface CatalogueQuery {
  name: string;
  set: string;
  filters: CardFilters;
  sort: Sort;
}

const contains = (text: string, needle: string) =>
  text.toLowerCase().includes(needle.trim().toLowerCase());

/** Whether a card passes the name and set searches and every advanced filter. */
export function matches(card: Card, { name, set, filters }: Omit<CatalogueQuery, 'sort'>): boolean {
  return (
    contains(card.name, name) &&
    (contains(card.set, set) || contains(card.setIcon, set)) &&
    (filters.cmc == null || card.convertedManaCost === filters.cmc) &&
    (filters.rarity == null || card.rarity === filters.rarity) &&
    (filters.color == null || card.colors.includes(filters.color)) &&
    (filters.type == null || card.type.split(/[\s—-]+/).includes(filters.type))
  );
}

/** The cards to show: filtered, then sorted by the chosen column (name breaks price ties). */
export function queryCatalogue(cards: readonly Card[], query: CatalogueQuery): Card[] {
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const { key } = query.sort;
  return cards
    .filter((card) => matches(card, query))
    .sort((a, b) => {
      const byKey = key === 'name' ? a.name.localeCompare(b.name) : a[key] - b[key];
      return sign * (byKey || a.name.localeCompare(b.name));
    });
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** The chips of the applied filters: one per filter that is not Any. */
export function filterChips(filters: CardFilters): { key: keyof CardFilters; label: string }[] {
  const chips: { key: keyof CardFilters; label: string }[] = [];
  if (filters.cmc != null) chips.push({ key: 'cmc', label: `CMC: ${filters.cmc}` });
  if (filters.rarity)
    chips.push({ key: 'rarity', label: `Rarity: ${RARITY_NAMES[filters.rarity]}` });
  if (filters.color) chips.push({ key: 'color', label: `Color: ${COLOR_NAMES[filters.color]}` });
  if (filters.type) chips.push({ key: 'type', label: `Type: ${filters.type}` });
  return chips;
}

/** The stock bar's fill: docs/product.md §9 clamps it to 0-100. */
export function clampStock(stock: number): number {
  return Number.isFinite(stock) ? Math.min(100, Math.max(0, stock)) : 0;
}

/** A bot's line in the stock tooltip: 'N+' when it has some, else 'Out of stock'. */
export function botStockText(quantity: number): string {
  return quantity > 0 ? `${quantity}+` : 'Out of stock';
}
