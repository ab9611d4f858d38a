import { shortDate } from '@domain/rules/display';
import { priceText } from './format';
import type { UpcomingPrediction } from '@domain/contracts/performance';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

/** docs/product.md §3 upcoming predictions: date, matchup, pick, odds and confidence (High/Medium). */
export function UpcomingPredictions({ predictions }: { predictions: UpcomingPrediction[] }) {
  if (predictions.length === 0) {
    return <p className="text-sm text-slate-500">No upcoming predictions</p>;
  }
  return (
    <Table className="w-full text-sm">
      <TableHead className="text-left text-xs text-slate-500 uppercase">
        <TableRow>
          <TableHeaderCell scope="col" className="py-1 pr-2">
            Date
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="py-1 pr-2">
            Matchup
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="py-1 pr-2">
            Pick
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="py-1 pr-2">
            Odds
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="py-1">
            Confidence
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody className="divide-y divide-slate-200 dark:divide-slate-800">
        {predictions.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="py-1 pr-2 whitespace-nowrap">{shortDate(p.date)}</TableCell>
            <TableCell className="py-1 pr-2">{p.matchup}</TableCell>
            <TableCell className="py-1 pr-2 font-medium">{p.pick}</TableCell>
            <TableCell className="py-1 pr-2 tabular-nums">
              {priceText(p.odds, p.oddsAssumed)}
            </TableCell>
            <TableCell className="py-1" title={`${Math.round(p.confidencePercent)}%`}>
              {p.confidence}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
