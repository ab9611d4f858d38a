import type { Sport } from '@domain/rules/sports';
import type { Handicapper } from '../types';

/** docs/product.md §2 filter buttons, in the order the page shows them. */
export const SPORT_FILTERS: { value: Sport | 'all'; label: string }[] = [
  { value: 'all', label: 'All Sports' },
  { value: 'nba', label: 'NBA' },
  { value: 'nfl', label: 'NFL' },
  { value: 'mlb', label: 'MLB' },
  { value: 'nhl', label: 'NHL' },
  { value: 'ncaaf', label: 'NCAAF' },
  { value: 'ncaab', label: 'NCAAB' },
];

export type SportFilter = (typeof SPORT_FILTERS)[number]['value'];

/** docs/product.md §5: name search is a case-insensitive substring; the sport must be one the capper covers. */
export function filterHandicappers(
  list: Handicapper[],
  sport: SportFilter,
  search: string,
): Handicapper[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (h) =>
      (sport === 'all' || h.sports.includes(sport)) &&
      (needle === '' || h.name.toLowerCase().includes(needle)),
  );
}
