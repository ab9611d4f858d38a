import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { Matchup } from '@domain/contracts/matchup';
import { hiddenPicks, shownPicks } from '../picksFilter';
import { AiPick } from './AiPick';

/** A game's AI picks as the confidence slider leaves them (docs/product.md §10), and how many it hides. */
export function ShownAiPick({ matchup, compact = false }: { matchup: Matchup; compact?: boolean }) {
  const confidence = useAppSelector((state) => state.matchupsView.confidence);
  const shown = useMemo(() => shownPicks(matchup, confidence), [matchup, confidence]);
  const hidden = hiddenPicks(matchup, confidence);
  return (
    <div className="flex flex-col gap-1">
      <AiPick matchup={shown} compact={compact} />
      {hidden > 0 && (
        <span className="text-xs text-slate-500">
          {hidden} AI {hidden === 1 ? 'pick' : 'picks'} below {confidence}% hidden
        </span>
      )}
    </div>
  );
}
