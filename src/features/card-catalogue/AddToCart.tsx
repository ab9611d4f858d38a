import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import type { Card } from './cardSamples';
import { available } from './cart';

/** The add button of a card; disabled when no bot has the card. */
export function AddToCart({ card, onAdd }: { card: Card; onAdd: (card: Card) => void }) {
  const inStock = available(card) > 0;
  return (
    <Button
      size="sm"
      variant="outline"
      className="whitespace-nowrap"
      disabled={!inStock}
      aria-label={`Add ${card.name} to cart`}
      onClick={() => onAdd(card)}
    >
      <ShoppingCart className="h-4 w-4" aria-hidden />
      {inStock ? 'Add' : 'Out of stock'}
    </Button>
  );
}
