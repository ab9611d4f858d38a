import { MarketplaceEvent } from '@domain/rules/hub';
import type { CapperPick } from '@domain/contracts/marketplace';
import type {
  ApplicationResponse,
  HandicapperApplication,
} from '@domain/contracts/marketplaceApplication';
import { api, checkedAfterRender } from '@/lib/api';
import { hub } from '@/lib/hub/hubService';
import type { CapperSubscription, HandicapperDetail } from './types';

// A capper's picks are checked after they are shown (src/lib/api.ts).
const capperPicks = checkedAfterRender('capperPicks', 'capperPicksResponse');

// The directory read is shared with the home page and the /matchups sidebar (src/app).
export { useGetHandicappersQuery } from '@/lib/handicapperDirectoryApi';

/** The marketplace's reads and writes, on the one client API (src/lib/api.ts). */
export const handicappersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The viewer is part of the cache key so `subscribed` is refetched when someone signs in or out.
    getHandicapper: build.query<HandicapperDetail, { id: string; viewer: string | null }>({
      query: ({ id }) => ({ url: `/handicappers/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Handicappers', id }],
    }),
    // A capper's picks as this viewer may see them (the API hides a pick's selection until start).
    getCapperPicks: build.query<CapperPick[], { id: string; viewer: string | null }>({
      query: ({ id }) => ({ url: `/handicappers/${encodeURIComponent(id)}/picks` }),
      rawResponseSchema: capperPicks,
      transformResponse: (body: { picks: CapperPick[] }) => body.picks,
      providesTags: ['Picks'],
    }),
    // My Cappers: every subscribed capper's picks, newest first.
    getMyCapperPicks: build.query<CapperPick[], string>({
      query: () => ({ url: '/my-cappers/picks' }),
      rawResponseSchema: capperPicks,
      transformResponse: (body: { picks: CapperPick[] }) => body.picks,
      providesTags: ['Picks'],
    }),
    getMySubscriptions: build.query<CapperSubscription[], string>({
      query: () => ({ url: '/subscriptions' }),
      transformResponse: (body: { subscriptions: CapperSubscription[] }) => body.subscriptions,
      providesTags: ['Subscriptions'],
    }),
    // 201/200: the subscription; 202: Stripe Checkout's address, where the browser goes to pay.
    subscribe: build.mutation<{ checkoutUrl?: string }, string>({
      query: (id) => ({
        url: `/handicappers/${encodeURIComponent(id)}/subscription`,
        method: 'POST',
      }),
      invalidatesTags: ['Handicappers', 'Subscriptions', 'Picks'],
    }),
    unsubscribe: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/handicappers/${encodeURIComponent(id)}/subscription`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Handicappers', 'Subscriptions', 'Picks'],
    }),
    // A novice is a handicapper on the answer: the caller refreshes the signed-in user.
    submitApplication: build.mutation<ApplicationResponse, HandicapperApplication>({
      query: (body) => ({ url: '/handicapper-applications', method: 'POST', body }),
      rawResponseSchema: checkedAfterRender('application', 'applicationResponse'),
      invalidatesTags: ['Handicappers', 'Notifications'],
    }),
  }),
});

export const {
  useSubmitApplicationMutation,
  useGetHandicapperQuery,
  useGetCapperPicksQuery,
  useGetMyCapperPicksQuery,
  useGetMySubscriptionsQuery,
  useSubscribeMutation,
  useUnsubscribeMutation,
} = handicappersApi;

// A followed capper's pick pushed to this user (docs/hub.md §2.5) means the cached picks are stale.
hub.on(MarketplaceEvent.ReceiveCapperPick, (_args, dispatch) => {
  dispatch(api.util.invalidateTags(['Picks']));
});
