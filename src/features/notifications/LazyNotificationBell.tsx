import { lazy } from 'react';
import { Deferred } from '@/components/layout/Deferred';

// The bell (and the hub it keeps connected for its pushes) loads only once the first page is drawn.
const NotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).NotificationBell,
}));

export function LazyNotificationBell() {
  return (
    <Deferred fallback={null}>
      <NotificationBell />
    </Deferred>
  );
}
