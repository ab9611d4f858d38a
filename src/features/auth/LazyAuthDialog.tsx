import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';

// The auth dialog (Radix dialog, forms) downloads on first open, not with every page.
const AuthDialog = lazy(async () => ({ default: (await import('./AuthDialog')).AuthDialog }));

/** Mounts the auth dialog once it has been opened, and keeps it mounted afterwards. */
export function LazyAuthDialog() {
  const open = useAppSelector((state) => state.ui.authDialog.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
