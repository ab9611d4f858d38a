import { RootLayout } from '@/components/layout/RootLayout';
import { logout } from '@/features/auth/authApi';
import { LazyAuthDialog } from '@/features/auth/LazyAuthDialog';
import { LazyNotificationBell } from '@/features/notifications/LazyNotificationBell';
import { useAppDispatch } from './hooks';

/** The root layout with the features it frames: the bell, the sign-in dialog, log out. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  return (
    <RootLayout
      topBarActions={<LazyNotificationBell />}
      dialogs={<LazyAuthDialog />}
      onLogout={() => void dispatch(logout())}
    />
  );
}
