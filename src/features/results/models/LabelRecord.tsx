import { LABEL_RECORD, type LabelRow } from '@domain/pricing/labelRecord';
import { cn } from '@/components/ui/cn';
import { signed } from './evidenceText';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const HEAD = [
  'Label',
  'Prices',
  'Sides',
  'Claimed edge (low end)',
  'ROI (95%)',
  'Units at our stakes',
  'Claim inside the interval',
];

const dash = (row: LabelRow, text: string) => (row.bets ? text : '–');

function Row({ row }: { row: LabelRow }) {
  const all = row.band === 'all prices';
  return (
    <TableRow
      className={cn(
        all
          ? 'border-t border-slate-200 font-medium dark:border-slate-700'
          : 'text-slate-600 dark:text-slate-400',
      )}
    >
      <TableHeaderCell scope="row" className="py-1 pr-2 text-left font-[inherit]">
        {/* A band row's label is read out, not repeated on screen under its label's own row. */}
        <span className={cn(!all && 'sr-only')}>{row.label}</span>
      </TableHeaderCell>
      <TableCell className={cn('pr-2', !all && 'pl-3')}>{row.band}</TableCell>
      <TableCell className="pr-2 text-right">{row.bets}</TableCell>
      <TableCell className="pr-2 text-right">
        {dash(row, `${signed(row.claimed)}% (${signed(row.claimedLow)}%)`)}
      </TableCell>
      <TableCell className="pr-2 text-right">
        {dash(row, `${signed(row.roi)}%`)}
        {row.bets > 0 && (
          <span className="text-xs text-slate-500"> ±{row.interval.toFixed(1)}</span>
        )}
      </TableCell>
      <TableCell className="pr-2 text-right">
        {dash(row, `${signed(row.units, 2)}u of ${row.staked.toFixed(1)}u`)}
      </TableCell>
      <TableCell className="text-right">{dash(row, row.holds ? 'yes' : 'no')}</TableCell>
    </TableRow>
  );
}

/** How sure the table lets us be, from its own numbers. */
function certaintyText(rows: readonly LabelRow[]): string {
  const all = rows.find((r) => r.label === 'All labels' && r.band === 'all prices');
  if (!all || all.bets === 0) return 'No labelled side has been graded on real prices yet.';
  const missed = rows.filter((r) => r.bets > 0 && !r.holds).length;
  const inside =
    missed === 0
      ? 'Every row’s interval still contains the edge it claimed, so these seasons do not show the labels are wrong'
      : `${String(missed)} ${missed === 1 ? 'row’s interval misses' : 'rows’ intervals miss'} the edge it claimed`;
  // A claim is confirmed only once the interval is narrower than the edge it claims.
  const wide = all.interval > Math.abs(all.claimed);
  return (
    `All ${String(all.bets)} labelled sides returned ${signed(all.roi)}% a unit, give or take ` +
    `${all.interval.toFixed(1)} points, against a claimed ${signed(all.claimed)}%. ${inside}` +
    (wide
      ? `; but the interval is far wider than the edges claimed, so two seasons of ${LABEL_RECORD.noun} prices cannot confirm a small edge either. Only many more graded sides can.`
      : '.')
  );
}

/**
 * How labels like a card's have done on real recorded prices (docs/product.md §2 "AI Models"):
 * the stored table of `npm run backtest:labels`, per label and price band. Cards link here.
 */
export function LabelRecord() {
  return (
    <section
      id="label-record"
      aria-labelledby="label-record-heading"
      className="flex scroll-mt-16 flex-col gap-2"
    >
      <h3 id="label-record-heading" className="font-semibold">
        How labels have done on real prices
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The same engine, run on {LABEL_RECORD.source}. A side is counted under the label its card
        would have shown; its claimed edge is the mean expected return at that price, with the low
        end of its range in brackets, the one a label is given on. ROI is one unit a side, with its
        95% interval; units are at the stakes the card suggested.
      </p>
      <Table
        aria-label="Label record on real prices"
        className="w-full text-sm whitespace-nowrap tabular-nums"
      >
        <TableHead className="text-xs text-slate-500">
          <TableRow>
            {HEAD.map((h, i) => (
              <TableHeaderCell
                key={h}
                scope="col"
                className={cn('pr-2 font-medium', i < 2 ? 'text-left' : 'text-right')}
              >
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {LABEL_RECORD.rows.map((r) => (
            <Row key={`${r.label}-${r.band}`} row={r} />
          ))}
        </TableBody>
      </Table>
      <p className="text-sm font-medium">{certaintyText(LABEL_RECORD.rows)}</p>
    </section>
  );
}
