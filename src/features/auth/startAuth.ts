import type { AppStore } from '@/app/store';
import { UNAUTHORIZED_EVENT } from '@/lib/http';
import { fetchCurrentUser, logout } from './authApi';

/**
 * docs/product.md §4 at app start: fetch the current user once (unless a user is already in the store), and
 * sign out whenever the HTTP client reports a 401. Returns a function that stops listening.
 */
export function startAuth(store: AppStore): () => void {
  if (!store.getState().auth.user) void store.dispatch(fetchCurrentUser());
  const onUnauthorized = () => {
    // A 401 while signed out (a wrong password) has no session to end.
    if (store.getState().auth.user) void store.dispatch(logout());
  };
  window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
}
