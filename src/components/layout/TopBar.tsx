import type { ReactNode } from 'react';
import { Menu, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { sidebarToggled } from '@/app/uiSlice';
import { buttonVariants } from '@/components/ui/buttonVariants';
import { PlainButton } from '@/components/ui/PlainButton';
import { AccountMenu } from './AccountMenu';
import { HelpMenu } from './HelpMenu';
import { ThemeMenu } from './ThemeMenu';

/** The top bar; `actions` is what the app adds before the help, theme and account menus. */
export function TopBar({ actions, onLogout }: { actions?: ReactNode; onLogout: () => void }) {
  const dispatch = useAppDispatch();
  const sidebarOpen = useAppSelector((state) => state.ui.sidebarOpen);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <PlainButton
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls="app-sidebar"
        onClick={() => dispatch(sidebarToggled())}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </PlainButton>
      <Link
        to="/"
        className="text-brand-700 dark:text-brand-500 flex items-center gap-2 text-lg font-bold"
      >
        <TrendingUp className="h-5 w-5" aria-hidden />
        Edgewise
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Link
          to="/become-handicapper"
          // Hidden on small screens: the variant's own display class gives way (classes joined, not merged).
          className={buttonVariants({ variant: 'outline' }).replace(
            'inline-flex',
            'hidden sm:inline-flex',
          )}
        >
          Join as Handicapper
        </Link>
        {actions}
        <HelpMenu />
        <ThemeMenu />
        <AccountMenu onLogout={onLogout} />
      </div>
    </header>
  );
}
