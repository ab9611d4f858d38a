import { cn } from '@/components/ui/cn';
import { formatRecord, type WinTotal } from '@/domain/records';

/**
 * One SPEC §9 record: 'W-L' and the rounded percentage, green above 50%, otherwise red.
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
    </td>
  );
}
