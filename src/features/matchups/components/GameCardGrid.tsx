import { lazy, Suspense } from 'react';
import { CardRow } from './CardRow';
import { FIRST_ROWS, VIRTUALIZE_AFTER } from './MatchupTable';

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
      <Suspense fallback={<PlainGrid ids={ids.slice(0, FIRST_ROWS)} now={now} />}>
        <VirtualCardGrid ids={ids} now={now} />
      </Suspense>
    );
  return <PlainGrid ids={ids} now={now} />;
}
