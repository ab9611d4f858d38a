import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Matchup, MatchupPredictions } from '@domain/contracts/matchup';
import { hasStarted, PRE_GAME_TEXT } from '../preGame';
import { useGetMatchupPredictionsQuery } from '../predictionsApi';
import { cn } from '@/components/ui/cn';

/** The analysis text shown: the consensus summary, else the first model's analysis or summary. */
function analysisText(p: MatchupPredictions): string | null {
  if (p.summary) return p.summary;
  const result = p.results.find((r) => r.analysis ?? r.summary);
  return result?.analysis ?? result?.summary ?? null;
}

/** The analysis, asked for when the block opens (the list carries the card only). */
function AnalysisBody({ matchup, id }: { matchup: Matchup; id: string }) {
  const { data, isLoading, isError } = useGetMatchupPredictionsQuery(matchup.id);
  const text = data ? analysisText(data) : null;
  return (
    <div
      id={id}
      className="px-3 pb-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"
    >
      {text !== null && hasStarted(matchup) && (
        <p className="mb-1 text-xs font-semibold text-slate-500">{PRE_GAME_TEXT}</p>
      )}
      {isLoading
        ? 'Loading analysis...'
        : isError
          ? 'The analysis could not be loaded.'
          : (text ?? 'No analysis available')}
    </div>
  );
}

/** The collapsible 'AI Analysis' block of a game card (collapsed at first). */
export function AiAnalysis({ matchup }: { matchup: Matchup }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="rounded-md border border-slate-200 dark:border-slate-800">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
        className="flex w-full items-center justify-between px-3 py-2 text-sm font-medium"
      >
        AI Analysis
        <ChevronDown
          aria-hidden
          className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')}
        />
      </button>
      {expanded && <AnalysisBody matchup={matchup} id={id} />}
    </div>
  );
}
