import { WifiOff } from 'lucide-react';
import { useAppSelector } from '@/app/hooks';
import { selectHubStatus } from '@/app/hubSlice';

export const STALE_TEXT =
  'Live updates paused while we reconnect: scores and odds may be out of date.';
export const CLOSED_TEXT =
  'Live updates stopped: scores and odds may be out of date. Refresh the page to reconnect.';

/** While the hub is reconnecting (or has given up), the games shown may be stale. */
export function StaleBanner() {
  const status = useAppSelector(selectHubStatus);
  const hasGames = useAppSelector((state) => state.matchups.ids.length > 0);
  if (!hasGames || (status !== 'reconnecting' && status !== 'closed')) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden className="h-4 w-4" />
      {status === 'reconnecting' ? STALE_TEXT : CLOSED_TEXT}
    </p>
  );
}
