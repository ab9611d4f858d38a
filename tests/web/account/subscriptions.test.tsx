import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionsPage } from '@/features/account/subscriptions/SubscriptionsPage';
import { renderWithProviders } from '../render';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Manage Subscriptions (docs/product.md §2)', () => {
  it('shows the current plan, the payment method and the plans Free, Pro and Handicapper as sample data', () => {
    renderWithProviders(<SubscriptionsPage />);
    expect(screen.getByRole('heading', { name: 'Manage Subscriptions' })).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Pro')).toBeInTheDocument();
    expect(within(current).getByText('$29.99 per month')).toBeInTheDocument();
    expect(within(current).getByText('Renews on August 15, 2026')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment Method' });
    expect(within(payment).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(payment).getByText('Expires 12/27')).toBeInTheDocument();

    const free = screen.getByRole('listitem', { name: 'Free' });
    expect(within(free).getByText('$0')).toBeInTheDocument();
    const pro = screen.getByRole('listitem', { name: 'Pro' });
    expect(within(pro).getByText('$29.99')).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Pro: current plan' })).toBeDisabled();
    expect(screen.getByRole('listitem', { name: 'Handicapper' })).toBeInTheDocument();
  });

  it('alerts when cancelling and when updating the payment method (docs/product.md §8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(alert).toHaveBeenLastCalledWith('Subscription cancellation process initiated');
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(alert).toHaveBeenLastCalledWith('Update payment method process initiated');
    expect(alert).toHaveBeenCalledTimes(2);
  });
});

describe('manage-subscription dialog (docs/product.md §4)', () => {
  it('defaults to cancel, offers pause 1 month and change plan, and shows Processing... for 1 s', async () => {
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Subscription' });

    expect(within(dialog).getByRole('radio', { name: /Cancel subscription/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Pause for 1 month/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('combobox', { name: 'New plan' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Change plan/ }));
    const select = within(dialog).getByRole('combobox', { name: 'New plan' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Free', 'Handicapper']);
    await user.selectOptions(select, 'Handicapper');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Pause for 1 month/ })).toBeDisabled();

    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByRole('dialog', { name: 'Manage Subscription' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the cancel choice again after a pause was chosen and the dialog closed', async () => {
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await user.click(screen.getByRole('radio', { name: /Pause for 1 month/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(screen.getByRole('radio', { name: /Cancel subscription/ })).toBeChecked();
  });

  it('switching to another plan opens the dialog on change plan with that plan chosen', async () => {
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(screen.getByRole('button', { name: 'Switch to Free' }));
    expect(screen.getByRole('radio', { name: /Change plan/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'New plan' })).toHaveValue('free');
  });
});
