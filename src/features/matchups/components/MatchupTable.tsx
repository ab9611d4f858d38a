import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { MAX_OPENING_IDS } from '@domain/rules/oddsHistory';
import { spreadText } from '@domain/rules/display';
import { useGetOpeningLinesQuery } from '../oddsApi';
import { MatchupRow } from './MatchupRow';
import { LIST_COLUMNS } from './rowTexts';

/** Past this many rows only the visible ones are rendered. */
export const VIRTUALIZE_AFTER = 100;
const ROW_HEIGHT = 88;

function Head() {
  return (
    <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-500 dark:bg-slate-800">
      <tr>
        {LIST_COLUMNS.map((c) => (
          <th key={c} scope="col" className="px-3 py-2 text-left font-semibold">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The scroll box and the virtualizer live in one component: the box's ref is attached before this
 * component's layout effects run, so the virtualizer finds its scroll element on the first pass.
 */
/** 'open → current' per game for its spread column ('+3.5 → +4.5'), once the opening lines arrive. */
function useOpeningSpreads(ids: string[]): Map<string, [string, string]> {
  const key = useMemo(() => [...ids].sort().slice(0, MAX_OPENING_IDS).join(','), [ids]);
  const { data } = useGetOpeningLinesQuery(key, { skip: key === '' });
  return useMemo(
    () =>
      new Map(
        (data?.spreads ?? []).map((s) => [
          s.matchupId,
          [spreadText(s.awaySpread), spreadText(s.homeSpread)],
        ]),
      ),
    [data],
  );
}

function VirtualTable({ ids, now }: { ids: string[]; now: number }) {
  const opening = useOpeningSpreads(ids);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- read fresh each render; nothing here is compiler-memoized
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      className="max-h-[75vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full text-sm" aria-label="Matchups">
        <Head />
        <tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => {
            const id = ids[item.index];
            return id ? (
              <MatchupRow key={id} id={id} now={now} openSpread={opening.get(id)} />
            ) : null;
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}

/** The matchup table (medium screens and wider), virtualized past 100 rows. */
export function MatchupTable({ ids, now }: { ids: string[]; now: number }) {
  const opening = useOpeningSpreads(ids);
  if (ids.length > VIRTUALIZE_AFTER) return <VirtualTable ids={ids} now={now} />;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" aria-label="Matchups">
        <Head />
        <tbody>
          {ids.map((id) => (
            <MatchupRow key={id} id={id} now={now} openSpread={opening.get(id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
