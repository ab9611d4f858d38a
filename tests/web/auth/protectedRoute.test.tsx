import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore, type RootState } from '@/app/store';
import type { User } from '@domain/rules/user';
import { LoginPage } from '@/features/auth/LoginPage';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';

const bettor: User = {
  userId: 'u1',
  email: 'b@example.com',
  name: 'Bea Bettor',
  role: 'User',
  accountType: '',
  subType: '',
};

/** A small route table around the real guard and the real login page. */
function renderGuarded(path: string, auth: RootState['auth']) {
  const store = makeStore({ auth });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/unauthorized', element: <p>Access Denied page</p> },
      {
        element: <ProtectedRoute />,
        children: [{ path: '/private', element: <p>Private page</p> }],
      },
      {
        element: <ProtectedRoute requiredRoles={['Handicapper']} />,
        children: [{ path: '/capper-only', element: <p>Capper page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

describe('ProtectedRoute', () => {
  it('shows a spinner while auth is loading', () => {
    renderGuarded('/private', { user: null, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth/login and back to the origin after sign-in', async () => {
    server.use(
      mswHttp.post('*/api/account/login', () =>
        HttpResponse.json({ isAuthenticated: true, ...bettor }),
      ),
    );
    const { router, user } = renderGuarded('/private?tab=2', { user: null, isLoading: false });
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    await user.type(screen.getByLabelText('Email'), bettor.email);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Private page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/private?tab=2');
  });

  it('lets a signed-in user through', () => {
    renderGuarded('/private', { user: bettor, isLoading: false });
    expect(screen.getByText('Private page')).toBeInTheDocument();
  });

  it('sends a user without the required role to /unauthorized', async () => {
    const { router } = renderGuarded('/capper-only', { user: bettor, isLoading: false });
    expect(await screen.findByText('Access Denied page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('accepts Handicapper by role', () => {
    renderGuarded('/capper-only', { user: { ...bettor, role: 'Handicapper' }, isLoading: false });
    expect(screen.getByText('Capper page')).toBeInTheDocument();
  });

  it('accepts Handicapper by account type alone', () => {
    renderGuarded('/capper-only', {
      user: { ...bettor, accountType: 'Handicapper' },
      isLoading: false,
    });
    expect(screen.getByText('Capper page')).toBeInTheDocument();
  });
});

describe('guarded routes of the real table', () => {
  it('sends a signed-out visitor of /my-cappers to /auth/login', async () => {
    const { router } = renderRoute('/my-cappers');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/my-cappers',
    );
  });

  it('goes home after a plain sign-in on /auth/login', async () => {
    server.use(
      mswHttp.post('*/api/account/login', () =>
        HttpResponse.json({ isAuthenticated: true, ...bettor }),
      ),
    );
    const { router, user } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email'), bettor.email);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
