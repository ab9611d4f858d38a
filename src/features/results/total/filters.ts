import { addDays, easternDate } from '@domain/rules/dates';
import { SPORT_LABELS, type Sport } from '@domain/rules/sports';
import type { ResultsView } from '@domain/rules/records';

/** docs/product.md §2 Total Results sport filter, in the documented order. */
export const RESULT_SPORTS = ['all', 'nba', 'nfl', 'mlb', 'nhl', 'ncaab', 'ncaaf'] as const;
export type ResultSport = (typeof RESULT_SPORTS)[number];

export function sportLabel(sport: ResultSport): string {
  return sport === 'all' ? 'All Sports' : SPORT_LABELS[sport satisfies Sport];
}

/** How many days back the Date filter reaches ("Today through 7 days ago"). */
export const DAYS_BACK = 7;

export interface DateChoice {
  date: string;
  label: string;
}

/** Today through 7 days ago (8 choices), as US Eastern calendar dates. */
export function dateChoices(now: Date): DateChoice[] {
  const today = easternDate(now);
  return Array.from({ length: DAYS_BACK + 1 }, (_, back) => ({
    date: addDays(today, -back),
    label: back === 0 ? 'Today' : back === 1 ? 'Yesterday' : `${back} days ago`,
  }));
}

export const VIEWS: readonly { value: ResultsView; label: string; column: string }[] = [
  { value: 'model', label: 'By Model', column: 'Model' },
  { value: 'sport', label: 'By Sport', column: 'Sport' },
  { value: 'date', label: 'By Date', column: 'Date' },
];
