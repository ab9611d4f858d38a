import { AddToCart } from './AddToCart';
import type { Card } from './cardSamples';
import { RARITY_NAMES, type Sort, type SortKey } from './catalogue';
import { ManaCost } from './ManaCost';
import { SortButton } from './SortButton';
import { StockBar } from './StockBar';

interface Props {
  cards: Card[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  onAdd: (card: Card) => void;
}

const SORT_KEYS: SortKey[] = ['name', 'buyPrice', 'sellPrice'];

/** The cards view: a grid of pictures, with the same three sort toggles above it. */
export function CardGrid({ cards, sort, onSort, onAdd }: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label="Sort by"
        className="flex gap-4 text-sm text-slate-600 dark:text-slate-400"
      >
        {SORT_KEYS.map((key) => (
          <SortButton key={key} sort={sort} sortKey={key} onSort={onSort} />
        ))}
      </div>
      <ul aria-label="Cards" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.id}
            aria-label={card.name}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <img src={card.imageUrl} alt={card.name} className="aspect-[63/88] w-full rounded" />
            <div className="flex items-start justify-between gap-2">
              <span className="text-sm font-semibold">{card.name}</span>
              <ManaCost cost={card.manaCost} />
            </div>
            <p className="text-xs text-slate-500">
              {card.type} · {card.setIcon} · {RARITY_NAMES[card.rarity]}
            </p>
            <p className="flex justify-between text-sm tabular-nums">
              <span>Buy ${card.buyPrice.toFixed(2)}</span>
              <span>Sell ${card.sellPrice.toFixed(2)}</span>
            </p>
            <StockBar card={card} />
            <AddToCart card={card} onAdd={onAdd} />
          </li>
        ))}
      </ul>
    </div>
  );
}
