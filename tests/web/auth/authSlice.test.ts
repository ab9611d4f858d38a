import { delay } from 'msw';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { toUser } from '@domain/rules/user';
import { authApi, fetchCurrentUser, logout } from '@/features/auth/authApi';
import { userSet, type User } from '@/features/auth/authSlice';
import { apiMessage } from '@/lib/formErrors';
import { startAuth } from '@/features/auth/startAuth';
import { USER_INFO_ELEMENT_ID } from '@domain/rules/user';
import { httpClient, UNAUTHORIZED_EVENT } from '@/lib/http';
import { server } from '../../mocks/server';

const ada: User = {
  userId: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'User',
  accountType: '',
  subType: '',
};
const signedIn = { isAuthenticated: true, ...ada };
const registerBody = {
  email: ada.email,
  password: 'pw-12345678',
  confirmPassword: 'pw-12345678',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toUser (docs/product.md §5 success rule)', () => {
  it('needs isAuthenticated true and a userId, and fills missing fields with empty text', () => {
    expect(toUser({ isAuthenticated: true, userId: 'u1' })).toEqual({
      userId: 'u1',
      email: '',
      name: '',
      role: '',
      accountType: '',
      subType: '',
    });
    expect(toUser({ isAuthenticated: false, userId: 'u1' })).toBeNull();
    expect(toUser({ isAuthenticated: true })).toBeNull();
    expect(toUser({ isAuthenticated: true, userId: '' })).toBeNull();
    expect(toUser('nonsense')).toBeNull();
  });
});

