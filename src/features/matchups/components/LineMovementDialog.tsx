import { lazy, Suspense, useState } from 'react';
import { teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Skeleton } from '@/components/ui/Skeleton';

// The dialog's body and, within it, the chart library load when a game's lines are opened, not
// with /matchups (docs/benchmarks.md).
const HistoryBody = lazy(async () => ({
  default: (await import('./LineMovementBody')).HistoryBody,
}));

/** 'Lines' on a game card: the line movement chart with open, current and move since open. */
export function LineMovementDialog({ matchup }: { matchup: Matchup }) {
  const [open, setOpen] = useState(false);
  const away = teamName(matchup.awayTeam, 'Away');
  const home = teamName(matchup.homeTeam, 'Home');
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Lines
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Line movement</DialogTitle>
            <DialogDescription>
              {away} at {home}: every line the game has had, from its opening.
            </DialogDescription>
          </DialogHeader>
          {open && (
            <Suspense
              fallback={
                <div
                  role="status"
                  aria-label="Loading line movement"
                  className="flex flex-col gap-2"
                >
                  <Skeleton className="h-24" />
                  <Skeleton className="h-56" />
                </div>
              }
            >
              <HistoryBody id={matchup.id} away={away} home={home} />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
