import type { OddsHistory, OpeningLines } from '@domain/contracts/oddsHistory';
import { api, checkedAfterRender } from '@/lib/api';

// Checked after they are shown (src/lib/api.ts): zod stays off /matchups' first load.
const oddsHistoryContract = () => import('@domain/contracts/oddsHistory');

/** A game's line movement and many games' opening spreads. */
export const oddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOddsHistory: build.query<OddsHistory, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/odds-history` }),
      rawResponseSchema: checkedAfterRender(
        'getOddsHistory',
        async () => (await oddsHistoryContract()).oddsHistorySchema,
      ),
    }),
    /** Ids joined by commas, sorted, so one list of games is one cache entry. */
    getOpeningLines: build.query<OpeningLines, string>({
      query: (ids) => ({ url: '/matchups/opening-lines', params: { ids } }),
      rawResponseSchema: checkedAfterRender(
        'getOpeningLines',
        async () => (await oddsHistoryContract()).openingLinesSchema,
      ),
    }),
  }),
});

export const { useGetOddsHistoryQuery, useGetOpeningLinesQuery } = oddsApi;
