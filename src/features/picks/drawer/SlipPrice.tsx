import { useAppDispatch } from '@/app/hooks';
import type { PriceSlotProps } from '@/components/pricing/PriceSlot';
import { gameState } from '@domain/rules/status';

const MARKET_WORDS: Record<PriceSlotProps['betType'], string> = {
  MoneyLine: 'money line',
  Spread: 'spread',
  Total: 'total',
};

/**
 * A price on /matchups that adds its side to the bet slip when clicked (docs/product.md §2), at
 * the book price it shows when the card names the book (docs/product.md §9 "Price taken");
 * plain text once the game has started or when no line is posted. The slip's rules load with the
 * first click, not with the page.
 */
export function SlipPrice({ matchup, betType, selection, team, text, quote }: PriceSlotProps) {
  const dispatch = useAppDispatch();
  const open = text !== '-' && gameState(matchup, new Date()) === 'upcoming';
  if (!open) return <>{text}</>;
  const side = betType === 'Total' ? selection : `${team} ${MARKET_WORDS[betType]}`;
  const take = async () => {
    const { priceTaken } = await import('./slipActions');
    await dispatch(priceTaken(matchup, betType, selection, { text, quote: quote ?? null }));
  };
  return (
    <button
      type="button"
      aria-label={`Add ${side} ${text} to bet slip`}
      onClick={() => void take()}
      className="hover:bg-brand-50 hover:text-brand-700 dark:hover:bg-brand-950 rounded px-1 tabular-nums underline decoration-dotted underline-offset-2"
    >
      {text}
    </button>
  );
}
