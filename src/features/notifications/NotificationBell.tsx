import { formatDistanceToNowStrict } from 'date-fns';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import { formatInZone } from '@/lib/formatInZone';
import { startHub } from '@/lib/hub/hubService';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from './notificationsApi';

/** Re-read every 15 s in case the live connection is down; a push refreshes it at once. */
const REFRESH_MS = 15_000;

/**
 * The top bar's bell (docs/product.md §3): unread count, the latest notifications, mark as read.
 * Signed in, it holds the hub connection on every page, so a push (ReceiveNotification,
 * ReceiveCapperPick) refreshes the bell and My Cappers at once.
 */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.auth.user?.userId ?? null);
  const zone = useAccountTimeZone();
  useEffect(() => {
    if (userId) void dispatch(startHub());
  }, [dispatch, userId]);
  const { data } = useGetNotificationsQuery(userId ?? '', {
    skip: !userId,
    pollingInterval: REFRESH_MS,
  });
  const [markRead] = useMarkNotificationsReadMutation();

  if (!userId) return null;
  const unread = data?.unread ?? 0;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          className="relative flex h-9 w-9 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Bell className="h-5 w-5" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80 rounded-lg shadow-lg">
        <div className="flex items-center justify-between px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm font-semibold">Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <button
              type="button"
              className="text-brand-700 dark:text-brand-500 text-xs font-medium hover:underline"
              onClick={() => void markRead({})}
            >
              Mark all as read
            </button>
          )}
        </div>
        {data?.notifications.length === 0 && (
          <p className="px-3 py-4 text-sm text-slate-600 dark:text-slate-400">
            No notifications yet.
          </p>
        )}
        {data?.notifications.slice(0, 10).map((n) => (
          <DropdownMenuItem key={n.id} asChild>
            <Link
              to={n.link || '/'}
              onClick={() => {
                if (!n.read) void markRead({ ids: [n.id] });
              }}
              className="block rounded-md px-3 py-2 text-sm outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              <span className={n.read ? 'text-slate-600 dark:text-slate-400' : 'font-semibold'}>
                {n.title}
              </span>
              {!n.read && <span className="sr-only"> (unread)</span>}
              <span className="block text-xs whitespace-pre-line text-slate-500 dark:text-slate-400">
                {n.body}
              </span>
              <time
                dateTime={n.createdAt}
                title={formatInZone(n.createdAt, zone, 'dateTime')}
                className="block text-xs text-slate-400"
              >
                {formatDistanceToNowStrict(new Date(n.createdAt), { addSuffix: true })}
              </time>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
