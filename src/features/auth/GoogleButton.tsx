import { Button } from '@/components/ui/Button';
import { GOOGLE_UNAVAILABLE } from '@domain/rules/auth';
import { useGetExternalLoginsQuery } from './externalLoginsApi';

/** "Continue with Google", offered only when the server has Google sign-in configured. */
export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { data: providers, isLoading } = useGetExternalLoginsQuery(undefined);
  const available = providers?.some((p) => p.name === 'Google') ?? false;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <Button
        variant="outline"
        onClick={onClick}
        disabled={disabled || !available}
        aria-describedby={!isLoading && !available ? 'google-unavailable' : undefined}
      >
        <span aria-hidden className="text-brand-600 font-bold">
          G
        </span>
        Continue with Google
      </Button>
      {!isLoading && !available && (
        <p
          id="google-unavailable"
          className="text-center text-xs text-slate-600 dark:text-slate-400"
        >
          {GOOGLE_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
