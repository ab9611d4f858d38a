import { lazy, Suspense } from 'react';
import { CardRow } from './CardRow';
import { VIRTUALIZE_AFTER } from './MatchupTable';

/** The cards shown while the virtualized grid loads: a first screen's worth (two rows of two). */
const FIRST_CARDS = 4;

const VirtualCardGrid = lazy(() =>
  import('./VirtualCardGrid').then((m) => ({ default: m.VirtualCardGrid })),
);

function PlainGrid({ ids, now }: { ids: string[]; now: number }) {
  return (
    <div aria-label="Matchups" role="list" className="grid gap-4 md:grid-cols-2">
      <CardRow ids={ids} now={now} />
    </div>
  );
}

/**
 * The game cards of the list view, virtualized past VIRTUALIZE_AFTER games as the table is (the
 * virtualized grid loads then; its first cards show while it does).
 */
export function GameCardGrid({ ids, now }: { ids: string[]; now: number }) {
  if (ids.length > VIRTUALIZE_AFTER)
    return (
      <Suspense fallback={<PlainGrid ids={ids.slice(0, FIRST_CARDS)} now={now} />}>
        <VirtualCardGrid ids={ids} now={now} />
      </Suspense>
    );
  return <PlainGrid ids={ids} now={now} />;
}
