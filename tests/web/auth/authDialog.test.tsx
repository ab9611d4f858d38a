import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_UNAVAILABLE,
  GOOGLE_WAITING,
  LOGIN_ERROR_FALLBACK,
  LOGIN_FAILED_DIALOG,
  PASSWORDS_DO_NOT_MATCH,
  REGISTRATION_FAILED_DIALOG,
} from '@domain/rules/auth';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';

const signedIn = {
  isAuthenticated: true,
  userId: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'User',
  accountType: '',
  subType: '',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openDialog() {
  const result = renderRoute('/unauthorized');
  await screen.findByRole('heading', { name: 'Access Denied' });
  await result.user.click(screen.getAllByRole('button', { name: 'Login / Sign Up' })[0]!);
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog: within(dialog) };
}

async function fillLogin(
  user: ReturnType<typeof renderRoute>['user'],
  dialog: ReturnType<typeof within>,
) {
  await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
  await user.type(dialog.getByLabelText('Password'), 'secret-password');
}

describe('auth dialog', () => {
  it('opens on Welcome Back with Login and Register tabs, Remember me, Forgot password and Google', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(dialog.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('signs in with Remember me, stores the user and closes', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const { user, dialog, store } = await openDialog();
    await fillLogin(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      rememberMe: 'true',
    });
    expect(store.getState().auth.user?.name).toBe('Ada Lovelace');
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('AL');
  });

  it('shows the dialog failure text, the server text, or the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mswHttp.post('*/api/account/login', () => HttpResponse.json({ isAuthenticated: false })),
    );
    const { user, dialog } = await openDialog();
    await fillLogin(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_DIALOG);

    server.use(
      mswHttp.post('*/api/account/login', () =>
        HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Invalid email or password.'),
    );

    server.use(mswHttp.post('*/api/account/login', () => HttpResponse.error()));
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(LOGIN_ERROR_FALLBACK));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('switches to Create Account, resets errors, and checks the passwords match before sending', async () => {
    server.use(
      mswHttp.post('*/api/account/login', () => HttpResponse.json({ isAuthenticated: false })),
    );
    let registerCalls = 0;
    server.use(
      mswHttp.post('*/api/account/register', () => {
        registerCalls += 1;
        return HttpResponse.json({ isAuthenticated: false });
      }),
    );
    const { user, dialog } = await openDialog();
    await fillLogin(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    await dialog.findByRole('alert');

    await user.click(dialog.getByRole('tab', { name: 'Register' }));
    expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(dialog.getByLabelText('First name'), 'Ada');
    await user.type(dialog.getByLabelText('Last name'), 'Lovelace');
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'one-password');
    await user.type(dialog.getByLabelText('Confirm password'), 'another-password');
    const terms = dialog.getByRole('checkbox');
    expect(terms).toBeRequired();
    expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(terms);
    await user.click(dialog.getByRole('button', { name: 'Create Account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PASSWORDS_DO_NOT_MATCH);
    expect(registerCalls).toBe(0);

    await user.clear(dialog.getByLabelText('Confirm password'));
    await user.type(dialog.getByLabelText('Confirm password'), 'one-password');
    await user.click(dialog.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED_DIALOG),
    );
    expect(registerCalls).toBe(1);
  });

  it('registers and closes on success', async () => {
    server.use(mswHttp.post('*/api/account/register', () => HttpResponse.json(signedIn)));
    const { user, dialog, store } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'Register' }));
    await user.type(dialog.getByLabelText('First name'), 'Ada');
    await user.type(dialog.getByLabelText('Last name'), 'Lovelace');
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'one-password');
    await user.type(dialog.getByLabelText('Confirm password'), 'one-password');
    await user.click(dialog.getByRole('checkbox'));
    await user.click(dialog.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.user?.userId).toBe('u1');
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
  });

  it('toggles the forgot-password view, which only logs and returns without a call', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Forgot password?' }));
    expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    // MSW refuses unhandled requests, so a call here would fail the test.
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(log).toHaveBeenCalledWith('Password reset requested for', 'ada@example.com');
    expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Forgot password?' }));
    await user.click(dialog.getByRole('button', { name: 'Back to Login' }));
    expect(dialog.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  });
});

describe('Google sign-in popup', () => {
  it('opens a 500x600 popup, waits with inputs disabled, polls, and refreshes the user 1 s after close', async () => {
    let userInfoCalls = 0;
    server.use(
      mswHttp.get('*/api/account/user-info', () => {
        userInfoCalls += 1;
        return HttpResponse.json(signedIn);
      }),
    );
    const popup = { closed: false };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const { dialog, store } = await openDialog();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );

    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(dialog.getByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/api/account/external-login?provider=Google&returnUrl=/external-auth-callback',
      'google-login',
      expect.stringMatching(/^width=500,height=600,/),
    );
    expect(dialog.getByText(GOOGLE_WAITING)).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toBeDisabled();
    expect(dialog.getByLabelText('Password')).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(2000));
    expect(dialog.getByText(GOOGLE_WAITING)).toBeInTheDocument();
    popup.closed = true;
    act(() => vi.advanceTimersByTime(500)); // the next poll sees it closed
    act(() => vi.advanceTimersByTime(999));
    expect(userInfoCalls).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(store.getState().auth.user?.userId).toBe('u1'));
    expect(userInfoCalls).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ends the wait at once when the popup is blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openDialog();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );
    await user.click(dialog.getByRole('button', { name: 'Continue with Google' }));
    expect(dialog.queryByText(GOOGLE_WAITING)).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toBeEnabled();
  });

  it('says so, and opens no popup, when the server has no Google sign-in', async () => {
    server.use(mswHttp.get('*/api/account/external-logins', () => HttpResponse.json([])));
    const open = vi.spyOn(window, 'open');
    const { dialog } = await openDialog();
    expect(await dialog.findByText(GOOGLE_UNAVAILABLE)).toBeInTheDocument();
    const button = dialog.getByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(open).not.toHaveBeenCalled();
  });
});
