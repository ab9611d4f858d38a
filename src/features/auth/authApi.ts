import type { RegisterPayload, ResetPasswordPayload } from '@domain/contracts/auth';
import { toUser, type User } from '@domain/rules/user';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { withHubClosed } from '@/lib/hub/withHubClosed';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Caches that belong to the signed-in user: refetched when the user changes. */
const USER_TAGS = ['Bets', 'Subscriptions', 'Notifications', 'Settings', 'Handicappers'] as const;

/**
 * The account calls (docs/product.md §7). Answers become a User only with isAuthenticated and a
 * userId (docs/product.md §5), else null; the auth slice keeps the session from them.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, undefined>({
      query: () => ({ url: '/account/user-info' }),
      transformResponse: (body: unknown) => toUser(body),
    }),
    login: build.mutation<User | null, LoginInput>({
      // rememberMe travels as the text "true"/"false" (docs/product.md §3).
      query: ({ email, password, rememberMe }) => ({
        url: '/account/login',
        method: 'POST',
        body: { email, password, rememberMe: String(rememberMe) },
      }),
      transformResponse: (body: unknown) => toUser(body),
      invalidatesTags: [...USER_TAGS],
    }),
    register: build.mutation<User | null, RegisterPayload>({
      query: (body) => ({ url: '/account/register', method: 'POST', body }),
      transformResponse: (body: unknown) => toUser(body),
      invalidatesTags: [...USER_TAGS],
    }),
    // docs/product.md §7 writes the prefix again, so this is /api/api/account/logout (the server accepts both).
    logout: build.mutation<null, undefined>({
      query: () => ({ url: '/api/account/logout', method: 'POST' }),
      transformResponse: () => null,
      invalidatesTags: [...USER_TAGS],
    }),
    // Always 202 for a well-formed email (docs/design.md §3).
    forgotPassword: build.mutation<null, string>({
      query: (email) => ({ url: '/account/forgot-password', method: 'POST', body: { email } }),
      transformResponse: () => null,
    }),
    resetPassword: build.mutation<null, ResetPasswordPayload>({
      query: (body) => ({ url: '/account/reset-password', method: 'POST', body }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

/** Asks the server who is signed in (always a fresh request); the slice follows the answer. */
export const fetchCurrentUser = () =>
  authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false });

/**
 * Ends the session; a failure is logged and still signs out here (docs/product.md §8). The live
 * connection, which belongs to the session, closes first rather than being ended by the server.
 */
export const logout = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) =>
  withHubClosed(() => dispatch(authApi.endpoints.logout.initiate(undefined)));

/** docs/product.md §7: the third-party sign-in opens this in a popup. */
export const GOOGLE_LOGIN_URL =
  '/api/account/external-login?provider=Google&returnUrl=/external-auth-callback';

/** docs/product.md §9: auth screens show success toasts for 3 s. */
export const AUTH_SUCCESS_TOAST_MS = 3000;
