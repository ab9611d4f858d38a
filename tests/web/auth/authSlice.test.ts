import { delay } from 'msw';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import {
  LOGIN_ERROR_FALLBACK,
  LOGIN_FAILED,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_FAILED,
  toUser,
} from '@/domain/auth';
import { errorCleared, fetchCurrentUser, login, logout, register, userSet, type User } from '@/features/auth/authSlice';
import { startAuth } from '@/features/auth/startAuth';
import { http, UNAUTHORIZED_EVENT } from '@/lib/http';
import { server } from '../../mocks/server';

const ada: User = { userId: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'User', accountType: '', subType: '' };
const signedIn = { isAuthenticated: true, ...ada };
const registerBody = { email: ada.email, password: 'pw-12345678', confirmPassword: 'pw-12345678', firstName: 'Ada', lastName: 'Lovelace' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toUser (SPEC §5 success rule)', () => {
  it('needs isAuthenticated true and a userId, and fills missing fields with empty text', () => {
    expect(toUser({ isAuthenticated: true, userId: 'u1' })).toEqual({ userId: 'u1', email: '', name: '', role: '', accountType: '', subType: '' });
    expect(toUser({ isAuthenticated: false, userId: 'u1' })).toBeNull();
    expect(toUser({ isAuthenticated: true })).toBeNull();
    expect(toUser({ isAuthenticated: true, userId: '' })).toBeNull();
    expect(toUser('nonsense')).toBeNull();
  });
});

