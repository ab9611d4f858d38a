import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/layout/AppToaster';
import { CURRENT_PASSWORD_WRONG, emailChangeSent } from '@domain/rules/account';
import { SettingsPage } from '@/features/account/settings/SettingsPage';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  DELETE_NEEDS_PASSWORD,
} from '@/features/account/settings/SecuritySettings';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../render';
import { bettorState, mockSettings } from './accountMocks';

function renderSettings() {
  return renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { preloadedState: bettorState },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Settings (GET/PUT /api/account/settings)', () => {
  it('fills the tabs from the server and saves the profile, with no preview banner', async () => {
    const state = mockSettings();
    const { user } = renderSettings();
    const profile = await screen.findByRole('form', { name: 'Profile' });
    expect(within(profile).getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.queryByText(/simulated/i)).not.toBeInTheDocument();
    await user.type(within(profile).getByLabelText('Username'), 'jane_d');
    await user.type(within(profile).getByLabelText('Bio'), 'NHL totals.');
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(state.puts).toEqual([
      { profile: { firstName: 'Jane', lastName: 'Doe', username: 'jane_d', bio: 'NHL totals.' } },
    ]);
  });

  it('says what is wrong with a field before sending, and shows the server’s field errors', async () => {
    const state = mockSettings();
    const { user } = renderSettings();
    const profile = await screen.findByRole('form', { name: 'Profile' });
    await user.clear(within(profile).getByLabelText('First Name'));
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profile).findByText('First name is required')).toBeInTheDocument();
    expect(within(profile).getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(state.puts).toEqual([]);

    server.use(
      http.put('*/api/account/settings', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'An account with this email already exists.',
            errors: { 'account.email': ['An account with this email already exists.'] },
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const account = screen.getByRole('form', { name: 'Account' });
    await user.click(within(account).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(account).findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
  });

  it('saves the time zone and the notification switches', async () => {
    const state = mockSettings();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    const account = screen.getByRole('form', { name: 'Account' });
    await user.selectOptions(within(account).getByLabelText('Timezone'), 'America/Chicago');
    await user.click(within(account).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Account settings saved');

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const newPicks = screen.getByRole('switch', { name: 'New Picks' });
    expect(newPicks).toHaveAttribute('aria-checked', 'true');
    await user.click(newPicks);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await screen.findByText('Notification preferences saved');
    expect(state.settings.account.timeZone).toBe('America/Chicago');
    expect(state.settings.notifications.newPicks).toBe(false);
  });
});

describe('Security', () => {
  it('changes the password through the server and shows a wrong current password on its field', async () => {
    mockSettings();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/change-password', async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        bodies.push(body);
        if (body.currentPassword !== 'right-password')
          return HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: CURRENT_PASSWORD_WRONG,
              errors: { currentPassword: [CURRENT_PASSWORD_WRONG] },
            },
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    const form = screen.getByRole('form', { name: 'Change Password' });
    const fill = async (current: string, next: string, confirm: string) => {
      for (const [label, value] of [
        ['Current Password', current],
        ['New Password', next],
        ['Confirm New Password', confirm],
      ] as const) {
        await user.clear(within(form).getByLabelText(label));
        await user.type(within(form).getByLabelText(label), value);
      }
      await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    };
    await fill('x', 'new-password-1', 'new-password-2');
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    await fill('right-password', 'new-password-1', 'new-password-1');
    await screen.findByText('Password updated. Other devices were signed out.');
    expect(within(form).getByLabelText('Current Password')).toHaveValue('');
  });

  it('deletes the account only after the confirmation, then signs out', async () => {
    mockSettings();
    let deleted = 0;
    const bodies: unknown[] = [];
    server.use(
      http.delete('*/api/account', async ({ request }) => {
        deleted += 1;
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user, store } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    // The current password first: nothing is asked or sent without it.
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText(DELETE_NEEDS_PASSWORD)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    const zone = screen.getByRole('region', { name: 'Danger Zone' });
    await user.type(within(zone).getByLabelText('Current Password'), 'my-password-1');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_ACCOUNT_CONFIRMATION);
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await screen.findByText('Your account was deleted');
    expect(deleted).toBe(1);
    expect(bodies).toEqual([{ confirm: true, currentPassword: 'my-password-1' }]);
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('Change Email', () => {
  it('sends the new address with the current password and says where the link went', async () => {
    mockSettings();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/change-email', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: emailChangeSent('new@example.com') }, { status: 202 });
      }),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    const account = screen.getByRole('form', { name: 'Account' });
    expect(within(account).getByLabelText('Email')).toHaveAttribute('readonly');
    const form = screen.getByRole('form', { name: 'Change Email' });
    await user.click(within(form).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(form).getByLabelText('New Email'), 'new@example.com');
    await user.type(within(form).getByLabelText('Current Password'), 'my-password-1');
    await user.click(within(form).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      emailChangeSent('new@example.com'),
    );
    expect(bodies).toEqual([{ newEmail: 'new@example.com', currentPassword: 'my-password-1' }]);
  });

  it('shows the server’s answer to a wrong password under the field', async () => {
    mockSettings();
    server.use(
      http.post('*/api/account/change-email', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: CURRENT_PASSWORD_WRONG,
            errors: { currentPassword: [CURRENT_PASSWORD_WRONG] },
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    const form = screen.getByRole('form', { name: 'Change Email' });
    await user.type(within(form).getByLabelText('New Email'), 'new@example.com');
    await user.type(within(form).getByLabelText('Current Password'), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
  });
});

describe('Settings: links, notices and language', () => {
  it('opens the tab ?tab= names: the profile’s "Unit Size & Bankroll" lands on the Bet Tracker', async () => {
    mockSettings();
    renderWithProviders(<SettingsPage />, {
      preloadedState: bettorState,
      route: '/settings?tab=account#bankroll',
    });
    expect(await screen.findByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tracker = screen.getByRole('form', { name: 'Bet Tracker' });
    expect(tracker).toHaveAttribute('id', 'bankroll');
    expect(within(tracker).getByLabelText(/Starting bankroll/)).toBeInTheDocument();
  });

  it('says what Game Start sends, and that the language writes dates and numbers, not texts', async () => {
    const state = mockSettings();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const gameStart = screen.getByText(/When a game you bet on.*starts/);
    expect(gameStart).not.toHaveTextContent(/none are sent/);

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const account = screen.getByRole('form', { name: 'Account' });
    expect(
      within(account).getByText(
        'Dates, times and numbers are written in this language; texts are in English.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(within(account).getByLabelText('Language'), 'es');
    await user.click(within(account).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Account settings saved');
    expect(state.puts.at(-1)).toMatchObject({ account: { language: 'es' } });
  });
});
