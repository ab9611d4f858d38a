import { createContext, useContext, type ReactNode } from 'react';
import type { Matchup } from '@domain/contracts/matchup';

/** One side's price as a page shows it: the game, the market, the side, its name and its text. */
export interface PriceSlotProps {
  matchup: Matchup;
  betType: 'MoneyLine' | 'Spread' | 'Total';
  selection: 'Home' | 'Away' | 'Over' | 'Under';
  /** The side's name as shown ('Boston Celtics'); totals are named by their selection. */
  team: string;
  text: string;
  /** The book price the text shows, by the book's key, when it is one book's: the slip takes exactly it. */
  quote?: { book: string; title: string; price: number; point: number | null } | null;
}

const PriceSlotContext = createContext<((props: PriceSlotProps) => ReactNode) | null>(null);

/** The app fills the slot (the bet slip's price button); pages that show prices stay unaware of it. */
export const PriceSlotProvider = PriceSlotContext.Provider;

/** A price: what the app put in the slot, or its plain text. */
export function PriceSlot(props: PriceSlotProps) {
  const render = useContext(PriceSlotContext);
  return render ? render(props) : props.text;
}
