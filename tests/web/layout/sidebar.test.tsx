import { act, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

const today = format(new Date(), 'yyyy-MM-dd');

describe('sidebar, signed out', () => {
  it('lists Login / Sign Up, the six sports with today and every main item', async () => {
    renderRoute('/unauthorized');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const nav = within(sidebar);
    expect(nav.getByRole('button', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(nav.getByRole('heading', { name: 'Sports' })).toBeInTheDocument();
    for (const [label, sport] of [
      ['NFL', 'nfl'],
      ['NCAAF', 'ncaaf'],
      ['NBA', 'nba'],
      ['NCAAB', 'ncaab'],
      ['MLB', 'mlb'],
      ['NHL', 'nhl'],
    ] as const) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute(
        'href',
        `/matchups/${sport}/${today}`,
      );
    }
    for (const [label, to] of [
      ['Get Pro Picks', '/handicappers'],
      ['View AI Results', '/ai-bet-performance'],
      ['Total Results', '/total-results'],
      ['Join as Handicapper', '/become-handicapper'],
      ['Goat Mock', '/goat-mock'],
      ['Help', '/faq'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
    expect(nav.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Revenue' })).not.toBeInTheDocument();
  });

  it('highlights the item of the current path', async () => {
    renderRoute('/total-results-missing');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Total Results' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('highlights the sport of a matchups path', async () => {
    renderRoute(`/matchups/nhl/${today}`);
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'NHL' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'NBA' })).not.toHaveAttribute('aria-current');
  });

  it('opens with the toggle and closes on route change', async () => {
    const { user, router, store } = renderRoute('/unauthorized');
    await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    expect(store.getState().ui.sidebarOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await act(() => router.navigate('/error'));
    expect(store.getState().ui.sidebarOpen).toBe(false);
  });
});
