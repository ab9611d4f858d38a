import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';
import { GRACE, rookieCapper, signedIn, subscriptionServer } from './fixtures';

describe('handicapper detail (/handicappers/{id})', () => {
  it('shows the record from the sample picks, labels them, and offers no subscription', async () => {
    server.use(...subscriptionServer().handlers);
    renderRoute('/handicappers/mike-johnson', { preloadedState: signedIn() });
    // The first render of the file loads the lazy page: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mike Johnson' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Record' });
    expect(within(record).getByText('120-90-0')).toBeInTheDocument();
    expect(within(record).getByText('57.1%')).toBeInTheDocument();
    expect(within(record).getByText('+10.0%')).toBeInTheDocument();
    expect(within(record).getByText('+20.00u')).toBeInTheDocument();
    // CLV in its unit: no-vig probability points.
    expect(within(record).getByText('+1.5 pts')).toBeInTheDocument();
    expect(within(record).getByText(/Sample data: a sample handicapper/)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Subscription' });
    expect(within(panel).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(
      within(panel).getByText(/sample handicapper: their picks are sample data/),
    ).toBeInTheDocument();
    expect(screen.getByText('$29.99')).toBeInTheDocument();
  });

  it('says "No graded picks yet" for a capper with nothing graded, never 0.0%', async () => {
    server.use(
      http.get('*/api/handicappers/u-rae', () =>
        HttpResponse.json({ ...rookieCapper, subscribed: false, subscription: null }),
      ),
      ...subscriptionServer().handlers,
    );
    renderRoute('/handicappers/u-rae');
    const record = await screen.findByRole('region', { name: 'Record' });
    expect(within(record).getByText('No graded picks yet')).toBeInTheDocument();
    expect(within(record).queryByText(/0\.0%/)).not.toBeInTheDocument();
  });

  it('marks a real capper with few picks as a small sample', async () => {
    server.use(...subscriptionServer().handlers);
    renderRoute('/handicappers/u-grace');
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByText(/Small sample: fewer than 20 graded picks/)).toBeInTheDocument();
    expect(screen.getByText('Computed from every graded pick.')).toBeInTheDocument();
    // No CLV measured yet: a dash, not a number.
    const record = screen.getByRole('region', { name: 'Record' });
    expect(within(record).getByText('Closing-Line Value').nextSibling).toHaveTextContent('–');
  });

  it('signed out, Login to Subscribe opens the login dialog', async () => {
    const { calls, handlers } = subscriptionServer();
    server.use(...handlers);
    const { user, store } = renderRoute('/handicappers/u-grace');
    await user.click(await screen.findByRole('button', { name: 'Login to Subscribe' }));
    expect(store.getState().ui.authDialog).toEqual({ open: true, mode: 'login' });
    expect(calls).toEqual([]);
  });

  it('signed in, subscribes, cancels (access kept until the period ends) and resumes', async () => {
    const { calls, handlers, subscribed } = subscriptionServer();
    server.use(...handlers);
    const { user } = renderRoute('/handicappers/u-grace', { preloadedState: signedIn() });
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(panel).getByText(/Payment is simulated: no card is charged/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Subscribe' }));
    // The price and the renewal before anything is charged; nothing is sent until confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'Subscribe to Grace Hopper' });
    const terms = within(confirm).getByRole('region', { name: 'Price and renewal' });
    expect(terms).toHaveTextContent('$24.99 is charged today for one month.');
    expect(terms).toHaveTextContent(/It renews on .* at \$24\.99 a month/);
    expect(terms).toHaveTextContent(/Cancel anytime/);
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and pay $24.99' }));
    expect(
      await within(panel).findByRole('button', { name: 'Cancel subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are subscribed. Renews on Jun 1, 2030.')).toBeInTheDocument();
    expect(screen.getByText('1 subscriber')).toBeInTheDocument();
    expect(subscribed.has('u-grace')).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await within(panel).findByText('Cancelled: your access lasts until Jun 1, 2030.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resume subscription' }));
    expect(
      await within(panel).findByRole('button', { name: 'Cancel subscription' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['POST u-grace', 'DELETE u-grace', 'POST u-grace']);
  });

  it('a capper viewing their own profile gets no subscribe button', async () => {
    server.use(...subscriptionServer().handlers);
    renderRoute('/handicappers/u-grace', { preloadedState: signedIn(GRACE) });
    expect(await screen.findByText('This is your handicapper profile.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Subscription' });
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('an unknown id shows not found with a way back', async () => {
    server.use(...subscriptionServer().handlers);
    renderRoute('/handicappers/nobody');
    expect(
      await screen.findByRole('heading', { name: 'Handicapper not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all handicappers' })).toHaveAttribute(
      'href',
      '/handicappers',
    );
  });

  it('shows the server message when subscribing fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { http, HttpResponse } = await import('msw');
    // The first matching handler wins, so the failing POST goes before the fake's.
    server.use(
      http.post('*/api/handicappers/:id/subscription', () =>
        HttpResponse.json(
          {
            title: 'Unprocessable Content',
            status: 422,
            detail: 'You cannot subscribe to yourself.',
          },
          { status: 422 },
        ),
      ),
      ...subscriptionServer().handlers,
    );
    const { user } = renderRoute('/handicappers/u-grace', { preloadedState: signedIn() });
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    await user.click(within(panel).getByRole('button', { name: 'Subscribe' }));
    await user.click(await screen.findByRole('button', { name: /^Confirm and pay/ }));
    expect(
      await screen.findByText('Could not subscribe: You cannot subscribe to yourself.'),
    ).toBeInTheDocument();
    logged.mockRestore();
  });
});
