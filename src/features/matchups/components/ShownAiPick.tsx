import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { Matchup } from '@domain/contracts/matchup';
import { consensusUnderText, hiddenPicks, hiddenPicksText, shownPicks } from '../picksFilter';
import { consensusPicks } from '../pickText';
import { AiPick } from './AiPick';

/**
 * A game's AI picks as the confidence slider leaves them (docs/product.md §10), and how many it
 * hides; a game whose every pick is under the slider says so, with the slider's value, rather
 * than that it has no consensus.
 */
export function ShownAiPick({ matchup, compact = false }: { matchup: Matchup; compact?: boolean }) {
  const confidence = useAppSelector((state) => state.matchupsView.confidence);
  const shown = useMemo(() => shownPicks(matchup, confidence), [matchup, confidence]);
  const hidden = hiddenPicks(matchup, confidence);
  if (hidden > 0 && consensusPicks(shown).length === 0)
    return <span className="text-sm text-slate-500">{consensusUnderText(confidence)}</span>;
  return (
    <div className="flex flex-col gap-1">
      <AiPick matchup={shown} compact={compact} />
      {hidden > 0 && (
        <span className="text-xs text-slate-500">{hiddenPicksText(hidden, confidence)}</span>
      )}
    </div>
  );
}
