import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyCappersPage } from '@/features/handicappers/MyCappersPage';
import { server } from '../../mocks/server';
import { renderRoute, renderWithProviders } from '../render';
import { signedIn, subscriptionServer } from './fixtures';

describe('My Handicappers (/my-cappers)', () => {
  it('lists the stored subscriptions with links to each capper and to the browse page', async () => {
    server.use(...subscriptionServer(['david-chen', 'mike-johnson']).handlers);
    renderWithProviders(<MyCappersPage />, { preloadedState: signedIn() });
    expect(screen.getByRole('heading', { level: 1, name: 'My Handicappers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My handicappers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'David Chen' })).toHaveAttribute(
      'href',
      '/handicappers/david-chen',
    );
    expect(within(list).getByRole('link', { name: 'Mike Johnson' })).toHaveAttribute(
      'href',
      '/handicappers/mike-johnson',
    );
    expect(within(items[0]!).getByText('$29.99/month')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Renews Jun 1, 2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find More Handicappers' })).toHaveAttribute(
      'href',
      '/handicappers',
    );
  });

  it('says so when there are no subscriptions and links to the browse page', async () => {
    server.use(...subscriptionServer().handlers);
    renderWithProviders(<MyCappersPage />, { preloadedState: signedIn() });
    expect(
      await screen.findByText('You are not subscribed to any handicappers yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Handicappers' })).toHaveAttribute(
      'href',
      '/handicappers',
    );
  });

  it('is behind the sign-in guard: signed out goes to /auth/login remembering the origin', async () => {
    const { router } = renderRoute('/my-cappers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/my-cappers',
    );
  });

  it('renders on its route when signed in', async () => {
    server.use(...subscriptionServer(['david-chen']).handlers);
    renderRoute('/my-cappers', { preloadedState: signedIn() });
    expect(await screen.findByRole('link', { name: 'David Chen' })).toHaveAttribute(
      'href',
      '/handicappers/david-chen',
    );
  });
});
