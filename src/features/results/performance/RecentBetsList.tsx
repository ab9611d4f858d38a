import { shortDate } from '@domain/rules/display';
import type { RecentAiBet } from '@domain/contracts/performance';
import { BET_TYPE_LABELS, sourceText, sportText, unitsText, priceText } from './format';
import { ResultBadge } from './ResultBadge';

/** The recent bets stacked for narrow screens (the table takes over from the sm breakpoint). */
export function RecentBetsList({ bets }: { bets: RecentAiBet[] }) {
  return (
    <ul
      aria-label="Recent bets"
      className="flex flex-col divide-y divide-slate-200 sm:hidden dark:divide-slate-800"
    >
      {bets.map((bet) => (
        <li key={bet.id} className="flex flex-col gap-0.5 py-2 text-sm">
          <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
            <span>
              {shortDate(bet.date)} · {sportText(bet.sport)} · {bet.modelName}
            </span>
            <ResultBadge bet={bet} />
          </div>
          <p>{bet.matchup}</p>
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">
              {BET_TYPE_LABELS[bet.betType]}: {bet.pick} ({priceText(bet.odds, bet.oddsAssumed)})
            </span>
            <span className="tabular-nums">{unitsText(bet.units)}</span>
          </div>
          <p className="text-xs text-slate-500">{sourceText(bet.source)}</p>
        </li>
      ))}
    </ul>
  );
}
