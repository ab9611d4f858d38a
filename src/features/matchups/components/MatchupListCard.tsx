import { memo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectMatchupById } from '@/app/live/matchupsSlice';
import { GameClock } from './GameClock';
import { ShownAiPick } from './ShownAiPick';
import { LIST_COLUMNS, rowTexts } from './rowTexts';
import { StatusBadge } from './StatusBadge';

/** The table view on small screens: each row becomes a card with the same labelled fields. */
export const MatchupListCard = memo(function MatchupListCard({
  id,
  now,
}: {
  id: string;
  now: number;
}) {
  const m = useAppSelector((state) => selectMatchupById(state, id));
  if (!m) return null;
  const t = rowTexts(m);
  const fields: [string, string[]][] = [
    [LIST_COLUMNS[2], [t.score]],
    [LIST_COLUMNS[3], t.ml],
    [LIST_COLUMNS[4], t.spread],
    [LIST_COLUMNS[5], t.total],
  ];
  return (
    <li
      aria-label={`${t.away} at ${t.home}`}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>{t.date}</span>
        <span className="flex items-center gap-2">
          <GameClock matchup={m} now={now} />
          <StatusBadge matchup={m} now={now} where="list" />
        </span>
      </div>
      <p className="mt-1 font-medium">
        {t.away} @ {t.home}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            {/* Each value stays on one line; a pair breaks only at its slash. */}
            <dd data-testid={label === 'SCORE' ? 'score' : undefined} className="text-right">
              {value.map((v, i) => (
                <span key={i} className="whitespace-nowrap">
                  {i > 0 && ' / '}
                  {v}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 border-t border-slate-100 pt-2 dark:border-slate-800">
        <span className="block text-xs text-slate-500">{LIST_COLUMNS[6]}</span>
        <ShownAiPick matchup={m} compact />
      </div>
    </li>
  );
});
