import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelRecordLine } from '@domain/pricing/labelRecord';
import { renderRoute } from '../render';

describe('text pages (docs/product.md §2 "Other pages")', () => {
  it('FAQ has five questions that open to their answers', async () => {
    const { user } = renderRoute('/faq');
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const questions = document.querySelectorAll('details');
    expect(questions).toHaveLength(5);
    const first = screen.getByText('What is Edgewise?');
    expect(first.closest('details')).not.toHaveAttribute('open');
    await user.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
  });

  it('FAQ: a label promises a return on the low end of its edge; how sure we are, with the record; models count only with a weight', async () => {
    const { user } = renderRoute('/faq');
    await user.click(await screen.findByText('What does a Lean, Bet or Lock promise?'));
    expect(
      screen.getByText(/A forecast of return, not of a win/, { selector: 'p' }),
    ).toHaveTextContent(
      "The thresholds are a Lean from 0.5%, a Bet from 1.5%, a Lock from 4% at the low end of the edge's range.",
    );
    await user.click(screen.getByText('How sure are you that labels make money?'));
    const sure = screen.getByText(/^Not very, yet\./, { selector: 'p' });
    expect(sure).toHaveTextContent(labelRecordLine('Bet') ?? '');
    expect(sure).toHaveTextContent(
      'two seasons of real NFL prices cannot confirm a small edge, and cannot rule one out',
    );
    expect(within(sure).getByRole('link', { name: 'AI Models' })).toHaveAttribute(
      'href',
      '/ai-models#label-record',
    );
    await user.click(screen.getByText('How do the AI predictions work?'));
    expect(screen.getByText(/only if it has earned a weight/, { selector: 'p' })).toHaveTextContent(
      "Every other prediction is the model's opinion",
    );
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