describe('the session and the account endpoints (docs/product.md §4)', () => {
  const { login, register } = authApi.endpoints;

  it('starts with no user and not loading', () => {
    expect(makeStore().getState().auth).toEqual({ user: null, isLoading: false });
  });

  it('login stores the user, sending rememberMe as text', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      login.initiate({ email: ada.email, password: 'secret', rememberMe: true }),
    );
    expect(result.data).toEqual(ada);
    expect(store.getState().auth).toEqual({ user: ada, isLoading: false });
    expect(sent).toEqual({ email: ada.email, password: 'secret', rememberMe: 'true' });
  });

  it('login: an answer that is not a success is no user; a refusal carries the server text', async () => {
    server.use(
      mswHttp.post('*/api/account/login', () => HttpResponse.json({ isAuthenticated: false })),
    );
    const store = makeStore();
    const empty = await store.dispatch(
      login.initiate({ email: ada.email, password: 'secret', rememberMe: false }),
    );
    expect(empty.data).toBeNull();
    expect(store.getState().auth.user).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mswHttp.post('*/api/account/login', () =>
        HttpResponse.json(
          { type: 'x', status: 401, title: 'Unauthorized', detail: 'Invalid email or password.' },
          { status: 401 },
        ),
      ),
    );
    const refused = await store.dispatch(
      login.initiate({ email: ada.email, password: 'bad', rememberMe: false }),
    );
    expect(apiMessage(refused.error, 'fallback')).toBe('Invalid email or password.');
    expect(refused.error).toMatchObject({ status: 401, problem: { title: 'Unauthorized' } });

    server.use(mswHttp.post('*/api/account/login', () => HttpResponse.error()));
    const offline = await store.dispatch(
      login.initiate({ email: ada.email, password: 'bad', rememberMe: false }),
    );
    expect(offline.error).toMatchObject({ status: undefined });
    expect(apiMessage(offline.error, 'fallback')).toBe('fallback');
    expect(store.getState().auth.user).toBeNull();
  });

  it('register stores the user it creates', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const store = makeStore();
    await store.dispatch(register.initiate(registerBody));
    expect(sent).toEqual(registerBody);
    expect(store.getState().auth.user).toEqual(ada);
  });

  it('logout clears the user on success and on failure, at /api/api/account/logout', async () => {
    let path = '';
    server.use(
      mswHttp.post('*/logout', ({ request }) => {
        path = new URL(request.url).pathname;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore({ auth: { user: ada, isLoading: false } });
    await store.dispatch(logout());
    expect(store.getState().auth).toEqual({ user: null, isLoading: false });
    expect(path).toBe('/api/api/account/logout');

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mswHttp.post('*/logout', () => HttpResponse.json({}, { status: 500 })));
    const failing = makeStore({ auth: { user: ada, isLoading: false } });
    await failing.dispatch(logout());
    expect(failing.getState().auth.user).toBeNull();
  });

  it('fetch current user: loading while asked; the user, or none when not authenticated or on failure', async () => {
    server.use(mswHttp.get('*/api/account/user-info', () => HttpResponse.json(signedIn)));
    const store = makeStore();
    const pending = store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toEqual({ user: null, isLoading: true });
    await pending;
    expect(store.getState().auth).toEqual({ user: ada, isLoading: false });

    server.use(
      mswHttp.get('*/api/account/user-info', () => HttpResponse.json({ isAuthenticated: false })),
    );
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth.user).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.dispatch(userSet(ada));
    server.use(
      mswHttp.get('*/api/account/user-info', () => HttpResponse.json({}, { status: 500 })),
    );
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toEqual({ user: null, isLoading: false });
  });

  it('sets the user directly', () => {
    const store = makeStore();
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

  /** A page as the server sends it: the user-info answer in a JSON data block. */
  const pageWith = (text: string) => {
    const page = document.implementation.createHTMLDocument('Edgewise');
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = USER_INFO_ELEMENT_ID;
    block.textContent = text;
    page.head.append(block);
    return page;
  };
  const countUserInfoCalls = () => {
    const seen = { calls: 0 };
    server.use(
      mswHttp.get('*/api/account/user-info', () => {
        seen.calls += 1;
        return HttpResponse.json(signedIn);
      }),
    );
    return seen;
  };

  it('takes the user from the page the server sent, without asking, and reads it once', async () => {
    const seen = countUserInfoCalls();
    const page = pageWith(JSON.stringify(signedIn));
    const store = makeStore();
    const stop = startAuth(store, page);
    await vi.waitFor(() => expect(store.getState().auth.user).toEqual(ada));
    expect(store.getState().auth.isLoading).toBe(false);
    expect(page.getElementById(USER_INFO_ELEMENT_ID)).toBeNull();
    // Kept as getCurrentUser's answer, as a request's would be.
    expect(authApi.endpoints.getCurrentUser.select(undefined)(store.getState()).data).toEqual(ada);
    // A request of our own, answered after any the start could have sent before it: only ours
    // reaches the server.
    await store.dispatch(
      authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }),
    );
    expect(seen.calls).toBe(1);
    stop();
  });

  it('is signed out without asking when the page says so', async () => {
    const seen = countUserInfoCalls();
    const store = makeStore();
    const stop = startAuth(store, pageWith('{"isAuthenticated":false}'));
    await vi.waitFor(() =>
      expect(authApi.endpoints.getCurrentUser.select(undefined)(store.getState()).isSuccess).toBe(
        true,
      ),
    );
    expect(store.getState().auth).toEqual({ user: null, isLoading: false });
    expect(seen.calls).toBe(0);
    stop();
  });

  it('asks the server when the page has no answer or one that is not JSON', async () => {
    for (const page of [document.implementation.createHTMLDocument(''), pageWith('{"isAuth')]) {
      const seen = countUserInfoCalls();
      const store = makeStore();
      const stop = startAuth(store, page);
      await vi.waitFor(() => expect(store.getState().auth.user).toEqual(ada));
      expect(seen.calls).toBe(1);
      stop();
    }
  });

  it('signs out on the auth:unauthorized window event', async () => {
    let loggedOut = false;
    server.use(
      mswHttp.post('*/api/api/account/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore({ auth: { user: ada, isLoading: false } });
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
    const store = makeStore({ auth: { user: ada, isLoading: false } });
    const stop = startAuth(store);
    const { http } = await httpClient();
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
    const { http } = await httpClient();
    const controller = new AbortController();
    const pending = http.get('/bets', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(logged).not.toHaveBeenCalled();
  });
});
