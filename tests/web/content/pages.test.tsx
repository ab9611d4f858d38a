import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('text pages (docs/product.md §2 "Other pages")', () => {
  it('FAQ has four questions that open to their answers', async () => {
    const { user } = renderRoute('/faq');
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const questions = document.querySelectorAll('details');
    expect(questions).toHaveLength(4);
    const first = screen.getByText('What is Edgewise?');
    expect(first.closest('details')).not.toHaveAttribute('open');
    await user.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
  });

  it('Terms of Service: last updated March 22, 2025, commission 25% / 40%, minimum age 18', async () => {
    renderRoute('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: March 22, 2025')).toBeInTheDocument();
    expect(
      screen.getByText(/25% for professional handicappers and 40% for novice handicappers/),
    ).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
  });

  it('Privacy Policy', async () => {
    renderRoute('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies and Local Storage' })).toBeInTheDocument();
  });

  it('Tutorials has the four tabs and switches content', async () => {
    const { user } = renderRoute('/tutorials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutorials' })).toBeInTheDocument();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Getting Started', 'Handicapping', 'AI Models', 'Advanced']);
    expect(screen.getByRole('heading', { name: 'Find today’s games' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'AI Models' }));
    expect(screen.getByRole('heading', { name: 'Lean, Bet, Lock' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Find today’s games' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(screen.getByRole('heading', { name: 'Parlays and teasers' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Handicapping' }));
    expect(screen.getByRole('heading', { name: 'Bankroll and units' })).toBeInTheDocument();
  });

  it('Bet Tracking explains grading and links to the betting history on the profile', async () => {
    renderRoute('/tracking');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bet Tracking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Betting History/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Enter Picks' })).toHaveAttribute(
      'href',
      '/enter-picks',
    );
  });

  it('/signup replaces itself with /auth/register', async () => {
    const { router } = renderRoute('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
