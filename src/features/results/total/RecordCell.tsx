import { cn } from '@/components/ui/cn';
import { formatRecord, type WinTotal } from '@/domain/records';

/** One SPEC §9 record: 'W-L' and the rounded percentage, green above 50%, otherwise red. */
export function RecordCell({ record }: { record: WinTotal }) {
  const shown = formatRecord(record.wins, record.total);
  return (
    <td className="px-3 py-2 text-center whitespace-nowrap">
      <span className="block font-medium tabular-nums">{shown.text}</span>
      <span
        className={cn(
          'block text-xs font-semibold tabular-nums',
          shown.positive ? 'text-green-600 dark:text-green-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {shown.percent}
      </span>
    </td>
  );
}
