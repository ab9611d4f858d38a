import { lazy } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened } from '@/app/uiSlice';
import { PlainButton } from '@/components/ui/PlainButton';
import { LazyDropdownMenu } from '@/components/ui/LazyDropdownMenu';

const loadPanels = () => import('./menuPanels');
const AccountMenuPanel = lazy(async () => ({ default: (await loadPanels()).AccountMenuPanel }));

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0]];
  return letters.join('').toUpperCase();
}

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
