import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened } from '@/app/uiSlice';
import { logout } from '@/features/auth/authApi';
import { Button } from '@/components/ui/Button';
import { menuContentClass, menuItemClass } from './HelpMenu';

const ACCOUNT_LINKS = [
  { label: 'Profile', to: '/profile' },
  { label: 'Settings', to: '/settings' },
  { label: 'Enter Picks', to: '/enter-picks' },
];

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0]];
  return letters.join('').toUpperCase();
}

export function AccountMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  if (!user) {
    return <Button onClick={() => dispatch(authDialogOpened('login'))}>Login / Sign Up</Button>;
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label="Account menu"
          className="bg-brand-600 flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold text-white"
        >
          {initials(user.name, user.email)}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold text-slate-500">
            My Account
          </DropdownMenu.Label>
          {ACCOUNT_LINKS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void dispatch(logout())}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
