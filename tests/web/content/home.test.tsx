import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('home page (docs/product.md §1, §2, §9)', () => {
  it('shows the tagline and the three feature cards', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edgewise' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByText(
        'Get the edge on sports bets with AI-powered insights and expert handicappers.',
      ),
    ).toBeInTheDocument();
    for (const title of ['AI Predictions', 'Expert Handicappers', 'Track Your Results']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('lists the three plans with their prices, features, badge and calls to action', async () => {
    renderRoute('/');
    const trail = await screen.findByRole('article', { name: 'Trail' });
    expect(within(trail).getByText('$0')).toBeInTheDocument();
    for (const feature of ['$100 pro pick credit', 'Daily AI pick', 'Single AI model leans']) {
      expect(within(trail).getByText(feature)).toBeInTheDocument();
    }

    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('$19')).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    for (const feature of [
      'Unlimited AI picks',
      'Model insights',
      'One free pro pick per day',
      'Bet tracking',
      'Early access',
    ]) {
      expect(within(pro).getByText(feature)).toBeInTheDocument();
    }

    const ultimate = screen.getByRole('article', { name: 'Capper Ultimate' });
    expect(within(ultimate).getByText('$495')).toBeInTheDocument();
    expect(within(ultimate).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/become-handicapper',
    );
    for (const feature of [
      'All Pro features',
      'Consensus AI and Pro Mega picks',
      'Analytics dashboard',
      'Priority support',
    ]) {
      expect(within(ultimate).getByText(feature)).toBeInTheDocument();
    }
    // Only one plan carries the badge.
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('labels the top-handicapper figures as samples and has community and a final call to action', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Proven Results' })).toBeInTheDocument();
    expect(screen.getByText(/Sample figures for illustration/)).toBeInTheDocument();
    expect(screen.getByText('Mike Johnson')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join the Community' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
  });

  it('Apply Now leads to the handicapper program', async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'Apply Now' }));
    // The target route is lazy, so the location changes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-handicapper'));
  });
});
