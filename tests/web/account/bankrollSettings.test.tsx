import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/layout/AppToaster';
import { SettingsPage } from '@/features/account/settings/SettingsPage';
import { renderWithProviders } from '../render';
import { bettorState, mockSettings } from './accountMocks';

// docs/product.md §9 "Bet tracker": the unit size and the starting bankroll, on the Account tab.
function renderSettings() {
  return renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { preloadedState: bettorState },
  );
}

describe('Settings: Bet Tracker (unit size and starting bankroll)', () => {
  it('saves dollars to the cent and says what is wrong before sending', async () => {
    const state = mockSettings();
    const { user } = renderSettings();
    await screen.findByRole('form', { name: 'Profile' });
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const form = await screen.findByRole('form', { name: 'Bet Tracker' });
    const unit = within(form).getByLabelText('Unit size ($)');
    const bankroll = within(form).getByLabelText('Starting bankroll ($)');
    expect(unit).toHaveValue(100);
    expect(bankroll).toHaveValue(0);

    await user.clear(unit);
    await user.type(unit, '0');
    await user.clear(bankroll);
    await user.type(bankroll, '-5');
    await user.click(within(form).getByRole('button', { name: 'Save Bankroll' }));
    expect(await within(form).findByText('Unit size must be more than $0')).toBeInTheDocument();
    expect(within(form).getByText('Starting bankroll cannot be negative')).toBeInTheDocument();
    await user.clear(unit);
    await user.type(unit, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save Bankroll' }));
    expect(await within(form).findByText('Unit size has at most two decimals')).toBeInTheDocument();
    expect(state.puts).toEqual([]);

    await user.clear(unit);
    await user.type(unit, '25.5');
    await user.clear(bankroll);
    await user.type(bankroll, '2000');
    await user.click(within(form).getByRole('button', { name: 'Save Bankroll' }));
    await screen.findByText('Bankroll settings saved');
    expect(state.puts).toEqual([{ bankroll: { unitSize: 25.5, startingBankroll: 2000 } }]);
  });
});
