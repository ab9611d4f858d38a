import { cn } from '@/components/ui/cn';
import { percentText, recordTone, roi, winRate, wlpText } from '@domain/rules/figures';
import type { WinTotal } from '@domain/contracts/records';
import { TableCell } from '@/components/ui/Table';

const signed = (n: number, digits: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(digits)}`;

const TONE: Record<ReturnType<typeof recordTone>, string> = {
  positive: 'text-green-600 dark:text-green-400',
  negative: 'text-red-600 dark:text-red-400',
  neutral: 'text-slate-500 dark:text-slate-400',
};

/**
 * One Total Results record (docs/product.md §9): W-L-P and the win rate (wins / (wins + losses),
 * domain/rules/figures.ts), uncoloured; then units and ROI over the picks that had a price,
 * coloured by ROI; picks without a price are counted and said apart, never hidden in the ROI.
 * No graded pick: '–'.
 */
export function RecordCell({ record }: { record: WinTotal }) {
  if (record.total === 0) {
    return (
      <TableCell className="px-3 py-2 text-center text-slate-400" title="No graded picks">
        –
      </TableCell>
    );
  }
  const pushes = record.pushes ?? 0;
  const losses = record.total - record.wins - pushes;
  const priced = record.priced ?? 0;
  const unpriced = record.total - priced;
  const units = record.units ?? 0;
  const roiValue = roi(units, priced);
  return (
    <TableCell className="px-3 py-2 text-center whitespace-nowrap">
      <span className="block font-medium tabular-nums" title="wins-losses-pushes">
        {wlpText({ wins: record.wins, losses, pushes })}
      </span>
      <span className="block text-xs text-slate-600 tabular-nums dark:text-slate-300">
        {percentText(winRate(record.wins, losses))}
      </span>
      {priced > 0 && (
        <span
          className={cn('block text-[11px] tabular-nums', TONE[recordTone(roiValue)])}
          title={`${priced} priced ${priced === 1 ? 'pick' : 'picks'}, one unit each at the price taken`}
        >
          {signed(units, 1)}u · ROI {roiValue === null ? '–' : `${signed(roiValue, 1)}%`}
        </span>
      )}
      {unpriced > 0 && (
        <span className="block text-[11px] text-slate-500 dark:text-slate-400">
          {unpriced} unpriced (no posted price)
        </span>
      )}
    </TableCell>
  );
}
