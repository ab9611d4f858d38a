import type { SavedBet } from '@domain/contracts/bets';
import type { SaveBetsRequest } from '@domain/contracts/slip';
import { api, checkedAfterRender } from '@/lib/api';

/** The signed-in user's picks: GET /api/bets (newest first) and POST /api/bets (all or nothing). */
export const betsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyBets: build.query<SavedBet[], undefined>({
      query: () => ({ url: '/bets' }),
      // Checked after it is shown (src/lib/api.ts).
      rawResponseSchema: checkedAfterRender('getMyBets', 'betsResponse'),
      transformResponse: (body: { bets: SavedBet[] }) => body.bets,
      providesTags: ['Bets'],
    }),
    // A save changes the user's list and every record built from it. The answer is checked by
    // the caller (success: true), so an odd answer is a failed submission, not a thrown error.
    saveBets: build.mutation<unknown, SaveBetsRequest>({
      query: (body) => ({ url: '/bets', method: 'POST', body }),
      invalidatesTags: ['Bets', 'Handicappers', 'Results'],
    }),
  }),
});

export const { useGetMyBetsQuery, useSaveBetsMutation } = betsApi;
