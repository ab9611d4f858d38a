import type { GroupedResultRow, RecordKey } from '@domain/rules/records';
import type { WinTotal } from '@domain/contracts/records';
import { totalRecord } from '@domain/rules/records';
import { RecordCell } from './RecordCell';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@/components/ui/Table';

/**
 * docs/product.md §2 columns, each with what it counts (docs/product.md §9 thresholds). Bets adds the
 * four markets' bets, so the Leans columns plus Bets make Total; Consensus and Razor are
 * moneyline picks counted again from another angle, so they are not added into Total.
 */
const COLUMNS: readonly { key: RecordKey; label: string; counts: string }[] = [
  {
    key: 'moneylineLeans',
    label: 'Moneyline Leans',
    counts: 'moneyline picks whose predicted margin is in the lean band',
  },
  {
    key: 'spreadLeans',
    label: 'Spread Leans',
    counts: 'spread picks whose predicted margin beyond the line is in the lean band',
  },
  {
    key: 'overLeans',
    label: 'Over Leans',
    counts: 'Over picks whose predicted total beats the line by the lean band',
  },
  {
    key: 'underLeans',
    label: 'Under Leans',
    counts: 'Under picks whose predicted total is under the line by the lean band',
  },
  {
    key: 'totalBets',
    label: 'Bets',
    counts: 'picks of all four markets at or past the bet threshold',
  },
  {
    key: 'consensusBets',
    label: 'Consensus Bets',
    counts: 'moneyline picks shared by at least 2 models, each at the bet threshold',
  },
  {
    key: 'razorBets',
    label: 'Razor Bets',
    counts: 'moneyline picks made with a confidence of 85% or more',
  },
];

interface Props {
  rows: readonly GroupedResultRow[];
  /** The grouping column's heading: Model, Sport or Date. */
  groupLabel: string;
}

const TOTAL_COUNTS =
  'every lean and bet of the four markets: the four Leans columns plus Bets (Consensus and Razor are not added)';

/** docs/product.md §2 Total Results columns; the Total column combines leans and bets. */
export function ResultsTable({ rows, groupLabel }: Props) {
  return (
    <figure className="flex flex-col gap-2">
      <Table
        wrapperClassName="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        className="w-full min-w-[56rem] text-sm"
      >
        <TableHead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-400">
          <TableRow>
            <TableHeaderCell
              scope="col"
              className="sticky left-0 bg-slate-50 px-3 py-2 text-left dark:bg-slate-800"
            >
              {groupLabel}
            </TableHeaderCell>
            {COLUMNS.map((column) => (
              <TableHeaderCell
                key={column.key}
                scope="col"
                title={column.counts}
                className="px-3 py-2 text-center"
              >
                {column.label}
              </TableHeaderCell>
            ))}
            <TableHeaderCell scope="col" title={TOTAL_COUNTS} className="px-3 py-2 text-center">
              Total
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableHeaderCell
                scope="row"
                className="sticky left-0 bg-white px-3 py-2 text-left font-semibold dark:bg-slate-900"
              >
                {row.label}
              </TableHeaderCell>
              {COLUMNS.map((column) => (
                <RecordCell key={column.key} record={row[column.key]} />
              ))}
              <RecordCell record={totalRecord(row) satisfies WinTotal} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <figcaption className="flex flex-col gap-2 text-xs text-slate-500 dark:text-slate-400">
        <p>
          Each cell: wins-losses-pushes, the win rate (wins over wins and losses), then units and
          ROI at the prices taken, coloured by ROI; picks with no posted price are counted apart.
          &ldquo;–&rdquo;: no graded pick.
        </p>
        <dl aria-label="What each column counts" className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {[...COLUMNS, { key: 'total', label: 'Total', counts: TOTAL_COUNTS }].map((column) => (
            <div key={column.key}>
              <dt className="inline font-semibold">{column.label}</dt>
              <dd className="inline">: {column.counts}.</dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}
