import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@/lib/axiosBaseQuery';
import type { CapperSubscription, Handicapper, HandicapperDetail } from './types';

export const handicappersApi = createApi({
  reducerPath: 'handicappersApi',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Handicapper', 'Subscription'],
  endpoints: (build) => ({
    getHandicappers: build.query<Handicapper[], undefined>({
      query: () => ({ url: '/handicappers' }),
      transformResponse: (body: { handicappers: Handicapper[] }) => body.handicappers,
      providesTags: ['Handicapper'],
    }),
    // The viewer is part of the cache key so `subscribed` is refetched when someone signs in or out.
    getHandicapper: build.query<HandicapperDetail, { id: string; viewer: string | null }>({
      query: ({ id }) => ({ url: `/handicappers/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Handicapper', id }],
    }),
    getMySubscriptions: build.query<CapperSubscription[], string>({
      query: () => ({ url: '/subscriptions' }),
      transformResponse: (body: { subscriptions: CapperSubscription[] }) => body.subscriptions,
      providesTags: ['Subscription'],
    }),
    subscribe: build.mutation<unknown, string>({
      query: (id) => ({ url: `/handicappers/${encodeURIComponent(id)}/subscription`, method: 'POST' }),
      invalidatesTags: ['Handicapper', 'Subscription'],
    }),
    unsubscribe: build.mutation<unknown, string>({
      query: (id) => ({ url: `/handicappers/${encodeURIComponent(id)}/subscription`, method: 'DELETE' }),
      invalidatesTags: ['Handicapper', 'Subscription'],
    }),
  }),
});

export const {
  useGetHandicappersQuery,
  useGetHandicapperQuery,
  useGetMySubscriptionsQuery,
  useSubscribeMutation,
  useUnsubscribeMutation,
} = handicappersApi;