describe('auth state transitions (SPEC §4)', () => {
  it('starts with no user, not loading, no error', () => {
    expect(makeStore().getState().auth).toEqual({ user: null, isLoading: false, error: null });
  });

  it('login: pending sets loading and clears the error; success stores the user', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const store = makeStore({ auth: { user: null, isLoading: false, error: 'old' } });
    const pending = store.dispatch(login({ email: ada.email, password: 'secret', rememberMe: true }));
    expect(store.getState().auth).toEqual({ user: null, isLoading: true, error: null });
    await pending;
    expect(store.getState().auth).toEqual({ user: ada, isLoading: false, error: null });
    // SPEC §3: rememberMe as the text "true"/"false".
    expect(sent).toEqual({ email: ada.email, password: 'secret', rememberMe: 'true' });
  });

  it("login: a response that is not a success fails with 'Login failed'", async () => {
    server.use(mswHttp.post('*/api/account/login', () => HttpResponse.json({ isAuthenticated: false })));
    const store = makeStore();
    await store.dispatch(login({ email: ada.email, password: 'secret', rememberMe: false }));
    expect(store.getState().auth).toEqual({ user: null, isLoading: false, error: LOGIN_FAILED });
  });

  it('login: the server text is stored when there is one, else the fallback', async () => {
    server.use(
      mswHttp.post('*/api/account/login', () =>
        HttpResponse.json({ status: 401, title: 'Unauthorized', detail: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    await store.dispatch(login({ email: ada.email, password: 'bad', rememberMe: false }));
    expect(store.getState().auth.error).toBe('Invalid email or password.');

    server.use(mswHttp.post('*/api/account/login', () => HttpResponse.error()));
    await store.dispatch(login({ email: ada.email, password: 'bad', rememberMe: false }));
    expect(store.getState().auth).toEqual({ user: null, isLoading: false, error: LOGIN_ERROR_FALLBACK });
  });

  it('register: success, non-success and error texts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const store = makeStore();
    const pending = store.dispatch(register(registerBody));
    expect(store.getState().auth.isLoading).toBe(true);
    await pending;
    expect(sent).toEqual(registerBody);
    expect(store.getState().auth).toEqual({ user: ada, isLoading: false, error: null });

    server.use(mswHttp.post('*/api/account/register', () => HttpResponse.json({ isAuthenticated: true })));
    const other = makeStore();
    await other.dispatch(register(registerBody));
    expect(other.getState().auth.error).toBe(REGISTRATION_FAILED);

    server.use(
      mswHttp.post('*/api/account/register', () =>
        HttpResponse.json({ status: 409, detail: 'An account with this email already exists.' }, { status: 409 }),
      ),
    );
    await other.dispatch(register(registerBody));
    expect(other.getState().auth.error).toBe('An account with this email already exists.');

    server.use(mswHttp.post('*/api/account/register', () => HttpResponse.error()));
    await other.dispatch(register(registerBody));
    expect(other.getState().auth).toEqual({ user: null, isLoading: false, error: REGISTRATION_ERROR_FALLBACK });
  });

  it('logout: loading while pending; user and error cleared on success and on failure', async () => {
    let path = '';
    server.use(
      mswHttp.post('*/logout', ({ request }) => {
        path = new URL(request.url).pathname;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore({ auth: { user: ada, isLoading: false, error: 'x' } });
    const pending = store.dispatch(logout());
    expect(store.getState().auth.isLoading).toBe(true);
    await pending;
    expect(store.getState().auth).toEqual({ user: null, isLoading: false, error: null });
    expect(path).toBe('/api/api/account/logout');

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mswHttp.post('*/logout', () => HttpResponse.json({}, { status: 500 })));
    const failing = makeStore({ auth: { user: ada, isLoading: false, error: null } });
    await failing.dispatch(logout());
    expect(failing.getState().auth).toEqual({ user: null, isLoading: false, error: null });
    expect(log).toHaveBeenCalledWith('Logout failed', expect.anything());
  });

  it('fetch current user: stores the user, or none when not authenticated, and clears it on failure', async () => {
    server.use(mswHttp.get('*/api/account/user-info', () => HttpResponse.json(signedIn)));
    const store = makeStore({ auth: { user: null, isLoading: false, error: 'old' } });
    const pending = store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toEqual({ user: null, isLoading: true, error: null });
    await pending;
    expect(store.getState().auth).toEqual({ user: ada, isLoading: false, error: null });

    server.use(mswHttp.get('*/api/account/user-info', () => HttpResponse.json({ isAuthenticated: false })));
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth.user).toBeNull();

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.dispatch(userSet(ada));
    server.use(mswHttp.get('*/api/account/user-info', () => HttpResponse.json({}, { status: 500 })));
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toEqual({ user: null, isLoading: false, error: null });
    expect(log).toHaveBeenCalledWith('Failed to fetch the current user', expect.anything());
  });

  it('has actions to clear the error and to set the user directly', () => {
    const store = makeStore({ auth: { user: null, isLoading: false, error: 'boom' } });
    store.dispatch(errorCleared());
    expect(store.getState().auth.error).toBeNull();
    store.dispatch(userSet(ada));
    expect(store.getState().auth.user).toEqual(ada);
    store.dispatch(userSet(null));
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('startAuth', () => {
  it('fetches the current user once at start', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/account/user-info', () => {
        calls += 1;
        return HttpResponse.json(signedIn);
      }),
    );
    const store = makeStore();
    const stop = startAuth(store);
    expect(store.getState().auth.isLoading).toBe(true);
    await vi.waitFor(() => expect(store.getState().auth.user).toEqual(ada));
    expect(calls).toBe(1);
    stop();
  });

  it('signs out on the auth:unauthorized window event', async () => {
    let loggedOut = false;
    server.use(
      mswHttp.post('*/api/api/account/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore({ auth: { user: ada, isLoading: false, error: null } });
    const stop = startAuth(store);
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    await vi.waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(loggedOut).toBe(true);
    stop();
    store.dispatch(userSet(ada));
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    expect(store.getState().auth.isLoading).toBe(false);
  });

  it('a 401 from the API reaches logout through the interceptor event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mswHttp.get('*/api/bets', () => HttpResponse.json({ status: 401 }, { status: 401 })),
      mswHttp.post('*/api/api/account/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const store = makeStore({ auth: { user: ada, isLoading: false, error: null } });
    const stop = startAuth(store);
    const { http } = await import('@/lib/http');
    await expect(http.get('/bets')).rejects.toThrow();
    await vi.waitFor(() => expect(store.getState().auth.user).toBeNull());
    stop();
  });
});

describe('the http client on an aborted request', () => {
  it('rejects without logging: a cancelled request is no error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mswHttp.get('*/api/bets', async () => {
        await delay(200);
        return HttpResponse.json({ bets: [] });
      }),
    );
    const controller = new AbortController();
    const pending = http.get('/bets', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(logged).not.toHaveBeenCalled();
  });
});
