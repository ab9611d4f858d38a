import type { z } from 'zod';
import type { handicapperSchema } from '@domain/contracts/marketplace';
import { rankHandicappers } from '@domain/rules/marketplace';
import { api } from './api';

/** A capper as GET /api/handicappers lists them, with their record from the ledger. */
export type DirectoryCapper = z.infer<typeof handicapperSchema>;

/**
 * GET /api/handicappers on the one api. The marketplace (handicappers), the home page (content)
 * and the /matchups sidebar show the same cappers with the same figures (docs/product.md §3: one
 * set of names, one record each).
 */
export const handicapperDirectoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHandicappers: build.query<DirectoryCapper[], undefined>({
      query: () => ({ url: '/handicappers' }),
      transformResponse: (body: { handicappers: DirectoryCapper[] }) => body.handicappers,
      providesTags: ['Handicappers'],
    }),
  }),
});

export const { useGetHandicappersQuery } = handicapperDirectoryApi;

/**
 * The cappers a short list shows (home page, sidebar), in the one ranking's order
 * (rankHandicappers by ROI): the ranked first, then the small samples by picks graded.
 */
export function topCappers(list: readonly DirectoryCapper[], count: number): DirectoryCapper[] {
  return rankHandicappers(list, 'roi')
    .slice(0, count)
    .map(({ capper }) => capper);
}
