import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/layout/AppToaster';
import { initialAuthState } from '@/features/auth/authSlice';
import { NOTIFICATION_PREFS_KEY } from '@/features/account/settings/notificationPrefs';
import { SettingsPage } from '@/features/account/settings/SettingsPage';
import { renderWithProviders } from '../render';

const signedIn = {
  auth: {
    ...initialAuthState,
    user: {
      userId: 'u1',
      email: 'jane.doe@example.com',
      name: 'Jane Doe',
      role: 'User',
      accountType: '',
      subType: '',
    },
  },
};

function renderSettings() {
  return renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { preloadedState: signedIn },
  );
}

/** docs/product.md §4: a save is busy for 1 s, then idle again. */
function finishSave() {
  act(() => vi.advanceTimersByTime(1000));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Account Settings (docs/product.md §2)', () => {
  it('has the tabs Profile, Account, Notifications and Security, and says saves are simulated', () => {
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Account',
      'Notifications',
      'Security',
    ]);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText(/changes are simulated and not sent to the server/),
    ).toBeInTheDocument();
  });

  it('Profile: prefilled from the signed-in user; Save Changes is busy for 1 s then toasts', async () => {
    const { user } = renderSettings();
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(within(form).getByLabelText('First Name')).toHaveValue('Jane');
    expect(within(form).getByLabelText('Last Name')).toHaveValue('Doe');
    expect(within(form).getByLabelText('Username')).toHaveValue('jane.doe');
    await user.type(within(form).getByLabelText('Bio'), 'NBA totals.');

    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(form).getByLabelText('First Name')).toBeDisabled();
    act(() => vi.advanceTimersByTime(900));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(within(form).getByLabelText('Bio')).toHaveValue('NBA totals.');
  });

  it('Profile: Change Photo previews the chosen image', async () => {
    const { user } = renderSettings();
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveTextContent('JD');
    await user.click(screen.getByRole('button', { name: 'Change Photo' }));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    const photo = await screen.findByRole('img', { name: 'Profile photo' });
    await vi.waitFor(() => expect(photo.tagName).toBe('IMG'));
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('Account: email, the four timezones and the three languages', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const form = screen.getByRole('form', { name: 'Account' });
    expect(within(form).getByLabelText('Email')).toHaveValue('jane.doe@example.com');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');

    const timezone = within(form).getByLabelText('Timezone');
    expect(
      within(timezone)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']);
    expect(timezone).toHaveValue('America/New_York');
    const language = within(form).getByLabelText('Language');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['en', 'es', 'fr']);

    await user.selectOptions(timezone, 'America/Denver');
    await user.selectOptions(language, 'fr');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finishSave();
    expect(await screen.findByText('Account settings saved')).toBeInTheDocument();
    expect(timezone).toHaveValue('America/Denver');
  });

  it('Notifications: defaults email, newPicks and gameStart on, marketing off; saved in localStorage', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'New Picks' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Game Start' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('switch', { name: 'Game Start' }));
    expect(localStorage.getItem(NOTIFICATION_PREFS_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finishSave();
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_PREFS_KEY)!)).toEqual({
      email: true,
      newPicks: true,
      gameStart: false,
      marketing: true,
    });
  });

  it('Notifications: reads the saved preferences back', async () => {
    localStorage.setItem(
      NOTIFICATION_PREFS_KEY,
      JSON.stringify({ email: false, marketing: true, newPicks: 'x' }),
    );
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'New Picks' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  });
});

describe('Account Settings, Security tab', () => {
  it('change password refuses mismatched passwords, then saves and clears the form', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const form = screen.getByRole('form', { name: 'Change Password' });
    await user.type(within(form).getByLabelText('Current Password'), 'old-secret');
    await user.type(within(form).getByLabelText('New Password'), 'new-secret-1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'new-secret-2');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(within(form).getByLabelText('Confirm New Password'));
    await user.type(within(form).getByLabelText('Confirm New Password'), 'new-secret-1');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(within(form).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    finishSave();
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(within(form).getByLabelText('New Password')).toHaveValue('');
  });

  it('Enable 2FA saves for 1 s, then offers Disable 2FA', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finishSave();
    expect(await screen.findByText('Two-factor authentication enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument();
    expect(screen.getByText('Two-factor authentication is on.')).toBeInTheDocument();
  });

  it('Delete Account asks for a browser confirmation; declining does nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const zone = screen.getByRole('region', { name: 'Danger Zone' });
    await user.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete your account? This action cannot be undone.',
    );
    expect(within(zone).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    finishSave();
    expect(screen.queryByText('Account deletion requested')).not.toBeInTheDocument();
  });

  it('Delete Account, once confirmed, is busy for 1 s and then confirms the request', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const zone = screen.getByRole('region', { name: 'Danger Zone' });
    await user.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(within(zone).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    finishSave();
    expect(await screen.findByText('Account deletion requested')).toBeInTheDocument();
    expect(within(zone).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });
});
