import { cn } from '@/components/ui/cn';
import { Tooltip } from '@/components/ui/Tooltip';
import type { Card } from './cardSamples';
import { botStockText, clampStock } from './catalogue';

/** The stock bar (clamped 0-100) with a tooltip listing each bot's stock ('N+' or 'Out of stock'). */
export function StockBar({ card }: { card: Pick<Card, 'name' | 'stock' | 'botStocks'> }) {
  const level = clampStock(card.stock);
  return (
    <Tooltip
      side="top"
      sideOffset={6}
      content={
        <ul>
          {card.botStocks.map((bot) => (
            <li key={bot.botName} className="flex justify-between gap-4">
              <span>{bot.botName}</span>
              <span>{botStockText(bot.quantity)}</span>
            </li>
          ))}
        </ul>
      }
    >
      <div
        role="meter"
        tabIndex={0}
        aria-label={`Stock of ${card.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        className="focus-visible:outline-brand-600 h-2 w-24 overflow-hidden rounded-full bg-slate-200 focus-visible:outline-2 dark:bg-slate-700"
      >
        <div
          data-testid="stock-fill"
          className={cn(
            'h-full rounded-full',
            level > 50 ? 'bg-brand-600' : level > 0 ? 'bg-amber-500' : 'bg-red-500',
          )}
          style={{ width: `${level}%` }}
        />
      </div>
    </Tooltip>
  );
}
