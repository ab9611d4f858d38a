import type { BetType, SummaryRow } from '@domain/rules/aiPicks';
import { ASSUMED_PRICE_TEXT, unitsRoiText } from '@domain/pricing/edgePricing';
import { percentText, recordTone, roi, winRate } from '@domain/rules/figures';
import { cn } from '@/components/ui/cn';
import { ViewGamesDialog } from './ViewGamesDialog';

const BET_TYPE_TITLES: Record<BetType, string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  over: 'Over',
  under: 'Under',
};
const BET_TYPES: BetType[] = ['moneyline', 'spread', 'over', 'under'];

function SummaryCard({
  row,
  heading,
  locks,
}: {
  row: SummaryRow;
  heading: string;
  locks: boolean;
}) {
  const title = BET_TYPE_TITLES[row.betType];
  const losses = row.totalGames - row.wins;
  // The colour follows ROI (money won or lost), never the win rate (docs/product.md §9).
  const tone = row.units === undefined ? 'neutral' : recordTone(roi(row.units, row.totalGames));
  return (
    <section
      aria-label={`${heading} ${title}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 className="font-semibold">{title}</h3>
      {locks && row.count === 0 ? (
        <p className="text-sm text-slate-500">No locks available for this bet type</p>
      ) : (
        <>
          <p className="text-xs text-slate-500">{row.count} picks</p>
          {row.totalGames === 0 ? (
            <p className="text-sm text-slate-500">No concluded games</p>
          ) : (
            <p className="flex items-baseline gap-2">
              <span className="text-xl font-bold">{`${String(row.wins)}-${String(losses)}`}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {percentText(winRate(row.wins, losses))}
              </span>
            </p>
          )}
          {row.totalGames > 0 && row.units !== undefined && (
            // The win-loss beside what it earned at the prices taken.
            <p
              className={cn(
                'text-xs font-medium',
                tone === 'positive'
                  ? 'text-green-600'
                  : tone === 'negative'
                    ? 'text-red-600'
                    : 'text-slate-500',
              )}
            >
              {unitsRoiText({
                wins: row.wins,
                losses: row.totalGames - row.wins,
                pushes: 0,
                units: row.units,
              })}
              {row.assumedPrices ? (
                <span className="ml-1 font-normal text-slate-500">
                  ({row.assumedPrices} at {ASSUMED_PRICE_TEXT})
                </span>
              ) : null}
            </p>
          )}
        </>
      )}
      <ViewGamesDialog title={`${heading}: ${title}`} games={row.games} />
    </section>
  );
}

/** One group's four cards (Moneyline, Spread, Over, Under), or its docs/product.md §8 empty state. */
export function SummaryGrid(props: {
  heading: string;
  rows: SummaryRow[];
  emptyText: string;
  locks?: boolean;
}) {
  const { heading, rows, emptyText, locks = false } = props;
  if (rows.every((r) => r.count === 0))
    return <p className="p-4 text-sm text-slate-500">{emptyText}</p>;
  const byType = new Map(rows.map((r) => [r.betType, r]));
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {BET_TYPES.map((betType) => {
        const row = byType.get(betType) ?? { betType, count: 0, wins: 0, totalGames: 0, games: [] };
        return <SummaryCard key={betType} row={row} heading={heading} locks={locks} />;
      })}
    </div>
  );
}
