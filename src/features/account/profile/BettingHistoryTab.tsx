import { Download } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { formatInZone, startTimeInZone } from '@/lib/formatInZone';
import { betGameIds, gameStateText } from '@domain/rules/betGames';
import type { BetGame } from '@domain/contracts/betGames';
import { betsCsv } from '@domain/rules/betsCsv';
import { teamName } from '@domain/rules/display';
import { useNowMinute } from '@/hooks/useNowMinute';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { betOdds, csvBetOf, describeBet, describeEvent, type SavedBet } from './bets';
import { ImportCsv } from './ImportCsv';
import { clvText, percentText, summarizeBets, unitsText } from './betStats';
import { ResultBadge } from './ResultBadge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const HEADERS = ['Date', 'Event', 'Bet', 'Odds', 'Stake', 'Result', 'Profit/Loss'];

/**
 * Betting History (docs/product.md §2): the user's own bets from GET /api/bets, newest first; an
 * open bet shows its games as they stand (docs/product.md §9 "Bet tracker"). Exported as CSV and
 * imported from one with the same columns.
 */
export function BettingHistoryTab({
  bets,
  games,
}: {
  bets: SavedBet[];
  games: ReadonlyMap<string, BetGame>;
}) {
  const zone = useAccountTimeZone();
  const now = new Date(useNowMinute());
  const date = (iso: string) => formatInZone(iso, zone, 'date');

  function exportCsv() {
    const blob = new Blob([betsCsv(bets.map(csvBetOf), zone)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `edgewise-betting-history-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  /** The open bet's games as they stand: one line for a single, one per game for a combo. */
  function liveState(bet: SavedBet): string[] {
    if (bet.status !== 'pending') return [];
    const own = betGameIds(bet).flatMap((id) => games.get(id) ?? []);
    return own.map((game) => {
      const state = gameStateText(game, now, (start) => startTimeInZone(start, zone, now));
      return bet.betMode === 'single'
        ? state
        : `${teamName(game.awayTeam, 'Away')} @ ${teamName(game.homeTeam, 'Home')}: ${state}`;
    });
  }

  if (bets.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <div className="self-end">
          <ImportCsv />
        </div>
        <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
          No bets placed yet. Picks you submit on{' '}
          <Link to="/enter-picks" className="text-brand-700 dark:text-brand-500 underline">
            Enter Picks
          </Link>{' '}
          appear here.
        </p>
      </div>
    );
  }
  const { meanClv, beatClose } = summarizeBets(bets);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Closing-line value (no-vig probability points at the close, minus your price&apos;s
        break-even): mean <strong>{clvText(meanClv)}</strong>, beat the close on{' '}
        <strong>{percentText(beatClose)}</strong> of graded bets.
      </p>
      <div className="flex items-start justify-end gap-2">
        <ImportCsv />
        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download className="h-4 w-4" aria-hidden />
          Export CSV
        </Button>
      </div>
      <Table className="w-full text-left text-sm">
        <TableHead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
          <TableRow>
            {HEADERS.map((header) => (
              <TableHeaderCell
                key={header}
                scope="col"
                className="px-3 py-2 font-medium whitespace-nowrap"
              >
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bets.map((bet) => (
            <TableRow
              key={bet.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <TableCell className="px-3 py-2 whitespace-nowrap">{date(bet.createdAt)}</TableCell>
              <TableCell className="px-3 py-2">
                {describeEvent(bet)}
                {liveState(bet).map((state) => (
                  <span
                    key={state}
                    className="block text-xs font-medium text-slate-600 dark:text-slate-300"
                  >
                    {state}
                  </span>
                ))}
              </TableCell>
              <TableCell className="px-3 py-2 font-medium">{describeBet(bet)}</TableCell>
              <TableCell className="px-3 py-2 whitespace-nowrap">
                {betOdds(bet)}
                {bet.book && (
                  <span className="text-xs text-slate-500 dark:text-slate-400"> at {bet.book}</span>
                )}
              </TableCell>
              <TableCell className="px-3 py-2">{bet.units}u</TableCell>
              <TableCell className="px-3 py-2">
                <ResultBadge status={bet.status} />
              </TableCell>
              <TableCell
                className={cn(
                  'px-3 py-2 font-medium',
                  bet.profit != null && bet.profit > 0 && 'text-green-700 dark:text-green-400',
                  bet.profit != null && bet.profit < 0 && 'text-red-600 dark:text-red-400',
                )}
              >
                {unitsText(bet.profit)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
