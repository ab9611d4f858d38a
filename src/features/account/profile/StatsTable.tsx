import { formatChange } from '../format';
import { percentText, recordText, unitsText, type GroupSummary } from './betStats';

const HEADERS = ['Record', 'Win Rate', 'Units', 'ROI'];

/** One row per group (sport or month): record W-L-P, win rate, units and ROI. */
export function StatsTable({
  caption,
  groupLabel,
  rows,
}: {
  caption: string;
  groupLabel: string;
  rows: GroupSummary[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
        <tr>
          {[groupLabel, ...HEADERS].map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.label}
            className="border-b border-slate-100 last:border-0 dark:border-slate-800"
          >
            <th scope="row" className="px-3 py-2 font-medium">
              {row.label}
            </th>
            <td className="px-3 py-2">{recordText(row)}</td>
            <td className="px-3 py-2">{percentText(row.winRate)}</td>
            <td className="px-3 py-2">{unitsText(row.units)}</td>
            <td className="px-3 py-2">{row.roi == null ? '-' : formatChange(row.roi)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
