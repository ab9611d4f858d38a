import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { ApplicationResponse } from '@domain/contracts/marketplaceApplication';
import { fetchCurrentUser } from '@/features/auth/authApi';
import { userSet } from '@/features/auth/authSlice';
import { api } from '@/lib/api';
import { setDisplayLanguage } from '@/lib/formatInZone';
import { THEME_STORAGE_KEY, themeChanged } from './uiSlice';

export const listenerMiddleware = createListenerMiddleware();

/**
 * A mutation of the one api that succeeded, told by its endpoint's name: the store matches
 * features' answers without importing the features' endpoint modules, which bring zod and their
 * wire schemas into the entry chunk (docs/benchmarks.md).
 */
function mutationFulfilled<Result>(endpointName: string) {
  return (action: UnknownAction): action is UnknownAction & { payload: Result } => {
    const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
    return (
      action.type === `${api.reducerPath}/executeMutation/fulfilled` &&
      meta?.arg?.endpointName === endpointName
    );
  };
}

listenerMiddleware.startListening({
  actionCreator: themeChanged,
  effect: (action) => {
    globalThis.localStorage.setItem(THEME_STORAGE_KEY, action.payload);
  },
});

// An approved handicapper application changed the session's role: read the user again, so the
// guarded pages (/revenue) open without a new sign-in.
listenerMiddleware.startListening({
  matcher: mutationFulfilled<ApplicationResponse>('submitApplication'),
  effect: async (action, listenerApi) => {
    if (action.payload.application.status === 'approved')
      await listenerApi.dispatch(fetchCurrentUser());
  },
});

// A deleted account is signed out here too, and nothing of it stays cached.
listenerMiddleware.startListening({
  matcher: mutationFulfilled<null>('deleteAccount'),
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(userSet(null));
    listenerApi.dispatch(api.util.resetApiState());
  },
});

// The hub knows who is signed in from the cookie its connection started with: after a sign-in,
// sign-out or another user, it connects again so the user's own pushes (notifications, picks of
// the cappers they follow) reach this page without a reload. The hub's module loads with the
// first page that has live data (docs/benchmarks.md): a page without one has nothing to renew.
interface AuthSlice {
  auth: { user: { userId: string } | null };
}
// Reading user-info changes no cookie (the page's first connection already carried it): that
// answer is not a reason to connect again.
const fromUserInfo = (action: UnknownAction) =>
  (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg?.endpointName ===
  'getCurrentUser';
listenerMiddleware.startListening({
  predicate: (action, current, previous) =>
    !fromUserInfo(action) &&
    (current as AuthSlice).auth.user?.userId !== (previous as AuthSlice).auth.user?.userId,
  effect: async () => {
    const { hub } = await import('@/lib/hub/hubService');
    await hub.renew();
  },
});

// Signed out (or another user): dates and numbers in English until the settings say otherwise
// (docs/product.md "Language").
listenerMiddleware.startListening({
  predicate: (_action, current, previous) =>
    (current as AuthSlice).auth.user?.userId !== (previous as AuthSlice).auth.user?.userId,
  effect: () => setDisplayLanguage('en'),
});
