import { shortDate } from '@domain/rules/display';
import { priceText } from './format';
import type { UpcomingPrediction } from '@domain/contracts/performance';

/** docs/product.md §3 upcoming predictions: date, matchup, pick, odds and confidence (High/Medium). */
export function UpcomingPredictions({ predictions }: { predictions: UpcomingPrediction[] }) {
  if (predictions.length === 0) {
    return <p className="text-sm text-slate-500">No upcoming predictions</p>;
  }
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-slate-500 uppercase">
        <tr>
          <th scope="col" className="py-1 pr-2">
            Date
          </th>
          <th scope="col" className="py-1 pr-2">
            Matchup
          </th>
          <th scope="col" className="py-1 pr-2">
            Pick
          </th>
          <th scope="col" className="py-1 pr-2">
            Odds
          </th>
          <th scope="col" className="py-1">
            Confidence
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {predictions.map((p) => (
          <tr key={p.id}>
            <td className="py-1 pr-2 whitespace-nowrap">{shortDate(p.date)}</td>
            <td className="py-1 pr-2">{p.matchup}</td>
            <td className="py-1 pr-2 font-medium">{p.pick}</td>
            <td className="py-1 pr-2 tabular-nums">{priceText(p.odds, p.oddsAssumed)}</td>
            <td className="py-1" title={`${Math.round(p.confidencePercent)}%`}>
              {p.confidence}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
