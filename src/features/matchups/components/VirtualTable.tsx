import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { MatchupTableHead } from './MatchupTableHead';
import { useOpeningSpreads } from './useOpeningSpreads';
import { MatchupRow } from './MatchupRow';

// Loaded only for a day past VIRTUALIZE_AFTER games (./MatchupTable.tsx): the virtualizer is not
// on /matchups' first load (docs/benchmarks.md).

const ROW_HEIGHT = 88;

/**
 * The scroll box and the virtualizer live in one component: the box's ref is attached before this
 * component's layout effects run, so the virtualizer finds its scroll element on the first pass.
 */
export function VirtualTable({ ids, now }: { ids: string[]; now: number }) {
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
        <MatchupTableHead />
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
