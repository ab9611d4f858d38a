import type { EdgePicksResponse } from '@domain/contracts/edgePicks';
import { api } from '@/lib/api';

/** What the home page shows of the published picks' record: the summary, no picks. */
export type HeadlineRecord = Pick<EdgePicksResponse, 'summary' | 'open' | 'tooSmall' | 'demo'>;

/**
 * GET /api/edge-picks?limit=0: the whole record of published picks without the picks themselves
 * (docs/product.md "Edges"). No response schema here: zod stays off the home page's first load
 * (docs/benchmarks.md); /ai-models reads the same record with its schema.
 */
export const edgeRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHeadlineRecord: build.query<HeadlineRecord, undefined>({
      query: () => ({ url: '/edge-picks', params: { limit: 0 } }),
      transformResponse: ({ summary, open, tooSmall, demo }: EdgePicksResponse) => ({
        summary,
        open,
        tooSmall,
        demo,
      }),
      providesTags: ['Results'],
    }),
  }),
});

export const { useGetHeadlineRecordQuery } = edgeRecordApi;
