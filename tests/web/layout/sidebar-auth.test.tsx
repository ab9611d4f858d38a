import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@domain/rules/user';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';

const bettor: User = {
  userId: 'u1',
  email: 'bea@example.com',
  name: 'Bea Bettor',
  role: 'User',
  accountType: '',
  subType: '',
};

async function sidebarFor(user: User) {
  const result = renderRoute('/unauthorized', {
    preloadedState: { auth: { user, isLoading: false } },
  });
  const sidebar = within(await screen.findByRole('complementary', { name: 'Sidebar' }));
  return { ...result, sidebar };
}

describe('sidebar, signed in', () => {
  it('adds My Account (Profile, My Cappers, Subscriptions, Settings) and drops Login / Sign Up', async () => {
    const { sidebar } = await sidebarFor(bettor);
    expect(sidebar.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    for (const [label, to] of [
      ['Profile', '/profile'],
      ['My Cappers', '/my-cappers'],
      ['Subscriptions', '/subscriptions'],
      ['Settings', '/settings'],
    ]) {
      expect(sidebar.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
    expect(sidebar.queryByRole('button', { name: 'Login / Sign Up' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('heading', { name: 'Handicapper' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Contact Messages' })).not.toBeInTheDocument();
  });

  it('adds the Handicapper section with Revenue for role Handicapper', async () => {
    const { sidebar } = await sidebarFor({ ...bettor, role: 'Handicapper' });
    expect(sidebar.getByRole('heading', { name: 'Handicapper' })).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Revenue' })).toHaveAttribute('href', '/revenue');
  });

  it('adds Contact Messages for role Admin only', async () => {
    const { sidebar } = await sidebarFor({ ...bettor, role: 'Admin' });
    expect(sidebar.getByRole('link', { name: 'Contact Messages' })).toHaveAttribute(
      'href',
      '/admin/contact-messages',
    );
  });

  it('adds the Handicapper section for account type Handicapper', async () => {
    const { sidebar } = await sidebarFor({ ...bettor, accountType: 'Handicapper' });
    expect(sidebar.getByRole('link', { name: 'Revenue' })).toHaveAttribute('href', '/revenue');
  });

  it('signs out from the avatar menu and shows Login / Sign Up again', async () => {
    server.use(
      mswHttp.post('*/api/api/account/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const { user, store, sidebar } = await sidebarFor(bettor);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('menuitem', { name: 'Enter Picks' })).toHaveAttribute(
      'href',
      '/enter-picks',
    );
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(sidebar.getByRole('button', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(sidebar.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
  });
});
