import type { TrackerGroup } from '@domain/rules/tracker';
import { formatChange } from '../format';
import { clvText, percentText, recordText, unitsText } from './betStats';
import { moneyText } from './trackerText';

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
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
          <tr>
            {[groupLabel, ...HEADERS].map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {row.label}
              </th>
              <td className="px-3 py-2">{recordText(row)}</td>
              <td className="px-3 py-2">{percentText(row.winRate)}</td>
              <td className="px-3 py-2">{row.graded === 0 ? '-' : unitsText(row.units)}</td>
              <td className="px-3 py-2">{row.graded === 0 ? '-' : moneyText(row.moneyCents)}</td>
              <td className="px-3 py-2">{row.roi == null ? '-' : formatChange(row.roi)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{clvText(row.meanClv)}</td>
              <td className="px-3 py-2">{percentText(row.beatClose)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
