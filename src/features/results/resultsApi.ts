import type { AggregatedResultRow } from '@domain/contracts/records';
import type { AiPerformanceResponse, TotalResultsResponse } from '@domain/contracts/performance';
import type { Period } from '@domain/rules/performance';
import type { AiModel } from '@domain/contracts/aiModels';
import type { EdgeEvidence } from '@domain/contracts/edge';
import type { EdgePicksResponse } from '@domain/contracts/edgePicks';
import type { HealthResponse } from '@domain/contracts/health';
import { api, checkedAfterRender } from '@/lib/api';

// Every answer here is checked after it is shown (src/lib/api.ts): zod and the schemas stay off the
// results pages' first load (docs/benchmarks.md, Lighthouse).

/** 'all' goes out as no sport parameter. */
const sportParam = (sport: string) => (sport === 'all' ? undefined : sport);

export interface TotalResultsArgs {
  /** A sport value, or 'all'. */
  sport: string;
  /** yyyy-MM-dd (US Eastern). */
  date: string;
}

export interface AiPerformanceArgs {
  period: Period;
  /** A sport value, or 'all'. */
  sport: string;
}

/** The results pages' reads: Total Results, AI Bet Performance and the model catalogue. */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotalResults: build.query<AggregatedResultRow[], TotalResultsArgs>({
      query: ({ sport, date }) => ({
        url: '/total-results',
        params: { sport: sportParam(sport), date },
      }),
      rawResponseSchema: checkedAfterRender('getTotalResults', 'totalResultsResponse'),
      transformResponse: (body: TotalResultsResponse) => body.rows,
      providesTags: ['Results'],
    }),
    getAiPerformance: build.query<AiPerformanceResponse, AiPerformanceArgs>({
      query: ({ period, sport }) => ({
        url: '/ai-performance',
        params: { period, sport: sportParam(sport) },
      }),
      rawResponseSchema: checkedAfterRender('getAiPerformance', 'aiPerformanceResponse'),
      providesTags: ['Results'],
    }),
    getAiModels: build.query<AiModel[], undefined>({
      query: () => ({ url: '/ai-models' }),
      rawResponseSchema: checkedAfterRender('getAiModels', 'aiModelsResponse'),
      providesTags: ['Models'],
    }),
    // Whether the server plays the demo feed: record pages built on its games say so.
    getFeedOrigin: build.query<HealthResponse, undefined>({
      query: () => ({ url: '/health' }),
      rawResponseSchema: checkedAfterRender('getFeedOrigin', 'healthResponse'),
    }),
    getEdgePicks: build.query<
      EdgePicksResponse,
      { sport?: string; market?: string; label?: string; limit?: number }
    >({
      query: (params) => ({ url: '/edge-picks', params }),
      rawResponseSchema: checkedAfterRender('getEdgePicks', 'edgePicksResponse'),
      providesTags: ['Results'],
    }),
    getEdgeEvidence: build.query<EdgeEvidence, undefined>({
      query: () => ({ url: '/ai-models/evidence' }),
      rawResponseSchema: checkedAfterRender('getEdgeEvidence', 'edgeEvidence'),
      providesTags: ['Models'],
    }),
  }),
});

export const {
  useGetTotalResultsQuery,
  useGetAiPerformanceQuery,
  useGetAiModelsQuery,
  useGetEdgeEvidenceQuery,
  useGetEdgePicksQuery,
  useGetFeedOriginQuery,
} = resultsApi;
