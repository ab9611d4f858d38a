import { cn } from '@/components/ui/cn';

interface OddsButtonProps {
  /** Accessible name: the side and the line as shown ('Boston Celtics spread -4.5'). */
  label: string;
  line: string;
  /** The line before the teaser moved it, shown small beside it. */
  was?: string;
  /** Pressed state of a parlay or teaser leg; undefined in single mode. */
  pressed?: boolean;
  disabledReason?: string;
  onPick: () => void;
}

/** One odds button of a game: a single pick or a parlay/teaser leg. */
export function OddsButton({ label, line, was, pressed, disabledReason, onPick }: OddsButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabledReason !== undefined}
      title={disabledReason}
      onClick={onPick}
      className={cn(
        'flex h-11 w-full flex-col items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors',
        'hover:border-brand-600 hover:bg-brand-50 border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800',
        'disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:border-slate-300 disabled:hover:bg-white',
        pressed && 'border-brand-600 bg-brand-600 hover:bg-brand-700 dark:bg-brand-600 text-white',
      )}
    >
      <span>{line}</span>
      {was && (
        <span
          className={cn('text-[10px] font-normal', pressed ? 'text-white/80' : 'text-slate-500')}
        >
          from {was}
        </span>
      )}
    </button>
  );
}
