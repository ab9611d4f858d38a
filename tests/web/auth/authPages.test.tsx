import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORGOT_PASSWORD_SENT,
  LOGIN_FAILED_PAGE,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_FAILED_PAGE,
  RESET_LINK_INVALID,
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

afterEach(() => vi.restoreAllMocks());

describe('/auth/login', () => {
  it('has the fields and links of docs/product.md §2 and signs in for real, then goes to /', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(signedIn);
      }),
    );
    const { user, router, store } = renderRoute('/auth/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      rememberMe: 'false',
    });
    expect(store.getState().auth.user?.userId).toBe('u1');
  });

  it("shows 'Login failed. Please try again.' or the server text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mswHttp.post('*/api/account/login', () => HttpResponse.json({ isAuthenticated: true })),
    );
    const { user, router } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_PAGE);

    server.use(
      mswHttp.post('*/api/account/login', () =>
        HttpResponse.json(
          { detail: 'Too many failed sign-in attempts. Try again in a few minutes.' },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-in attempts.'),
    );
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

describe('/auth/register', () => {
  it('registers for real and goes to /', async () => {
    server.use(mswHttp.post('*/api/account/register', () => HttpResponse.json(signedIn)));
    const { user, router } = renderRoute('/auth/register');
    await screen.findByRole('heading', { name: 'Create Account' });
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'one-password');
    await user.type(screen.getByLabelText('Confirm password'), 'one-password');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('leaves the password match to the server and shows its text, the page failure text or the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      mswHttp.post('*/api/account/register', () => {
        calls += 1;
        return HttpResponse.json(
          {
            detail: 'Passwords do not match',
            errors: { confirmPassword: ['Passwords do not match'] },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderRoute('/auth/register');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'one-password');
    await user.type(screen.getByLabelText('Confirm password'), 'two-password');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toBe(1);

    server.use(
      mswHttp.post('*/api/account/register', () => HttpResponse.json({ isAuthenticated: false })),
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED_PAGE),
    );

    server.use(mswHttp.post('*/api/account/register', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REGISTRATION_ERROR_FALLBACK),
    );
  });
});

describe('/auth/forgot-password', () => {
  it('requests a reset link and shows the confirmation with Return to Login', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/forgot-password', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const { user, router } = renderRoute('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_SENT)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('/auth/reset-password', () => {
  it('posts the token from the link with the new password, then goes to /auth/login', async () => {
    let sent: unknown;
    server.use(
      mswHttp.post('*/api/account/reset-password', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderRoute('/auth/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(sent).toEqual({
      token: 'abc123',
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
  });

  it('shows the server text for a spent link, and says so at once without a token', async () => {
    server.use(
      mswHttp.post('*/api/account/reset-password', () =>
        HttpResponse.json({ detail: RESET_LINK_INVALID }, { status: 400 }),
      ),
    );
    const { user } = renderRoute('/auth/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
  });

  it('disables the form when the link has no token', async () => {
    renderRoute('/auth/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByLabelText('New password')).toBeDisabled();
  });
});

describe('/external-auth-callback', () => {
  it('closes itself inside the popup', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const original = window.opener as unknown;
    Object.defineProperty(window, 'opener', { value: {}, configurable: true, writable: true });
    try {
      renderRoute('/external-auth-callback');
      await waitFor(() => expect(close).toHaveBeenCalled());
    } finally {
      Object.defineProperty(window, 'opener', {
        value: original,
        configurable: true,
        writable: true,
      });
    }
  });

  it('opened on its own, refreshes the user and goes home', async () => {
    server.use(mswHttp.get('*/api/account/user-info', () => HttpResponse.json(signedIn)));
    const { router, store } = renderRoute('/external-auth-callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user?.userId).toBe('u1');
  });

  it('shows the error the server sent back', async () => {
    renderRoute(
      `/external-auth-callback?error=${encodeURIComponent('Your Google account has no verified email address.')}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Google account has no verified email address.',
    );
  });
});
