import { lazy } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened } from '@/app/uiSlice';
import { PlainButton } from '@/components/ui/PlainButton';
import { LazyDropdownMenu } from '@/components/ui/LazyDropdownMenu';
import { initials } from '@domain/rules/display';

const loadPanels = () => import('./menuPanels');
const AccountMenuPanel = lazy(async () => ({ default: (await loadPanels()).AccountMenuPanel }));

export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  if (!user) {
    return (
      <PlainButton onClick={() => dispatch(authDialogOpened('login'))}>Login / Sign Up</PlainButton>
    );
  }
  return (
    <LazyDropdownMenu
      trigger={
        <button
          type="button"
          aria-label="Account menu"
          className="bg-brand-600 flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold text-white"
        >
          {initials(user.name, user.email)}
        </button>
      }
      panel={AccountMenuPanel}
      panelProps={{ onLogout }}
      preload={loadPanels}
    />
  );
}
