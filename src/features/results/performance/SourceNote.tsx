import { Info } from 'lucide-react';
import type { SourceCounts } from '@domain/contracts/performance';

const picks = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'pick' : 'picks'}`;

/** Says how much of the record is replayed history, demo games and live predictions. */
export function SourceNote({ sources }: { sources: SourceCounts }) {
  const total = sources.history + sources.live + sources.demo;
  if (total === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        {sources.history > 0
          ? `Record includes ${picks(sources.history)} replayed on imported historical games ` +
            '(each made from earlier games only) and '
          : 'Record includes '}
        {sources.demo > 0 ? `${picks(sources.demo)} on games of the simulated demo feed, and ` : ''}
        {sources.live > 0
          ? `${picks(sources.live)} predicted live, before a real game started.`
          : 'no live predictions on real games graded yet.'}
      </span>
    </p>
  );
}
