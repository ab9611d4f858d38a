import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Deferred } from './Deferred';
import { LazyToaster } from './LazyToaster';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useThemeClass } from './useThemeClass';

// Below the fold on every page (the main area is at least a screen tall), so it loads once the
// page is drawn rather than with the first load of / (docs/benchmarks.md, JavaScript loaded for /).
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));

export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center p-12">
      <span className="border-brand-600 h-8 w-8 animate-spin rounded-full border-4 border-t-transparent" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

interface RootLayoutProps {
  /** Before the help, theme and account menus (the app puts the notification bell there). */
  topBarActions?: ReactNode;
  /** Rendered once beside the page (the app's sign-in dialog). */
  dialogs?: ReactNode;
  /** What "Log out" in the account menu does. */
  onLogout: () => void;
}

/** The page frame. The app fills its slots; the layout knows no feature. */
export function RootLayout({ topBarActions, dialogs, onLogout }: RootLayoutProps) {
  useThemeClass();
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <TopBar actions={topBarActions} onLogout={onLogout} />
      <div className="flex">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="min-h-[calc(100vh-3.5rem)] flex-1 p-4 md:p-6">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <Deferred fallback={null}>
            <Footer />
          </Deferred>
        </div>
      </div>
      {dialogs}
      <LazyToaster />
    </div>
  );
}
