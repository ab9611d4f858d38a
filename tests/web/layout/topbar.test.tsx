import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('top bar', () => {
  it('has the logo, Join as Handicapper, the Help menu and Login / Sign Up', async () => {
    const { user } = renderRoute('/error');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Edgewise');
    expect(screen.getAllByRole('link', { name: 'Join as Handicapper' })[0]).toHaveAttribute(
      'href',
      '/become-handicapper',
    );
    expect(screen.getAllByRole('button', { name: 'Login / Sign Up' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'FAQ',
      'Tutorials',
      'Contact Support',
      'Terms',
      'Privacy',
    ]);
  });

  it('shows the avatar menu with My Account items when signed in', async () => {
    const { user } = renderRoute('/error', {
      preloadedState: {
        auth: {
          user: {
            userId: 'u1',
            email: 'ann@example.com',
            name: 'Ann Lee',
            role: 'User',
            accountType: '',
            subType: '',
          },
          isLoading: false,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Profile', 'Settings', 'Enter Picks', 'Log out']);
  });
});
