import type { Card } from './cardSamples';

export interface CartLine {
  card: Card;
  quantity: number;
}

export type CartAction =
  | { type: 'added'; card: Card }
  | { type: 'quantitySet'; cardId: string; quantity: number }
  | { type: 'cleared' };

/** How many copies the bots hold between them: the most one order can take. */
export function available(card: Card): number {
  return card.botStocks.reduce((sum, bot) => sum + bot.quantity, 0);
}

/** The cart: adding bumps a line (up to what the bots hold); a quantity of 0 removes the line. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'added': {
      const limit = available(action.card);
      if (limit === 0) return lines;
      const line = lines.find((l) => l.card.id === action.card.id);
      if (!line) return [...lines, { card: action.card, quantity: 1 }];
      return lines.map((l) =>
        l === line ? { ...l, quantity: Math.min(limit, l.quantity + 1) } : l,
      );
    }
    case 'quantitySet': {
      const quantity = Math.floor(action.quantity);
      if (!Number.isFinite(quantity)) return lines;
      return lines.flatMap((l) => {
        if (l.card.id !== action.cardId) return [l];
        return quantity <= 0 ? [] : [{ ...l, quantity: Math.min(available(l.card), quantity) }];
      });
    }
    case 'cleared':
      return [];
  }
}

/** A line's price: the card's buy price times the quantity, in cents-safe rounding. */
export function linePrice(line: CartLine): number {
  return Math.round(line.card.buyPrice * line.quantity * 100) / 100;
}

export function cartTotal(lines: readonly CartLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + linePrice(line) * 100, 0)) / 100;
}
