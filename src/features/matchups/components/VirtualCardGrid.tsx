import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { WIDE_QUERY, useMediaQuery } from '@/hooks/useMediaQuery';
import { CardRow } from './CardRow';

// Loaded only for a day past CARDS_VIRTUALIZE_AFTER games (./GameCardGrid.tsx): the virtualizer is not
// on /matchups' first load (docs/benchmarks.md).

/** A row of cards before it is measured: a card with its tabs, odds and AI pick. */
const ROW_ESTIMATE = 440;

/**
 * Past CARDS_VIRTUALIZE_AFTER games, only the rows of cards near the window's viewport are rendered
 * (two cards a row from the md breakpoint); the rest keep their measured height, so the page
 * scrolls as if all were there. The page, not a box, scrolls: the window is the scroll element.
 */
export function VirtualCardGrid({ ids, now }: { ids: string[]; now: number }) {
  const lanes = useMediaQuery(WIDE_QUERY) ? 2 : 1;
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setOffset(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(ids.length / lanes),
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    scrollMargin: offset,
    // A row laid out with no height (no layout engine, as in tests) keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
  });
  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Matchups"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="presentation"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full gap-4 pb-4 md:grid-cols-2"
          style={{ transform: `translateY(${row.start - offset}px)` }}
        >
          <CardRow ids={ids.slice(row.index * lanes, (row.index + 1) * lanes)} now={now} />
        </div>
      ))}
    </div>
  );
}
