import { createApi } from '@reduxjs/toolkit/query/react';
import { z } from 'zod';
import { aggregatedResultRowSchema, type AggregatedResultRow } from '@/domain/records';
import { axiosBaseQuery } from '@/lib/axiosBaseQuery';

const totalResultsSchema = z.object({ rows: z.array(aggregatedResultRowSchema) });

export interface TotalResultsArgs {
  /** A sport value, or 'all'. */
  sport: string;
  /** yyyy-MM-dd (US Eastern). */
  date: string;
}

/** The results pages' reads: Total Results, AI Bet Performance and the model catalogue. */
export const resultsApi = createApi({
  reducerPath: 'resultsApi',
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    getTotalResults: build.query<AggregatedResultRow[], TotalResultsArgs>({
      query: ({ sport, date }) => ({
        url: '/total-results',
        params: { sport: sport === 'all' ? undefined : sport, date },
      }),
      rawResponseSchema: totalResultsSchema,
      transformResponse: (body: z.infer<typeof totalResultsSchema>) => body.rows,
    }),
  }),
});

export const { useGetTotalResultsQuery } = resultsApi;
