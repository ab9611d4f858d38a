import { createApi } from '@reduxjs/toolkit/query/react';
import type { AggregatedResultRow } from '@/domain/records';
import {
  aiModelsResponseSchema,
  aiPerformanceResponseSchema,
  totalResultsResponseSchema,
  type AiModel,
  type AiPerformanceResponse,
  type Period,
  type TotalResultsResponse,
} from '@/domain/performance';
import { axiosBaseQuery } from '@/lib/axiosBaseQuery';

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
export const resultsApi = createApi({
  reducerPath: 'resultsApi',
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    getTotalResults: build.query<AggregatedResultRow[], TotalResultsArgs>({
      query: ({ sport, date }) => ({
        url: '/total-results',
        params: { sport: sportParam(sport), date },
      }),
      rawResponseSchema: totalResultsResponseSchema,
      transformResponse: (body: TotalResultsResponse) => body.rows,
    }),
    getAiPerformance: build.query<AiPerformanceResponse, AiPerformanceArgs>({
      query: ({ period, sport }) => ({
        url: '/ai-performance',
        params: { period, sport: sportParam(sport) },
      }),
      responseSchema: aiPerformanceResponseSchema,
    }),
    getAiModels: build.query<AiModel[], undefined>({
      query: () => ({ url: '/ai-models' }),
      responseSchema: aiModelsResponseSchema,
    }),
  }),
});

export const { useGetTotalResultsQuery, useGetAiPerformanceQuery, useGetAiModelsQuery } =
  resultsApi;
