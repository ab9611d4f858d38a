import { Button } from '@/components/ui/Button';

export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <Button variant="outline" onClick={onClick} disabled={disabled}>
        <span aria-hidden className="font-bold text-brand-600">
          G
        </span>
        Continue with Google
      </Button>
    </div>
  );
}
