import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { startAuth } from '@/features/auth/startAuth';
import { api } from '@/lib/api';
import { USER_INFO_ELEMENT_ID } from '@domain/rules/user';

const answer = {
  isAuthenticated: true,
  userId: 'u1',
  email: 'b@example.com',
  name: 'Bea Bettor',
  role: 'User',
  accountType: '',
  subType: '',
};

/** A page as the server sends it, carrying its visitor's user-info answer. */
function pageWithUser(): Document {
  const page = document.implementation.createHTMLDocument();
  const block = page.createElement('script');
  block.type = 'application/json';
  block.id = USER_INFO_ELEMENT_ID;
  block.textContent = JSON.stringify(answer);
  page.head.append(block);
  return page;
}

describe('a signed-in page with the user the page carries (docs/benchmarks.md, Lighthouse)', () => {
  it('is in the store before the first render, with no request and no loading state', () => {
    const store = makeStore();
    const states: boolean[] = [];
    store.subscribe(() => states.push(store.getState().auth.isLoading));
    startAuth(store, pageWithUser());
    expect(store.getState().auth).toMatchObject({ user: { userId: 'u1' }, isLoading: false });
    expect(states).not.toContain(true);
  });

  it('renders the protected page once, never its spinner first', async () => {
    const store = makeStore();
    startAuth(store, pageWithUser());
    let pageRenders = 0;
    const commits: string[] = [];
    const Page = () => {
      pageRenders += 1;
      return <h1>Account page</h1>;
    };
    const router = createMemoryRouter(
      [{ element: <ProtectedRoute />, children: [{ path: '/settings', element: <Page /> }] }],
      { initialEntries: ['/settings'] },
    );
    render(
      <Profiler
        id="app"
        onRender={() => commits.push(document.querySelector('[role=status]') ? 'spinner' : 'page')}
      >
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </Profiler>,
    );
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    // Whatever settles after the first render draws nothing again: the store's batched
    // notifications (a microtask), any request the page started, the router's start.
    await act(async () => {
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    });
    expect(router.state).toMatchObject({ initialized: true, navigation: { state: 'idle' } });
    expect(commits).toEqual(['page']);
    expect(pageRenders).toBe(1);
  });
});
