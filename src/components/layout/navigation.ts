import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '@/app/uiSlice';
import { SPORTS, SPORT_LABELS, type Sport } from '@domain/rules/sports';

export interface NavItem {
  label: string;
  to: string;
  sport?: Sport;
}

/** The sport links always carry today's date (docs/product.md §2). */
export function sportItems(today: Date = new Date()): NavItem[] {
  // The local calendar day as yyyy-MM-dd, written by hand: date-fns's format would bring its
  // formatter into the shell (docs/benchmarks.md, JavaScript loaded for /).
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}`;
  return SPORTS.map((sport) => ({
    label: SPORT_LABELS[sport],
    to: `/matchups/${sport}/${day}`,
    sport,
  }));
}

export const MAIN_ITEMS: NavItem[] = [
  { label: 'Get Pro Picks', to: '/handicappers' },
  { label: 'View AI Results', to: '/ai-bet-performance' },
  { label: 'Total Results', to: '/total-results' },
  { label: 'Join as Handicapper', to: '/become-handicapper' },
  { label: 'Goat Mock', to: '/goat-mock' },
  { label: 'Help', to: '/faq' },
];

export const ACCOUNT_ITEMS: NavItem[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'My Cappers', to: '/my-cappers' },
  { label: 'Subscriptions', to: '/subscriptions' },
  { label: 'Settings', to: '/settings' },
];

export const HANDICAPPER_ITEMS: NavItem[] = [{ label: 'Revenue', to: '/revenue' }];

/** Role Admin only (docs/product.md §6): what came in through the contact form. */
export const ADMIN_ITEMS: NavItem[] = [
  { label: 'Contact Messages', to: '/admin/contact-messages' },
];

/** The account menu's links (signed in). */
export const ACCOUNT_MENU_LINKS: NavItem[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'Settings', to: '/settings' },
  { label: 'Enter Picks', to: '/enter-picks' },
];

export const THEMES: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

export const HELP_ITEMS: NavItem[] = [
  { label: 'FAQ', to: '/faq' },
  { label: 'Tutorials', to: '/tutorials' },
  { label: 'Contact Support', to: '/contact' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
];

/** Active by sport when the path is a matchups page for that sport, else by path. */
export function isActive(item: NavItem, pathname: string, search: string): boolean {
  if (item.sport) {
    const [, page, sport] = pathname.split('/');
    const querySport = new URLSearchParams(search).get('sport');
    return page === 'matchups' && (sport === item.sport || querySport === item.sport);
  }
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
