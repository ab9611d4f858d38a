import { cn } from '@/components/ui/cn';
import { oddsText } from '@/domain/display';
import type { MarketPerformance } from '@/domain/performance';
import { BET_TYPE_LABELS, roiText, sportText, unitsText, winRateText } from './format';

/** One of the four model cards (moneyline, spread, over, under): docs/product.md §3 model summary fields. */
export function MarketCard({ market }: { market: MarketPerformance }) {
  const title = `${BET_TYPE_LABELS[market.betType]} Model`;
  const stats: [string, string][] = [
    ['ROI', market.totalBets ? roiText(market.roi) : '—'],
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
            market.totalBets === 0
              ? 'text-slate-400'
              : market.winRate > 50
                ? 'text-green-600 dark:text-green-400'
                : 'text-red-600 dark:text-red-400',
          )}
        >
          {market.totalBets ? winRateText(market.winRate) : '—'}
        </span>
        <span className="block text-xs text-slate-500 sm:inline sm:text-sm"> win rate</span>
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
