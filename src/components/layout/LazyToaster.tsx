import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted, wantToaster } from '@/lib/toast';

const AppToaster = lazy(async () => ({ default: (await import('./AppToaster')).AppToaster }));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The app's toaster, mounted on the first interaction or the first toast of the shell (src/lib/toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => wantToaster();
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
