import { lazy, Suspense } from 'react';

// The bell (and the hub it keeps connected for its pushes) loads only once the app has drawn.
const NotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).NotificationBell,
}));

export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
