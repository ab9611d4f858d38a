import { screen, within } from '@testing-library/react';
import { addMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatInZone } from '@/lib/formatInZone';
import { SubscriptionsPage } from '@/features/account/subscriptions/SubscriptionsPage';
import { renderWithProviders } from '../render';
import { bettorState, mockPlan, mockSettings, proPlan } from './accountMocks';

const render = () => renderWithProviders(<SubscriptionsPage />, { preloadedState: bettorState });

describe('Manage Subscriptions: the stored plan (GET/POST /api/plan)', () => {
  it('shows the plan with its renewal from the server, how it is paid (no card) and the three plans', async () => {
    mockSettings();
    const renewal = addMonths(new Date(), 1);
    mockPlan(proPlan(renewal));
    render();
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Pro')).toBeInTheDocument();
    expect(within(current).getByText('$29.99 per month')).toBeInTheDocument();
    expect(
      within(current).getByText(
        `Renews on ${formatInZone(renewal.toISOString(), 'America/New_York', 'date')}`,
      ),
    ).toBeInTheDocument();

    // No card is named: Edgewise keeps none, and the simulated provider takes none.
    const payment = screen.getByRole('region', { name: 'Payment Method' });
    expect(within(payment).getByText(/Payment is simulated/)).toBeInTheDocument();
    expect(payment).not.toHaveTextContent(/Visa|4242|ending in|Sample/);

    expect(screen.getByRole('button', { name: 'Pro: current plan' })).toBeDisabled();
    expect(screen.getByRole('listitem', { name: 'Trial' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Handicapper' })).toBeInTheDocument();
  });

  it('cancels: the choice goes to the server and the page shows when the plan ends', async () => {
    mockSettings();
    const renewal = addMonths(new Date(), 1);
    const plan = mockPlan(proPlan(renewal));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    // The dialog's code loads with the click (src/features/account/subscriptions/SubscriptionsPage.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    expect(within(dialog).getByRole('radio', { name: /Cancel subscription/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Pause for 1 month/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(
      `Cancelled: active until ${formatInZone(renewal.toISOString(), 'America/New_York', 'date')}`,
    );
    expect(plan.actions).toEqual([{ action: 'cancel' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pauses a month', async () => {
    mockSettings();
    const plan = mockPlan(proPlan(addMonths(new Date(), 1)));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await user.click(await screen.findByRole('radio', { name: /Pause for 1 month/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/^Paused: resumes on/);
    expect(plan.actions).toEqual([{ action: 'pause' }]);
  });

  it('"Switch to Trial" changes the plan on the server', async () => {
    mockSettings();
    const plan = mockPlan(proPlan(addMonths(new Date(), 1)));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Switch to Trial' }));
    expect(await screen.findByRole('radio', { name: /Change plan/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'New plan' })).toHaveValue('free');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The month paid runs out first: renewal stops, the plan ends on its renewal date.
    await screen.findByText(/^Cancelled: active until /);
    expect(plan.actions).toEqual([{ action: 'change', planId: 'free' }]);
  });

  it('on Trial, subscribing to Pro starts it with a renewal a month from today', async () => {
    mockSettings();
    const plan = mockPlan();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Switch to Pro' }));
    // The dialog's code loads with the click (src/features/account/subscriptions/SubscriptionsPage.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    expect(within(dialog).queryByRole('radio', { name: /Cancel subscription/ })).toBeNull();
    // The price, the renewal date and that cancelling is free, before anything is charged.
    const terms = within(dialog).getByRole('region', { name: 'Price and renewal' });
    const renews = formatInZone(addMonths(new Date(), 1).toISOString(), 'America/New_York', 'date');
    expect(terms).toHaveTextContent('$29.99 is charged today for one month.');
    expect(terms).toHaveTextContent(
      `It renews on ${renews} at $29.99 a month, and every month after, until you cancel.`,
    );
    expect(terms).toHaveTextContent(/Cancel anytime/);
    expect(plan.actions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay $29.99' }));
    await screen.findByText(/^Renews on /);
    expect(plan.actions).toEqual([{ action: 'change', planId: 'pro' }]);
  });

  it('back from Stripe Checkout, says the plan starts once Stripe confirms, or that nothing was charged', async () => {
    mockSettings();
    mockPlan();
    const first = renderWithProviders(<SubscriptionsPage />, {
      preloadedState: bettorState,
      route: '/subscriptions?checkout=success',
    });
    expect(
      await screen.findByText(
        /Stripe has your payment; the plan starts here as soon as Stripe confirms it/,
      ),
    ).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<SubscriptionsPage />, {
      preloadedState: bettorState,
      route: '/subscriptions?checkout=cancelled',
    });
    expect(
      await screen.findByText(
        'Checkout was cancelled: nothing was charged and your plan is unchanged.',
      ),
    ).toBeInTheDocument();
  });
});
