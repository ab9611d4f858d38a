import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  ChangeEmail,
  ChangePassword,
  Settings,
  SettingsUpdate,
} from '@domain/contracts/account';
import type {
  CurrentPlan,
  Followers,
  PlanAction,
  Revenue,
} from '@domain/contracts/marketplacePlans';
import type { ImportBetsResponse } from '@domain/contracts/betsCsv';
import { api, checkedAfterRender } from '@/lib/api';
import { withHubClosed } from '@/lib/hub/withHubClosed';

// Answers are checked after they are shown (src/lib/api.ts).

/** Settings, password, account deletion, the platform plan, revenue and followers. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSettings: build.mutation<Settings, SettingsUpdate>({
      query: (body) => ({ url: '/account/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings', 'Handicappers'],
    }),
    changePassword: build.mutation<null, ChangePassword>({
      query: (body) => ({ url: '/account/change-password', method: 'POST', body }),
      transformResponse: () => null,
    }),
    // docs/design.md §3: the email changes only when the link mailed to the new address is opened.
    changeEmail: build.mutation<string, ChangeEmail>({
      query: (body) => ({ url: '/account/change-email', method: 'POST', body }),
      rawResponseSchema: checkedAfterRender('changeEmail', 'changeEmailResponse'),
      transformResponse: (body: { message: string }) => body.message,
    }),
    deleteAccount: build.mutation<null, { currentPassword: string }>({
      query: ({ currentPassword }) => ({
        url: '/account',
        method: 'DELETE',
        body: { confirm: true, currentPassword },
      }),
      transformResponse: () => null,
    }),
    // The profile's own bets and their open games, read leniently by profile/bets.ts (one odd row
    // never hides the rest).
    getProfileBets: build.query<{ bets: unknown[]; games: unknown[] }, string>({
      query: () => ({ url: '/bets' }),
      transformResponse: (body: { bets?: unknown[]; games?: unknown[] }) => ({
        bets: body.bets ?? [],
        games: body.games ?? [],
      }),
      providesTags: ['Bets'],
    }),
    // docs/product.md §9 "Bet tracker": a Betting History CSV, imported all or nothing.
    importBets: build.mutation<ImportBetsResponse, string>({
      query: (csv) => ({ url: '/bets/import', method: 'POST', body: { csv } }),
      rawResponseSchema: checkedAfterRender('importBets', 'importBetsResponse'),
      invalidatesTags: ['Bets'],
    }),
    getPlan: build.query<CurrentPlan, string>({
      query: () => ({ url: '/plan' }),
      rawResponseSchema: checkedAfterRender('getPlan', 'planResponse'),
      transformResponse: (body: { plan: CurrentPlan }) => body.plan,
      providesTags: ['Subscriptions'],
    }),
    // A paid plan with Stripe answers 202 with Checkout's address; the plan begins once paid.
    changePlan: build.mutation<{ plan?: CurrentPlan; checkoutUrl?: string }, PlanAction>({
      query: (body) => ({ url: '/plan', method: 'POST', body }),
      invalidatesTags: ['Subscriptions'],
    }),
    getRevenue: build.query<Revenue, string>({
      query: () => ({ url: '/my-capper/revenue' }),
      rawResponseSchema: checkedAfterRender('getRevenue', 'revenue'),
      providesTags: ['Subscriptions'],
    }),
    getFollowers: build.query<Followers['followers'], string>({
      query: () => ({ url: '/my-capper/followers' }),
      rawResponseSchema: checkedAfterRender('getFollowers', 'followers'),
      transformResponse: (body: Followers) => body.followers,
      providesTags: ['Subscriptions'],
    }),
  }),
});

/**
 * Deletes the signed-in account, which ends this session: the live connection closes first rather
 * than being ended by the server, and opens again signed out. Rejects with the server's problem.
 */
export const deleteAccount =
  (body: { currentPassword: string }) =>
  (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) =>
    withHubClosed(() => dispatch(accountApi.endpoints.deleteAccount.initiate(body)).unwrap());

export const {
  useGetProfileBetsQuery,
  useImportBetsMutation,
  useSaveSettingsMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useGetPlanQuery,
  useChangePlanMutation,
  useGetRevenueQuery,
  useGetFollowersQuery,
} = accountApi;
