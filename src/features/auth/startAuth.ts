import type { AppStore } from '@/app/store';
import { toUser, USER_INFO_ELEMENT_ID, type User } from '@domain/rules/user';
import { UNAUTHORIZED_EVENT } from '@/lib/http';
import { authApi, fetchCurrentUser, logout } from './authApi';
import { userSet } from './authSlice';

/**
 * The user-info answer the server put in the page (server/plugins/staticFiles.ts), read once and
 * removed; undefined when the page has none (the dev server, a page served elsewhere) or it is
 * not JSON.
 */
export function userInfoOnPage(page: Document | undefined): User | null | undefined {
  const block = page?.getElementById(USER_INFO_ELEMENT_ID);
  if (!block) return undefined;
  block.remove();
  try {
    return toUser(JSON.parse(block.textContent));
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md §4 at app start: know the current user once (unless a user is already in the
 * store), from the page when the server sent it there, else by asking; and sign out whenever the
 * HTTP client reports a 401. Returns a function that stops listening.
 */
export function startAuth(
  store: AppStore,
  page: Document | undefined = globalThis.document,
): () => void {
  if (!store.getState().auth.user) {
    const known = userInfoOnPage(page);
    if (known !== undefined) {
      // In the store before the first render, in one synchronous step: the user for the auth
      // slice, and the answer of getCurrentUser for its cache. upsertQueryData would go through
      // a pending state (auth loading, a signed-in page's spinner) and settle a turn later, so a
      // signed-in page could render twice (docs/benchmarks.md, Lighthouse).
      store.dispatch(userSet(known));
      store.dispatch(
        authApi.util.upsertQueryEntries([
          { endpointName: 'getCurrentUser', arg: undefined, value: known },
        ]),
      );
    } else void store.dispatch(fetchCurrentUser());
  }
  const onUnauthorized = () => {
    // A 401 while signed out (a wrong password) has no session to end.
    if (store.getState().auth.user) void store.dispatch(logout());
  };
  window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
}
