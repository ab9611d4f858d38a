import { oddsText } from '@domain/rules/display';
import type { ModelPerformance } from '@domain/contracts/performance';
import { roiText, sportText, unitsText, winRateText } from './format';

/** docs/product.md §3 model summary: win rate, ROI, units, total bets, average odds and best sport. */
export function ModelSummaryStats({ model }: { model: ModelPerformance }) {
  const graded = model.totalBets > 0;
  const stats: [string, string][] = [
    ['Win Rate', graded ? winRateText(model.winRate) : '—'],
    ['ROI', graded ? roiText(model.roi) : '—'],
    ['Units', unitsText(model.units)],
    ['Total Bets', String(model.totalBets)],
    ['Avg Odds', model.avgOdds === null ? '—' : oddsText(model.avgOdds)],
    ['Best Sport', sportText(model.bestSport)],
  ];
  return (
    <dl aria-label="Model summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
