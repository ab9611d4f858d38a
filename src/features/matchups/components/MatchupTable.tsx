import { lazy, Suspense } from 'react';
import { MatchupRow } from './MatchupRow';
import { useOpeningSpreads } from './useOpeningSpreads';
import { MatchupTableHead } from './MatchupTableHead';

/** Past this many rows only the visible ones are rendered. */
export const VIRTUALIZE_AFTER = 100;
/** The first rows shown while the virtualized list loads, a screen's worth. */
export const FIRST_ROWS = 12;

const VirtualTable = lazy(() =>
  import('./VirtualTable').then((m) => ({ default: m.VirtualTable })),
);

/**
 * The matchup table (medium screens and wider), virtualized past 100 rows (the virtualized table
 * loads then, ./VirtualTable.tsx; its first rows show while it does).
 */
export function MatchupTable({ ids, now }: { ids: string[]; now: number }) {
  if (ids.length > VIRTUALIZE_AFTER)
    return (
      <Suspense fallback={<PlainTable ids={ids.slice(0, FIRST_ROWS)} now={now} />}>
        <VirtualTable ids={ids} now={now} />
      </Suspense>
    );
  return <PlainTable ids={ids} now={now} />;
}

function PlainTable({ ids, now }: { ids: string[]; now: number }) {
  const opening = useOpeningSpreads(ids);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" aria-label="Matchups">
        <MatchupTableHead />
        <tbody>
          {ids.map((id) => (
            <MatchupRow key={id} id={id} now={now} openSpread={opening.get(id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
