import { memo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectMatchupById } from '@/lib/hub/matchupsSlice';
import { AiPick } from './AiPick';
import { StatusBadge } from './StatusBadge';
import { rowTexts } from './rowTexts';

function Pair({ values }: { values: string[] }) {
  return (
    <div className="flex flex-col">
      {values.map((v, i) => <span key={i} className="whitespace-nowrap">{v}</span>)}
    </div>
  );
}

/** One table row; it reads its own matchup so other rows do not re-render on a push. */
export const MatchupRow = memo(function MatchupRow({ id, now }: { id: string; now: number }) {
  const m = useAppSelector((state) => selectMatchupById(state, id));
  if (!m) return null;
  const t = rowTexts(m);
  return (
    <tr aria-label={`${t.away} at ${t.home}`} className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="px-3 py-2">
        <div className="flex flex-col gap-1">
          <span>{t.date}</span>
          <StatusBadge matchup={m} now={now} where="list" />
        </div>
      </td>
      <td className="px-3 py-2 font-medium"><Pair values={[t.away, t.home]} /></td>
      <td className="px-3 py-2" data-testid="score">{t.score}</td>
      <td className="px-3 py-2"><Pair values={t.ml} /></td>
      <td className="px-3 py-2"><Pair values={t.spread} /></td>
      <td className="px-3 py-2"><Pair values={t.total} /></td>
      <td className="px-3 py-2"><AiPick matchup={m} compact /></td>
    </tr>
  );
});
