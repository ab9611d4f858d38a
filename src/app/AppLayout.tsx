import { RootLayout } from '@/components/layout/RootLayout';
import { logout } from '@/features/auth/authApi';
import { LazyAuthDialog } from '@/features/auth/LazyAuthDialog';
import { LazyNotificationBell } from '@/features/notifications/LazyNotificationBell';
import { useAppDispatch, useAppSelector } from './hooks';

/** The root layout with the features it frames: the bell, the sign-in dialog, log out. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  // The bell shows nothing signed out: its chunk (and the marketplace schemas it reads with)
  // downloads only for a signed-in user, not with every visitor's first page.
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  return (
    <RootLayout
      topBarActions={signedIn ? <LazyNotificationBell /> : null}
      dialogs={<LazyAuthDialog />}
      onLogout={() => void dispatch(logout())}
    />
  );
}
