import type { OddsHistory, OpeningLines } from '@domain/contracts/oddsHistory';
import { api, checkedAfterRender } from '@/lib/api';

// Checked after they are shown (src/lib/api.ts): zod stays off /matchups' first load.

/** A game's line movement and many games' opening spreads. */
export const oddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOddsHistory: build.query<OddsHistory, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/odds-history` }),
      rawResponseSchema: checkedAfterRender('getOddsHistory', 'oddsHistory'),
    }),
    /** Ids joined by commas, sorted, so one list of games is one cache entry. */
    getOpeningLines: build.query<OpeningLines, string>({
      query: (ids) => ({ url: '/matchups/opening-lines', params: { ids } }),
      rawResponseSchema: checkedAfterRender('getOpeningLines', 'openingLines'),
    }),
  }),
});

export const { useGetOddsHistoryQuery, useGetOpeningLinesQuery } = oddsApi;
