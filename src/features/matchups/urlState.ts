import { isIsoDate } from '@domain/rules/dates';
import { SPORTS, isSport } from '@domain/rules/sports';
import type { MatchupsQuery, SportFilter } from '@/app/live/matchupsSlice';

/** The sport filter's choices on the page (docs/product.md §2); the sidebar also reaches ncaaf and ncaab. */
/** Every sport the product covers (docs/product.md §1), NCAAF and NCAAB included. */
export const FILTER_SPORTS: SportFilter[] = ['all', ...SPORTS];

/** Reads sport and date from /matchups/:sport/:date or ?sport=&date=; bad or missing → all, today. */
export function parseMatchupsLocation(
  params: { sport?: string; date?: string },
  search: string,
  today: string,
): MatchupsQuery {
  const query = new URLSearchParams(search);
  const sportText = (params.sport ?? query.get('sport') ?? 'all').toLowerCase();
  const dateText = params.date ?? query.get('date');
  return {
    sport: isSport(sportText) ? sportText : 'all',
    date: isIsoDate(dateText) ? dateText : today,
  };
}

/** The canonical URL of a query: /matchups/{sport}/{date}, or /matchups?date= for all sports. */
export function matchupsUrl(query: MatchupsQuery): string {
  return query.sport === 'all'
    ? `/matchups?date=${query.date}`
    : `/matchups/${query.sport}/${query.date}`;
}
