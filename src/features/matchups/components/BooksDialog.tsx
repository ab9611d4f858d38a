import { lazy, Suspense, useState } from 'react';
import { teamName } from '@domain/rules/display';
import type { PricedMarket } from '@domain/pricing/quotes';
import type { Matchup } from '@domain/contracts/matchup';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';

const BooksBody = lazy(() => import('./BooksBody').then((m) => ({ default: m.BooksBody })));
const LOADING = <p className="text-sm text-slate-500">Loading books...</p>;

/** The Books dialog: every book's prices of the game, market by market, with the fair line they are read against. */
export function BooksDialog({
  matchup,
  market = 'moneyline',
  trigger,
}: {
  matchup: Matchup;
  market?: PricedMarket;
  trigger?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const title = `${teamName(matchup.awayTeam, 'Away')} at ${teamName(matchup.homeTeam, 'Home')}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button size="sm" variant="outline">
            Books
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Books: {title}</DialogTitle>
          <DialogDescription>Every book's current prices; frozen at the start.</DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={LOADING}>
            <BooksBody matchup={matchup} market={market} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
