import { Lock } from 'lucide-react';
import { hiddenLegsText, PICK_LOCKED_TEXT } from '@domain/rules/marketplace';
import type { CapperPick } from '@domain/contracts/marketplace';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { formatInZone } from '@/lib/formatInZone';
import { oddsText } from '@domain/rules/display';
import { sportLabel } from './format';

const RESULT_STYLE: Record<string, string> = {
  win: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  push: 'text-slate-600 dark:text-slate-400',
  pending: 'text-slate-600 dark:text-slate-400',
};

function Selection({ pick }: { pick: NonNullable<CapperPick['pick']> }) {
  const line =
    pick.betType === 'Spread'
      ? pick.spread
      : pick.betType === 'Total'
        ? pick.total
        : pick.moneyLine;
  return (
    <p className="font-medium">
      {pick.team}
      {line ? ` ${line}` : ''}
      {pick.price !== null && (
        <span className="text-slate-500 dark:text-slate-400"> ({oddsText(pick.price)})</span>
      )}
      <span className="text-slate-500 dark:text-slate-400"> · {pick.units} u</span>
    </p>
  );
}

/** A capper's picks, newest first: the selection when the viewer may see it, else a lock. */
export function PickList({
  picks,
  showCapper = false,
  label,
}: {
  picks: CapperPick[];
  showCapper?: boolean;
  label: string;
}) {
  const zone = useAccountTimeZone();
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {picks.map((p) => (
        <li
          key={`${p.handicapperId}:${p.id}`}
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
            <span>
              {showCapper && (
                <strong className="text-slate-800 dark:text-slate-200">
                  {p.handicapperName} ·{' '}
                </strong>
              )}
              {sportLabel(p.sport)} · {p.game}
            </span>
            <time dateTime={p.postedAt}>Posted {formatInZone(p.postedAt, zone, 'dateTime')}</time>
          </div>
          {p.pick ? (
            <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
              <div>
                <Selection pick={p.pick} />
                {p.pick.betMode !== 'single' && p.pick.individualBets.length > 0 && (
                  <ul
                    aria-label="Legs"
                    className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300"
                  >
                    {p.pick.individualBets.map((legText, i) => (
                      <li key={i}>{legText}</li>
                    ))}
                  </ul>
                )}
                {p.hiddenLegs !== undefined && (
                  <p className="mt-1 flex items-center gap-2 text-slate-600 dark:text-slate-400">
                    <Lock className="h-4 w-4" aria-hidden />
                    {hiddenLegsText(p.hiddenLegs)}
                  </p>
                )}
                {p.pick.reasoning && (
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{p.pick.reasoning}</p>
                )}
              </div>
              <p className={`font-semibold capitalize ${RESULT_STYLE[p.pick.status] ?? ''}`}>
                {p.pick.status}
                {p.pick.profit !== null &&
                  ` ${p.pick.profit > 0 ? '+' : ''}${p.pick.profit.toFixed(2)} u`}
              </p>
            </div>
          ) : (
            <p className="mt-2 flex items-center gap-2 text-slate-600 dark:text-slate-400">
              <Lock className="h-4 w-4" aria-hidden />
              {PICK_LOCKED_TEXT}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
