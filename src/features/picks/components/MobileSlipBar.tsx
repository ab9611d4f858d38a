import { ListChecks } from 'lucide-react';
import { useAppSelector } from '@/app/hooks';
import { selectBetMode, selectPendingLegs, selectSlipEntries } from '../betSlipSlice';

/** On narrow screens the slip sits below every game: this bar keeps its count in view and jumps to it. */
export function MobileSlipBar({ target }: { target: string }) {
  const mode = useAppSelector(selectBetMode);
  const legs = useAppSelector(selectPendingLegs);
  const entries = useAppSelector(selectSlipEntries);
  if (entries.length === 0 && legs.length === 0) return null;
  const parts = [
    ...(mode !== 'single' && legs.length > 0 ? [`${legs.length}-leg ${mode} in progress`] : []),
    `${entries.length} ${entries.length === 1 ? 'pick' : 'picks'} in slip`,
  ];
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-lg backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
      <a
        href={`#${target}`}
        className="flex items-center justify-between gap-2 text-sm font-medium"
      >
        <span className="flex items-center gap-2">
          <ListChecks aria-hidden className="text-brand-600 h-4 w-4" />
          {parts.join(' · ')}
        </span>
        <span className="text-brand-700 dark:text-brand-500">View slip</span>
      </a>
    </div>
  );
}
