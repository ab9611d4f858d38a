import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { fetchCurrentUser } from '@/features/auth/authApi';
import { userSet, type User } from '@/features/auth/authSlice';
import { hub } from '@/lib/hub/hubService';
import { server } from '../../mocks/server';

const ada: User = {
  userId: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'User',
  accountType: '',
  subType: '',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the hub follows the signed-in user', () => {
  it('connects again when the user changes, not when user-info only confirms the cookie', async () => {
    const renew = vi.spyOn(hub, 'renew').mockResolvedValue();
    server.use(
      mswHttp.get('*/api/account/user-info', () =>
        HttpResponse.json({ isAuthenticated: true, ...ada }),
      ),
    );
    const store = makeStore();
    // The page's first read of the session: the connection already carried that cookie.
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth.user?.userId).toBe('u1');
    expect(renew).not.toHaveBeenCalled();
    // Sign-out, then another user signs in: each is a new identity for the hub.
    store.dispatch(userSet(null));
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    store.dispatch(userSet({ ...ada, userId: 'u2' }));
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(2));
    // The same user again changes nothing.
    store.dispatch(userSet({ ...ada, userId: 'u2', name: 'Ada L.' }));
    await Promise.resolve();
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
