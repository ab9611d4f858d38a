import { cn } from '@/components/ui/cn';
import { AddToCart } from './AddToCart';
import type { Card } from './cardSamples';
import { ariaSort, RARITY_NAMES, type Sort, type SortKey } from './catalogue';
import { ManaCost } from './ManaCost';
import { SortButton } from './SortButton';
import { StockBar } from './StockBar';

interface Props {
  cards: Card[];
  /** list adds the picture and the type line to each row; compact keeps one short line. */
  mode: 'compact' | 'list';
  sort: Sort;
  onSort: (key: SortKey) => void;
  onAdd: (card: Card) => void;
}

const money = (value: number) => `$${value.toFixed(2)}`;

/** The compact and list views: a table whose name, buy price and sell price columns sort. */
export function CardTable({ cards, mode, sort, onSort, onAdd }: Props) {
  const list = mode === 'list';
  const sortable = (key: SortKey, className?: string) => (
    <th scope="col" aria-sort={ariaSort(sort, key)} className={cn('px-3 py-2', className)}>
      <SortButton sort={sort} sortKey={key} onSort={onSort} />
    </th>
  );
  return (
    // relative: the screen-reader-only header is absolutely positioned and must scroll with the table, not widen the page.
    <div className="relative overflow-x-auto">
      <table aria-label="Cards" data-view={mode} className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
          <tr>
            {sortable('name')}
            <th scope="col" className="px-3 py-2 font-medium">
              Set
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Rarity
            </th>
            {sortable('buyPrice', 'text-right')}
            {sortable('sellPrice', 'text-right')}
            <th scope="col" className="px-3 py-2 font-medium">
              Stock
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Cart</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr
              key={card.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <th
                scope="row"
                className={cn('px-3 text-left font-medium', list ? 'py-3' : 'py-1.5')}
              >
                <div className="flex items-center gap-3">
                  {list && <img src={card.imageUrl} alt="" className="h-14 w-10 rounded" />}
                  <div className="flex flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span data-card-name>{card.name}</span>
                      <ManaCost cost={card.manaCost} />
                    </span>
                    {list && (
                      <span className="text-xs font-normal text-slate-500">{card.type}</span>
                    )}
                  </div>
                </div>
              </th>
              <td className="px-3" title={card.set}>
                <span className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-700">
                  {card.setIcon}
                </span>
                {list && <span className="ml-2 text-xs text-slate-500">{card.set}</span>}
              </td>
              <td className="px-3" title={RARITY_NAMES[card.rarity]}>
                {card.rarity}
              </td>
              <td className="px-3 text-right tabular-nums">{money(card.buyPrice)}</td>
              <td className="px-3 text-right tabular-nums">{money(card.sellPrice)}</td>
              <td className="px-3">
                <StockBar card={card} />
              </td>
              <td className="px-3 text-right">
                <AddToCart card={card} onAdd={onAdd} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
