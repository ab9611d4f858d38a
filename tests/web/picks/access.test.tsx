import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED_TEXT } from '@/components/layout/AccessDenied';
import { renderRoute } from '../render';
import { signedIn, today, useHubMock } from './harness';

describe('Enter Picks: access and connection', { timeout: 30_000 }, () => {
  const hubMock = useHubMock();

  it('shows Access Denied to a signed-out visitor and never opens the hub', async () => {
    const { router } = renderRoute('/enter-picks');
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCESS_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // Rendered in place, not redirected to the login page.
    expect(router.state.location.pathname).toBe('/enter-picks');
    expect(screen.queryByRole('heading', { name: 'Enter Picks' })).not.toBeInTheDocument();
    expect(hubMock.mock.connectedCount()).toBe(0);
  });

  it("says 'Connecting to server...' until the hub is up, then lists today's games", async () => {
    hubMock.mock.setAvailable(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderRoute('/enter-picks', { preloadedState: signedIn });
      expect(
        await screen.findByText('Connecting to server...', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      hubMock.mock.setAvailable(true);
      // The first retry comes after reconnectDelay(0) = 1 s (jitter 0 in the harness).
      expect(
        await screen.findByRole(
          'article',
          { name: 'Denver Nuggets at Phoenix Suns' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Connecting to server...')).not.toBeInTheDocument();
      const request = await hubMock.mock.waitForInvocation('RequestMatchupsForDate');
      // All sports, today's date.
      expect(request.args).toEqual([today()]);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});
