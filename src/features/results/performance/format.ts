import { ASSUMED_PRICE_TEXT } from '@domain/pricing/edgePricing';
import type { RecordTone } from '@domain/rules/figures';
import { oddsText } from '@domain/rules/display';
import { isSport, SPORT_LABELS } from '@domain/rules/sports';
import type { LedgerSource } from '@domain/contracts/performance';
import type { PerformanceBetType } from '@domain/rules/performance';

export const BET_TYPE_LABELS: Record<PerformanceBetType, string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  over: 'Over',
  under: 'Under',
};

/** Chart colours per bet type (readable on light and dark backgrounds). */
export const BET_TYPE_COLORS: Record<PerformanceBetType, string> = {
  moneyline: '#2563eb',
  spread: '#059669',
  over: '#d97706',
  under: '#9333ea',
};

const signed = (n: number, digits: number) => `${n > 0 ? '+' : ''}${n.toFixed(digits)}`;

/** Profit in units: '+12.34u', '-3.00u', '0.00u'. */
export const unitsText = (units: number) => `${signed(units, 2)}u`;

/** Return on investment: '+5.2%'; '—' without one. */
export const roiText = (roi: number | null) => (roi === null ? '—' : `${signed(roi, 1)}%`);

/** Win rate (domain/rules/figures.ts): '54.3%'; '—' when no bet is decided. */
export const winRateText = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** The colour of a figure that follows ROI (domain/rules/figures.ts recordTone), never win rate. */
export const TONE_CLASS: Record<RecordTone, string> = {
  positive: 'text-green-600 dark:text-green-400',
  negative: 'text-red-600 dark:text-red-400',
  neutral: 'text-slate-500 dark:text-slate-400',
};

/** A sport value as shown ('NBA'); '—' when there is none. */
export function sportText(sport: string | null): string {
  if (!sport) return '—';
  return isSport(sport) ? SPORT_LABELS[sport] : sport.toUpperCase();
}

/** Where a graded pick comes from (its origin), as shown. */
export const sourceText = (source: LedgerSource) =>
  source === 'history' ? 'Imported history' : source === 'demo' ? 'Demo' : 'Live';

/** The price of an AI bet: '-125', or 'assumed -110' when no price was posted. */
export function priceText(odds: number, assumed: boolean): string {
  return assumed ? ASSUMED_PRICE_TEXT : oddsText(odds);
}
