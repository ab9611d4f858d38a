import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { available, cartTotal, linePrice, type CartAction, type CartLine } from './cart';

const money = (value: number) => `$${value.toFixed(2)}`;

/** The cart: quantity per line, line prices, total, Clear and CHECKOUT (no action in this mock). */
export function CartPanel({
  lines,
  dispatch,
}: {
  lines: CartLine[];
  dispatch: (action: CartAction) => void;
}) {
  const setQuantity = (cardId: string, quantity: number) =>
    dispatch({ type: 'quantitySet', cardId, quantity });
  return (
    <aside
      aria-label="Cart"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold">Cart</h2>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">Your cart is empty.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lines.map((line) => (
            <li
              key={line.card.id}
              aria-label={line.card.name}
              className="flex items-center gap-2 text-sm"
            >
              <span className="flex-1 truncate">{line.card.name}</span>
              <Button
                size="icon"
                variant="ghost"
                className="h-7 w-7"
                aria-label={`Fewer ${line.card.name}`}
                onClick={() => setQuantity(line.card.id, line.quantity - 1)}
              >
                <Minus className="h-3 w-3" aria-hidden />
              </Button>
              <Input
                type="number"
                min={0}
                max={available(line.card)}
                value={line.quantity}
                aria-label={`Quantity of ${line.card.name}`}
                onChange={(e) =>
                  e.target.value !== '' && setQuantity(line.card.id, Number(e.target.value))
                }
                className="h-7 w-12 rounded px-1 text-center"
              />
              <Button
                size="icon"
                variant="ghost"
                className="h-7 w-7"
                aria-label={`More ${line.card.name}`}
                disabled={line.quantity >= available(line.card)}
                onClick={() => setQuantity(line.card.id, line.quantity + 1)}
              >
                <Plus className="h-3 w-3" aria-hidden />
              </Button>
              <span
                className="w-16 text-right tabular-nums"
                aria-label={`Line price of ${line.card.name}`}
              >
                {money(linePrice(line))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between border-t border-slate-200 pt-2 font-semibold dark:border-slate-800">
        <span>Total</span>
        <span aria-label="Cart total" className="tabular-nums">
          {money(cartTotal(lines))}
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          className="flex-1"
          disabled={lines.length === 0}
          onClick={() => dispatch({ type: 'cleared' })}
        >
          Clear
        </Button>
        {/* docs/product.md §2: CHECKOUT has no action in this mock. */}
        <Button className="flex-1" aria-describedby="checkout-note">
          CHECKOUT
        </Button>
      </div>
      <p id="checkout-note" className="text-xs text-slate-500">
        This is a mock catalogue: checkout is not available.
      </p>
    </aside>
  );
}
