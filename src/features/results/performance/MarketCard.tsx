import { cn } from '@/components/ui/cn';
import { oddsText } from '@domain/rules/display';
import type { MarketPerformance } from '@domain/contracts/performance';
import { recordTone, wlpText } from '@domain/rules/figures';
import { BET_TYPE_LABELS, TONE_CLASS, roiText, sportText, unitsText, winRateText } from './format';

/**
 * One of the four model cards (moneyline, spread, over, under): docs/product.md §3 model summary
 * fields. The headline is ROI and its colour follows ROI, never the win rate (domain/rules/figures.ts).
 */
export function MarketCard({ market }: { market: MarketPerformance }) {
  const title = `${BET_TYPE_LABELS[market.betType]} Model`;
  const stats: [string, string][] = [
    ['Win Rate', market.totalBets ? winRateText(market.winRate) : '—'],
    ['W-L-P', wlpText(market)],
    ['Units', unitsText(market.units)],
    ['Total Bets', String(market.totalBets)],
    ['Avg Odds', market.avgOdds === null ? '—' : oddsText(market.avgOdds)],
    ['Best Sport', sportText(market.bestSport)],
  ];
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</h3>
      <p>
        <span
          className={cn(
            'text-2xl font-bold tabular-nums sm:text-3xl',
            market.totalBets === 0 ? 'text-slate-400' : TONE_CLASS[recordTone(market.roi)],
          )}
        >
          {market.totalBets ? roiText(market.roi) : '—'}
        </span>
        <span className="block text-xs text-slate-500 sm:inline sm:text-sm"> ROI</span>
      </p>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-xs sm:text-sm">
        {stats.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {market.totalBets === 0 && (
        <p className="text-xs text-slate-500">No graded bets in this period</p>
      )}
    </article>
  );
}
