import type { GroupedResultRow, RecordKey, WinTotal } from '@/domain/records';
import { totalRecord } from '@/domain/records';
import { RecordCell } from './RecordCell';

const COLUMNS: readonly { key: RecordKey; label: string }[] = [
  { key: 'moneylineLeans', label: 'Moneyline Leans' },
  { key: 'spreadLeans', label: 'Spread Leans' },
  { key: 'overLeans', label: 'Over Leans' },
  { key: 'underLeans', label: 'Under Leans' },
  { key: 'consensusBets', label: 'Consensus Bets' },
  { key: 'razorBets', label: 'Razor Bets' },
];

interface Props {
  rows: readonly GroupedResultRow[];
  /** The grouping column's heading: Model, Sport or Date. */
  groupLabel: string;
}

/** docs/product.md §2 Total Results columns; the Total column combines leans and bets. */
export function ResultsTable({ rows, groupLabel }: Props) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full min-w-[56rem] text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-400">
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-slate-50 px-3 py-2 text-left dark:bg-slate-800"
              >
                {groupLabel}
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-center">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-center">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-2 text-left font-semibold dark:bg-slate-900"
                >
                  {row.label}
                </th>
                {COLUMNS.map((column) => (
                  <RecordCell key={column.key} record={row[column.key]} />
                ))}
                <RecordCell record={totalRecord(row) satisfies WinTotal} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="text-xs text-slate-500 dark:text-slate-400">
        Total combines the leans and bets of all four markets (moneyline, spread, over, under).
      </figcaption>
    </figure>
  );
}
