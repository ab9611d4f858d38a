import { Link } from 'react-router-dom';
import { longDate } from '@/domain/display';
import { cn } from '@/components/ui/cn';
import { betOdds, describeBet, describeEvent, type SavedBet } from './bets';
import { unitsText } from './betStats';
import { ResultBadge } from './ResultBadge';

const HEADERS = ['Date', 'Event', 'Bet', 'Odds', 'Stake', 'Result', 'Profit/Loss'];

/** Betting History (docs/product.md §2): the user's own bets from GET /api/bets, newest first. */
export function BettingHistoryTab({ bets }: { bets: SavedBet[] }) {
  if (bets.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        No bets placed yet. Picks you submit on{' '}
        <Link to="/enter-picks" className="text-brand-700 dark:text-brand-500 underline">
          Enter Picks
        </Link>{' '}
        appear here.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr
              key={bet.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <td className="px-3 py-2 whitespace-nowrap">{longDate(bet.createdAt)}</td>
              <td className="px-3 py-2">{describeEvent(bet)}</td>
              <td className="px-3 py-2 font-medium">{describeBet(bet)}</td>
              <td className="px-3 py-2">{betOdds(bet)}</td>
              <td className="px-3 py-2">{bet.units}u</td>
              <td className="px-3 py-2">
                <ResultBadge status={bet.status} />
              </td>
              <td
                className={cn(
                  'px-3 py-2 font-medium',
                  bet.profit != null && bet.profit > 0 && 'text-green-700 dark:text-green-400',
                  bet.profit != null && bet.profit < 0 && 'text-red-600 dark:text-red-400',
                )}
              >
                {unitsText(bet.profit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
