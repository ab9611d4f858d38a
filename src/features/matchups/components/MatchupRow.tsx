import { memo } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { Matchup } from '@domain/contracts/matchup';
import type { PriceSlotProps } from '@/components/pricing/PriceSlot';
import { PriceSlot } from '@/components/pricing/PriceSlot';
import { selectMatchupById } from '@/app/live/matchupsSlice';
import { GameClock } from './GameClock';
import { ShownAiPick } from './ShownAiPick';
import { StatusBadge } from './StatusBadge';
import { rowTexts, sideQuote } from './rowTexts';

/** Away then home (Over then Under for totals); with `pick`, each price adds its side to the slip. */
function Pair({
  values,
  pick,
}: {
  values: string[];
  pick?: { m: Matchup; betType: PriceSlotProps['betType']; teams: [string, string] };
}) {
  const selections =
    pick?.betType === 'Total' ? (['Over', 'Under'] as const) : (['Away', 'Home'] as const);
  return (
    <div className="flex flex-col">
      {values.map((v, i) => (
        <span key={i} className="whitespace-nowrap">
          {pick && selections[i] ? (
            <PriceSlot
              matchup={pick.m}
              betType={pick.betType}
              selection={selections[i]}
              team={pick.teams[i] ?? ''}
              text={v}
              quote={sideQuote(pick.m, pick.betType, selections[i])}
            />
          ) : (
            v
          )}
        </span>
      ))}
    </div>
  );
}

/** The spread from its opening ('+3.5 → +4.5'), or the current one when it has not moved. */
function spreadMove(current: string[], open: [string, string] | undefined): string[] {
  if (!open) return current;
  return current.map((now, i) =>
    open[i] && open[i] !== now && now !== '-' ? `${open[i]} → ${now}` : now,
  );
}

/** One table row; it reads its own matchup so other rows do not re-render on a push. */
export const MatchupRow = memo(function MatchupRow(props: {
  id: string;
  now: number;
  openSpread?: [string, string] | undefined;
}) {
  const { id, now, openSpread } = props;
  const m = useAppSelector((state) => selectMatchupById(state, id));
  if (!m) return null;
  const t = rowTexts(m);
  return (
    <tr
      aria-label={`${t.away} at ${t.home}`}
      className="border-t border-slate-200 align-top dark:border-slate-800"
    >
      <td className="px-3 py-2">
        <div className="flex flex-col gap-1">
          <span>{t.date}</span>
          <StatusBadge matchup={m} now={now} where="list" />
          <GameClock matchup={m} now={now} />
        </div>
      </td>
      <td className="px-3 py-2 font-medium">
        <Pair values={[t.away, t.home]} />
      </td>
      <td className="px-3 py-2" data-testid="score">
        {t.score}
      </td>
      <td className="px-3 py-2">
        <Pair values={t.ml} pick={{ m, betType: 'MoneyLine', teams: [t.away, t.home] }} />
      </td>
      <td className="px-3 py-2" data-testid="spread">
        <Pair
          values={spreadMove(t.spread, openSpread)}
          pick={{ m, betType: 'Spread', teams: [t.away, t.home] }}
        />
      </td>
      <td className="px-3 py-2">
        <Pair values={t.total} pick={{ m, betType: 'Total', teams: [t.away, t.home] }} />
      </td>
      <td className="px-3 py-2">
        <ShownAiPick matchup={m} compact />
      </td>
    </tr>
  );
});
