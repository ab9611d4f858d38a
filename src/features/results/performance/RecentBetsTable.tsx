import { shortDate } from '@domain/rules/display';
import type { RecentAiBet } from '@domain/contracts/performance';
import { BET_TYPE_LABELS, sportText, sourceText, unitsText, priceText } from './format';
import { RecentBetsList } from './RecentBetsList';
import { ResultBadge } from './ResultBadge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const HEADERS = [
  'Date',
  'Sport',
  'Matchup',
  'Model',
  'Bet Type',
  'Pick',
  'Odds',
  'Result',
  'Units',
  'Source',
];

/** docs/product.md §3 recent bets: the latest graded AI bets, each marked as imported history or live. */
export function RecentBetsTable({ bets }: { bets: RecentAiBet[] }) {
  if (bets.length === 0) {
    return <p className="p-6 text-center text-slate-500">No data available</p>;
  }
  return (
    <>
      <RecentBetsList bets={bets} />
      <Table wrapperClassName="hidden sm:block" className="w-full min-w-[56rem] text-sm">
        <TableHead className="bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
          <TableRow>
            {HEADERS.map((h) => (
              <TableHeaderCell key={h} scope="col" className="px-3 py-2">
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody className="divide-y divide-slate-200 dark:divide-slate-800">
          {bets.map((bet) => (
            <TableRow key={bet.id}>
              <TableCell className="px-3 py-2 whitespace-nowrap">{shortDate(bet.date)}</TableCell>
              <TableCell className="px-3 py-2">{sportText(bet.sport)}</TableCell>
              <TableCell className="min-w-48 px-3 py-2">{bet.matchup}</TableCell>
              <TableCell className="px-3 py-2">{bet.modelName}</TableCell>
              <TableCell className="px-3 py-2">{BET_TYPE_LABELS[bet.betType]}</TableCell>
              <TableCell className="px-3 py-2 font-medium">{bet.pick}</TableCell>
              <TableCell className="px-3 py-2 tabular-nums">
                {priceText(bet.odds, bet.oddsAssumed)}
              </TableCell>
              <TableCell className="px-3 py-2">
                <ResultBadge bet={bet} />
              </TableCell>
              <TableCell className="px-3 py-2 tabular-nums">{unitsText(bet.units)}</TableCell>
              <TableCell className="px-3 py-2 text-xs whitespace-nowrap text-slate-500">
                {sourceText(bet.source)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
