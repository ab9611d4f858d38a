import { cn } from '@/components/ui/cn';
import { oddsText, shortDate } from '@/domain/display';
import type { RecentAiBet } from '@/domain/performance';
import { BET_TYPE_LABELS, sportText, unitsText } from './format';

const HEADERS = [
  'Date',
  'Sport',
  'Matchup',
  'Model',
  'Bet Type',
  'Pick',
  'Odds',
  'Result',
  'Units',
  'Source',
];

function ResultBadge({ bet }: { bet: RecentAiBet }) {
  const label = bet.push ? 'Push' : bet.result;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        bet.push
          ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
          : bet.result === 'Win'
            ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
            : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
      )}
    >
      {label}
    </span>
  );
}

/** SPEC §3 recent bets: the latest graded AI bets, each marked as imported history or live. */
export function RecentBetsTable({ bets }: { bets: RecentAiBet[] }) {
  if (bets.length === 0) {
    return <p className="p-6 text-center text-slate-500">No data available</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <thead className="bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {bets.map((bet) => (
            <tr key={bet.id}>
              <td className="px-3 py-2 whitespace-nowrap">{shortDate(bet.date)}</td>
              <td className="px-3 py-2">{sportText(bet.sport)}</td>
              <td className="px-3 py-2">{bet.matchup}</td>
              <td className="px-3 py-2">{bet.modelName}</td>
              <td className="px-3 py-2">{BET_TYPE_LABELS[bet.betType]}</td>
              <td className="px-3 py-2 font-medium">{bet.pick}</td>
              <td className="px-3 py-2 tabular-nums">{oddsText(bet.odds)}</td>
              <td className="px-3 py-2">
                <ResultBadge bet={bet} />
              </td>
              <td className="px-3 py-2 tabular-nums">{unitsText(bet.units)}</td>
              <td className="px-3 py-2 text-xs text-slate-500">
                {bet.source === 'history' ? 'Imported history' : 'Live'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
