import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { AppToaster } from './AppToaster';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useThemeClass } from './useThemeClass';

export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center p-12">
      <span className="border-brand-600 h-8 w-8 animate-spin rounded-full border-4 border-t-transparent" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

// The auth dialog (Radix dialog, forms) downloads on first open, not with every page.
const AuthDialog = lazy(async () => ({
  default: (await import('@/features/auth/AuthDialog')).AuthDialog,
}));

/** Mounts the auth dialog once it has been opened, and keeps it mounted afterwards. */
function LazyAuthDialog() {
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

/** The page frame. `topBarActions` is a slot the app fills (the notification bell). */
export function RootLayout({ topBarActions }: { topBarActions?: ReactNode }) {
  useThemeClass();
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <TopBar actions={topBarActions} />
      <div className="flex">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="min-h-[calc(100vh-3.5rem)] flex-1 p-4 md:p-6">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </div>
      </div>
      <LazyAuthDialog />
      <AppToaster />
    </div>
  );
}
