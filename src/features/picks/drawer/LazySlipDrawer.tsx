import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';

// The drawer (and the slip components it shows) loads only for a signed-in user.
const SlipDrawer = lazy(async () => ({ default: (await import('./SlipDrawer')).SlipDrawer }));

export function LazySlipDrawer() {
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SlipDrawer />
    </Suspense>
  );
}
