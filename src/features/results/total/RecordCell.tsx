import { cn } from '@/components/ui/cn';
import { roiPercent } from '@/domain/edge';
import { formatRecord, type WinTotal } from '@/domain/records';

const signed = (n: number, digits: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(digits)}`;

/** Units and ROI at the prices taken (issue 16 item 8), so a winning record on favourites shows what it earned. */
function PricedLine({ units, priced }: { units: number; priced: number }) {
  const roi = roiPercent({ wins: 0, losses: priced, pushes: 0, units });
  return (
    <span
      className={cn(
        'block text-[11px] tabular-nums',
        units > 0
          ? 'text-green-600 dark:text-green-400'
          : units < 0
            ? 'text-red-600 dark:text-red-400'
            : 'text-slate-500',
      )}
      title={`${priced} priced picks, one unit each at the price taken`}
    >
      {signed(units, 1)}u · ROI {signed(roi, 1)}%
    </span>
  );
}

/**
 * One docs/product.md §9 record: 'W-L' and the rounded percentage, green above 50%, otherwise red.
 * With no graded picks ('0-0', '0%') there is no win rate to judge, so it is shown muted.
 */
export function RecordCell({ record }: { record: WinTotal }) {
  const shown = formatRecord(record.wins, record.total);
  return (
    <td className="px-3 py-2 text-center whitespace-nowrap">
      <span
        className={cn('block font-medium tabular-nums', record.total === 0 && 'text-slate-400')}
      >
        {shown.text}
      </span>
      <span
        className={cn(
          'block text-xs font-semibold tabular-nums',
          record.total === 0
            ? 'text-slate-400 dark:text-slate-500'
            : shown.positive
              ? 'text-green-600 dark:text-green-400'
              : 'text-red-600 dark:text-red-400',
        )}
      >
        {shown.percent}
      </span>
      {record.priced ? <PricedLine units={record.units ?? 0} priced={record.priced} /> : null}
    </td>
  );
}
