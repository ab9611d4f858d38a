import { lazy, Suspense } from 'react';
import { usePageSettled } from '@/lib/idle';

// The bell (and the hub it keeps connected for its pushes) loads only once the first page is drawn.
const NotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).NotificationBell,
}));

export function LazyNotificationBell() {
  const settled = usePageSettled();
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
