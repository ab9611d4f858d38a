import type { TrackerGroup } from '@domain/rules/tracker';
import { formatChange } from '../format';
import { clvText, percentText, recordText, unitsText } from './betStats';
import { moneyText } from './trackerText';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const HEADERS = ['Record', 'Win Rate', 'Units', 'Money', 'ROI', 'Mean CLV', 'Beat Close'];

/**
 * One row per group (sport, market or month): record W-L-P, win rate, units and money won, ROI,
 * mean CLV and the share beating the close (domain/rules/tracker.ts).
 */
export function TrackerTable({
  caption,
  groupLabel,
  rows,
}: {
  caption: string;
  groupLabel: string;
  rows: TrackerGroup[];
}) {
  return (
    <Table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
        <TableRow>
          {[groupLabel, ...HEADERS].map((header) => (
            <TableHeaderCell
              key={header}
              scope="col"
              className="px-3 py-2 font-medium whitespace-nowrap"
            >
              {header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            className="border-b border-slate-100 last:border-0 dark:border-slate-800"
          >
            <TableHeaderCell scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {row.label}
            </TableHeaderCell>
            <TableCell className="px-3 py-2">{recordText(row)}</TableCell>
            <TableCell className="px-3 py-2">{percentText(row.winRate)}</TableCell>
            <TableCell className="px-3 py-2">
              {row.graded === 0 ? '-' : unitsText(row.units)}
            </TableCell>
            <TableCell className="px-3 py-2">
              {row.graded === 0 ? '-' : moneyText(row.moneyCents)}
            </TableCell>
            <TableCell className="px-3 py-2">
              {row.roi == null ? '-' : formatChange(row.roi)}
            </TableCell>
            <TableCell className="px-3 py-2 whitespace-nowrap">{clvText(row.meanClv)}</TableCell>
            <TableCell className="px-3 py-2">{percentText(row.beatClose)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
