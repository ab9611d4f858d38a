import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Matchup } from '@domain/contracts/matchup';
import { hasStarted, PRE_GAME_TEXT } from '../preGame';
import { cn } from '@/components/ui/cn';

/** The analysis text shown: the consensus summary, else the first model's analysis or summary. */
function analysisText(m: Matchup): string | null {
  if (m.aiConsensus?.summary) return m.aiConsensus.summary;
  const result = (m.aiResults ?? []).find((r) => r.analysis ?? r.summary);
  return result?.analysis ?? result?.summary ?? null;
}

/** The collapsible 'AI Analysis' block of a game card (collapsed at first). */
export function AiAnalysis({ matchup }: { matchup: Matchup }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = analysisText(matchup);
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
      {expanded && (
        <div
          id={id}
          className="px-3 pb-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"
        >
          {text !== null && hasStarted(matchup) && (
            <p className="mb-1 text-xs font-semibold text-slate-500">{PRE_GAME_TEXT}</p>
          )}
          {text ?? 'No analysis available'}
        </div>
      )}
    </div>
  );
}
