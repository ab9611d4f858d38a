import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { teamName } from '@domain/rules/display';
import { gameState, statusLabel } from '@domain/rules/status';
import { selectMatchupById } from '@/app/live/matchupsSlice';
import { startInZone } from '@/lib/formatInZone';
import { selectBetMode, selectPendingLegs, selectTeaserPoints } from '../betSlipSlice';
import { oddsPicked } from '../picksActions';
import { oddsCells } from './oddsCells';
import { OddsButton } from './OddsButton';

const CLOSED_REASON = {
  live: 'Game has started: picks are closed',
  finished: 'Game is over: picks are closed',
} as const;

/** One game with its six odds buttons (away/home money line, away/home spread, over/under). */
export function PickCard({ id, now }: { id: string; now: number }) {
  const dispatch = useAppDispatch();
  const matchup = useAppSelector((state) => selectMatchupById(state, id));
  const mode = useAppSelector(selectBetMode);
  const teaserPoints = useAppSelector(selectTeaserPoints);
  const legs = useAppSelector(selectPendingLegs);
  const zone = useAccountTimeZone();
  if (!matchup) return null;

  const state = gameState(matchup, new Date(now));
  const closed = state === 'upcoming' ? undefined : CLOSED_REASON[state];
  const away = teamName(matchup.awayTeam, 'Away');
  const home = teamName(matchup.homeTeam, 'Home');
  const cells = oddsCells(matchup, mode === 'teaser' ? teaserPoints : undefined);
  const chosen = (c: (typeof cells)[number]) =>
    legs.some((l) => l.matchupId === id && l.betType === c.betType && l.selection === c.selection);

  return (
    <article
      aria-label={`${away} at ${home}`}
      className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="mb-2 flex items-center justify-between gap-2 text-xs text-slate-500">
        <span className="font-semibold uppercase">{matchup.sport}</span>
        <span
          className={
            state === 'upcoming' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600'
          }
        >
          {statusLabel(matchup, new Date(now), 'card', startInZone(matchup, zone))}
        </span>
      </header>
      {/* Narrow: each team's name on its own line above its three buttons; wider: a name column. */}
      <div className="grid grid-cols-3 items-center gap-1.5 text-sm sm:grid-cols-[minmax(0,1fr)_repeat(3,minmax(3.75rem,5.5rem))]">
        <span aria-hidden className="hidden sm:block" />
        {['Money Line', 'Spread', 'Total'].map((h) => (
          <span key={h} className="text-center text-xs text-slate-500">
            {h}
          </span>
        ))}
        {(['Away', 'Home'] as const).map((side) => (
          <div key={side} className="contents">
            <span className="col-span-3 truncate font-medium sm:col-span-1 sm:line-clamp-2 sm:leading-tight sm:whitespace-normal">
              {side === 'Away' ? away : home}
            </span>
            {cells
              .filter((c) => c.row === side)
              .map((c) => (
                <OddsButton
                  key={`${c.betType}-${c.selection}`}
                  label={c.label}
                  line={c.line}
                  was={c.was}
                  pressed={mode === 'single' ? undefined : chosen(c)}
                  disabledReason={
                    closed ?? (mode === 'teaser' ? c.teaserBlocked : undefined) ?? c.missing
                  }
                  onPick={() => dispatch(oddsPicked(matchup, c.betType, c.selection))}
                />
              ))}
          </div>
        ))}
      </div>
      {closed && <p className="mt-2 text-xs text-red-600 dark:text-red-400">{closed}</p>}
    </article>
  );
}
