import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import { mockPlan, mockRevenue, mockSettings } from './accountMocks';

const person = {
  userId: 'u1',
  email: 'b@example.com',
  name: 'Bea Bettor',
  accountType: '',
  subType: '',
};
const bettor: Partial<RootState> = {
  auth: { ...initialAuthState, user: { ...person, role: 'User' } },
};
const capper: Partial<RootState> = {
  auth: { ...initialAuthState, user: { ...person, role: 'Handicapper' } },
};

// Route-level checks: the account pages sit behind the guards of docs/product.md §2 and §6.
describe('account and catalogue routes', { timeout: 20_000 }, () => {
  it.each(['/subscriptions', '/settings', '/profile', '/revenue'])(
    '%s sends a signed-out visitor to login',
    async (path) => {
      const { router } = renderRoute(path);
      // Lazy pages load slowly on a busy machine: allow longer than findBy's default second.
      await screen.findByRole('heading', { name: 'Login' }, { timeout: 5000 });
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it.each([
    ['/subscriptions', 'Manage Subscriptions'],
    ['/settings', 'Account Settings'],
    ['/profile', 'Your Profile'],
  ])('%s renders for a signed-in user', async (path, heading) => {
    server.use(http.get('*/api/bets', () => HttpResponse.json({ bets: [] })));
    mockSettings();
    mockPlan();
    renderRoute(path, { preloadedState: bettor });
    expect(
      await screen.findByRole('heading', { name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/revenue is Access Denied for a bettor and open to a handicapper', async () => {
    mockSettings();
    mockRevenue({
      hasSubscribers: false,
      platformSharePercent: 40,
      summary: {
        thisMonth: { grossCents: 0, feeCents: 0, netCents: 0, subscribers: 0 },
        lastMonth: null,
      },
      weekly: [],
      monthly: [],
      yearly: [],
      transactions: [],
    });
    const first = renderRoute('/revenue', { preloadedState: bettor });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/unauthorized');
    first.unmount();

    renderRoute('/revenue', { preloadedState: capper });
    expect(
      await screen.findByRole('heading', { name: 'Revenue Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/goat-mock is public', async () => {
    renderRoute('/goat-mock');
    expect(
      await screen.findByRole('heading', { name: 'Trading Card Catalogue' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
