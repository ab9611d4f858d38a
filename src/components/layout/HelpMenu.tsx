import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { HELP_ITEMS } from './navigation';

export const menuContentClass =
  'z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-md dark:border-slate-700 dark:bg-slate-900';
export const menuItemClass =
  'block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

export function HelpMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" aria-label="Help">
          <CircleHelp className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Help</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          {HELP_ITEMS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
