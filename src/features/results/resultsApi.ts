import type { AggregatedResultRow } from '@domain/contracts/records';
import {
  aiPerformanceResponseSchema,
  totalResultsResponseSchema,
  type AiPerformanceResponse,
  type TotalResultsResponse,
} from '@domain/contracts/performance';
import type { Period } from '@domain/rules/performance';
import { aiModelsResponseSchema, type AiModel } from '@domain/contracts/aiModels';
import { edgeEvidenceSchema, type EdgeEvidence } from '@domain/contracts/edge';
import { edgePicksResponseSchema, type EdgePicksResponse } from '@domain/contracts/edgePicks';
import { healthResponseSchema, type HealthResponse } from '@domain/contracts/health';
import { api } from '@/lib/api';

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
      rawResponseSchema: totalResultsResponseSchema,
      transformResponse: (body: TotalResultsResponse) => body.rows,
      providesTags: ['Results'],
    }),
    getAiPerformance: build.query<AiPerformanceResponse, AiPerformanceArgs>({
      query: ({ period, sport }) => ({
        url: '/ai-performance',
        params: { period, sport: sportParam(sport) },
      }),
      responseSchema: aiPerformanceResponseSchema,
      providesTags: ['Results'],
    }),
    getAiModels: build.query<AiModel[], undefined>({
      query: () => ({ url: '/ai-models' }),
      responseSchema: aiModelsResponseSchema,
      providesTags: ['Models'],
    }),
    // Whether the server plays the demo feed: record pages built on its games say so.
    getFeedOrigin: build.query<HealthResponse, undefined>({
      query: () => ({ url: '/health' }),
      responseSchema: healthResponseSchema,
    }),
    getEdgePicks: build.query<
      EdgePicksResponse,
      { sport?: string; market?: string; label?: string; limit?: number }
    >({
      query: (params) => ({ url: '/edge-picks', params }),
      responseSchema: edgePicksResponseSchema,
      providesTags: ['Results'],
    }),
    getEdgeEvidence: build.query<EdgeEvidence, undefined>({
      query: () => ({ url: '/ai-models/evidence' }),
      responseSchema: edgeEvidenceSchema,
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
