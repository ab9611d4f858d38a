import type { EdgePicksResponse } from '@domain/contracts/edgePicks';
import { api, checkedAfterRender } from '@/lib/api';

export interface PublishedPicksArgs {
  /** The page's date, yyyy-MM-dd (US Eastern): the picks of that day's games. */
  date: string;
  /** A sport value, or 'all'. */
  sport: string;
}

/**
 * GET /api/edge-picks?date=&sport=: the picks Edgewise published for a day's games, for the AI
 * Bets / Leans / Locks tabs (docs/product.md "Edges"). One request serves the three tabs.
 */
export const publishedPicksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublishedPicks: build.query<EdgePicksResponse, PublishedPicksArgs>({
      query: ({ date, sport }) => ({
        url: '/edge-picks',
        params: { date, sport: sport === 'all' ? undefined : sport },
      }),
      // Checked after it is shown (src/lib/api.ts): zod stays off /matchups' first load.
      rawResponseSchema: checkedAfterRender('getPublishedPicks', 'edgePicksResponse'),
      providesTags: ['Results'],
    }),
  }),
});

export const { useGetPublishedPicksQuery } = publishedPicksApi;
