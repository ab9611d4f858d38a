import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { http, problemMessage } from '@/lib/http';
import type { CapperSubscription, Handicapper, HandicapperDetail } from './types';

interface Request {
  url: string;
  method?: AxiosRequestConfig['method'];
}

export interface ApiError {
  status: number | undefined;
  message: string;
}

/** RTK Query over the one axios instance, so calls keep its headers, time-out and 401 event. */
const axiosBaseQuery: BaseQueryFn<Request, unknown, ApiError> = async ({ url, method = 'GET' }) => {
  try {
    const response = await http.request({ url, method });
    return { data: response.data };
  } catch (error) {
    const status = error instanceof AxiosError ? error.response?.status : undefined;
    const fallback = error instanceof Error ? error.message : 'Request failed';
    return { error: { status, message: problemMessage(error) ?? fallback } };
  }
};

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
