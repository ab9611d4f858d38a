import { cn } from '@/components/ui/cn';
import { AddToCart } from './AddToCart';
import type { Card } from './cardSamples';
import { ariaSort, RARITY_NAMES, type Sort, type SortKey } from './catalogue';
import { ManaCost } from './ManaCost';
import { SortButton } from './SortButton';
import { StockBar } from './StockBar';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

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
    <TableHeaderCell
      scope="col"
      aria-sort={ariaSort(sort, key)}
      className={cn('px-3 py-2', className)}
    >
      <SortButton sort={sort} sortKey={key} onSort={onSort} />
    </TableHeaderCell>
  );
  return (
    <Table aria-label="Cards" data-view={mode} className="w-full text-left text-sm">
      <TableHead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
        <TableRow>
          {sortable('name')}
          <TableHeaderCell scope="col" className="px-3 py-2 font-medium">
            Set
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="px-3 py-2 font-medium">
            Rarity
          </TableHeaderCell>
          {sortable('buyPrice', 'text-right')}
          {sortable('sellPrice', 'text-right')}
          <TableHeaderCell scope="col" className="px-3 py-2 font-medium">
            Stock
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="px-3 py-2">
            <span className="sr-only">Cart</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cards.map((card) => (
          <TableRow
            key={card.id}
            className="border-b border-slate-100 last:border-0 dark:border-slate-800"
          >
            <TableHeaderCell
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
                  {list && <span className="text-xs font-normal text-slate-500">{card.type}</span>}
                </div>
              </div>
            </TableHeaderCell>
            <TableCell className="px-3" title={card.set}>
              <span className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-700">
                {card.setIcon}
              </span>
              {list && <span className="ml-2 text-xs text-slate-500">{card.set}</span>}
            </TableCell>
            <TableCell className="px-3" title={RARITY_NAMES[card.rarity]}>
              {card.rarity}
            </TableCell>
            <TableCell className="px-3 text-right tabular-nums">{money(card.buyPrice)}</TableCell>
            <TableCell className="px-3 text-right tabular-nums">{money(card.sellPrice)}</TableCell>
            <TableCell className="px-3">
              <StockBar card={card} />
            </TableCell>
            <TableCell className="px-3 text-right">
              <AddToCart card={card} onAdd={onAdd} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
