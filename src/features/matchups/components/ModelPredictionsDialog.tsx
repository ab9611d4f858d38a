import { lazy, Suspense } from 'react';
import { teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';

const Predictions = lazy(() =>
  import('./ModelPredictions').then((m) => ({ default: m.Predictions })),
);
const LOADING = <p className="text-sm text-slate-500">Loading predictions...</p>;

/** 'Model Predictions': one column per model plus AVG, and the models-agree badge. */
export function ModelPredictionsDialog(props: {
  matchup: Matchup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { matchup, open, onOpenChange } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Model Predictions</DialogTitle>
          <DialogDescription>
            {teamName(matchup.awayTeam, 'Away')} at {teamName(matchup.homeTeam, 'Home')}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={LOADING}>
            <Predictions matchup={matchup} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
