import { oddsText, scoreText, shortDate, spreadText, teamName } from '@domain/rules/display';
import type { Matchup, QuoteSide } from '@domain/contracts/matchup';
import type { PriceSlotProps } from '@/components/pricing/PriceSlot';

type Quote = NonNullable<NonNullable<Matchup['quotes']>[QuoteSide]>;

const QUOTE_OF: Record<
  PriceSlotProps['betType'],
  Partial<Record<PriceSlotProps['selection'], QuoteSide>>
> = {
  MoneyLine: { Away: 'awayMoneyLine', Home: 'homeMoneyLine' },
  Spread: { Away: 'awaySpread', Home: 'homeSpread' },
  Total: { Over: 'over', Under: 'under' },
};

/**
 * A side's best book price before the start (the card's `quotes`, docs/product.md §9 "Price
 * taken"): what the card shows for the side and what a click puts in the slip; null without one.
 */
export function sideQuote(
  m: Matchup,
  betType: PriceSlotProps['betType'],
  selection: PriceSlotProps['selection'],
): Quote | null {
  const side = QUOTE_OF[betType][selection];
  return (side && m.quotes?.[side]) ?? null;
}

/**
 * A side's price as the card shows it: its best book price with the point it is at (a spread's
 * and a total's price in brackets), else the posted line.
 */
export function priceText(
  m: Matchup,
  betType: PriceSlotProps['betType'],
  selection: PriceSlotProps['selection'],
): string {
  const q = sideQuote(m, betType, selection);
  const away = selection === 'Away';
  if (betType === 'MoneyLine')
    return oddsText(q ? q.price : away ? m.awayMoneyLine : m.homeMoneyLine);
  if (betType === 'Spread') {
    const point = spreadText(q ? q.point : away ? m.awaySpread : m.homeSpread);
    return q ? `${point} (${oddsText(q.price)})` : point;
  }
  const total = q?.point ?? m.totalPoints;
  if (total == null) return '-';
  const text = `${selection === 'Over' ? 'O' : 'U'} ${total}`;
  return q ? `${text} (${oddsText(q.price)})` : text;
}

/** docs/product.md §2 list columns. */
export const LIST_COLUMNS = [
  'DATE/TIME',
  'MATCHUP',
  'SCORE',
  'ML',
  'SPREAD',
  'TOTAL',
  'AI PICK',
] as const;

/** The cells' texts, shared by the table row and the narrow list card. */
export function rowTexts(m: Matchup) {
  const away = teamName(m.awayTeam, 'Away');
  const home = teamName(m.homeTeam, 'Home');
  return {
    away,
    home,
    date: shortDate(m.date),
    score: `${scoreText(m.awayScore)} - ${scoreText(m.homeScore)}`,
    ml: [priceText(m, 'MoneyLine', 'Away'), priceText(m, 'MoneyLine', 'Home')],
    spread: [priceText(m, 'Spread', 'Away'), priceText(m, 'Spread', 'Home')],
    total: [priceText(m, 'Total', 'Over'), priceText(m, 'Total', 'Under')],
  };
}
