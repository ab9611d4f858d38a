import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened, sidebarClosed } from '@/app/uiSlice';
import { ADMIN_ROLE, isHandicapper } from '@domain/rules/roles';
import { PlainButton } from '@/components/ui/PlainButton';
import { clsx } from 'clsx';
import {
  ACCOUNT_ITEMS,
  HANDICAPPER_ITEMS,
  ADMIN_ITEMS,
  MAIN_ITEMS,
  isActive,
  sportItems,
  type NavItem,
} from './navigation';

function Section({ title, items }: { title?: string; items: NavItem[] }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-col gap-1">
      {title && (
        <h2 className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {title}
        </h2>
      )}
      {items.map((item) => {
        const active = isActive(item, pathname, search);
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            className={clsx(
              'rounded-md px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800',
              active &&
                'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100 font-semibold',
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </div>
  );
}

export function Sidebar() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.sidebarOpen);
  const user = useAppSelector((state) => state.auth.user);
  const { pathname } = useLocation();

  useEffect(() => {
    dispatch(sidebarClosed());
  }, [dispatch, pathname]);

  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      className={clsx(
        'fixed inset-y-0 top-14 left-0 z-30 w-60 overflow-y-auto border-r border-slate-200 bg-white p-3 lg:sticky lg:block lg:h-[calc(100vh-3.5rem)] dark:border-slate-800 dark:bg-slate-900',
        open ? 'block' : 'hidden',
      )}
    >
      <nav aria-label="Main" className="flex flex-col gap-2">
        {!user && (
          <PlainButton className="w-full" onClick={() => dispatch(authDialogOpened('login'))}>
            Login / Sign Up
          </PlainButton>
        )}
        <Section title="Sports" items={sportItems()} />
        <Section items={MAIN_ITEMS} />
        {user && <Section title="My Account" items={ACCOUNT_ITEMS} />}
        {isHandicapper(user) && <Section title="Handicapper" items={HANDICAPPER_ITEMS} />}
        {user?.role === ADMIN_ROLE && <Section title="Admin" items={ADMIN_ITEMS} />}
      </nav>
    </aside>
  );
}
