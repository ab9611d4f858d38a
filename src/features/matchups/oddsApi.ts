import {
  oddsHistorySchema,
  openingLinesSchema,
  type OddsHistory,
  type OpeningLines,
} from '@domain/contracts/oddsHistory';
import { api } from '@/lib/api';

/** A game's line movement and many games' opening spreads. */
export const oddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOddsHistory: build.query<OddsHistory, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/odds-history` }),
      responseSchema: oddsHistorySchema,
    }),
    /** Ids joined by commas, sorted, so one list of games is one cache entry. */
    getOpeningLines: build.query<OpeningLines, string>({
      query: (ids) => ({ url: '/matchups/opening-lines', params: { ids } }),
      responseSchema: openingLinesSchema,
    }),
  }),
});

export const { useGetOddsHistoryQuery, useGetOpeningLinesQuery } = oddsApi;
