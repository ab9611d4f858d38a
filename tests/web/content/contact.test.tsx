import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import type { ContactMessagesResponse } from '@domain/contracts/contact';
import { initialAuthState } from '@/features/auth/authSlice';
import { server } from '../../mocks/server';
import { renderRoute } from '../render';

async function fillRequired(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'Hello there');
}

/** POST /api/contact answered as the server does; returns the bodies it got. */
function contactServer() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      bodies.push(await request.json());
      await delay(50);
      return HttpResponse.json({ id: String(bodies.length) }, { status: 201 });
    }),
  );
  return bodies;
}

describe('Contact Us (docs/product.md "Contact and newsletter")', () => {
  it('has the fields, the five subjects and browser-level required fields', async () => {
    renderRoute('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const subject = screen.getByLabelText('Subject');
    const values = Array.from((subject as HTMLSelectElement).options).map((o) => o.value);
    expect(values).toEqual(['general', 'support', 'billing', 'partnership', 'feedback']);
    expect(screen.getByText(/Live chat 9am-5pm ET/)).toBeInTheDocument();
  });

  it('does not send while required fields are empty', async () => {
    const bodies = contactServer();
    const { user } = renderRoute('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInvalid();
    expect(bodies).toEqual([]);
  });

  it("sends the message to the server, shows 'Sending...', then 'Message Sent!' and a button to send another", async () => {
    const bodies = contactServer();
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Subject'), 'billing');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'billing',
        message: 'Hello there',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the server’s refusals under their fields and keeps what was typed', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            type: 'https://httpstatuses.io/400',
            title: 'Bad Request',
            status: 400,
            detail: 'Enter a valid email address',
            errors: { email: ['Enter a valid email address'] },
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const form = screen.getByRole('form', { name: 'Contact form' });
    await waitFor(() =>
      expect(within(form).getAllByText('Enter a valid email address').length).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });

  it('answers a 429 with the server’s words above the button', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            type: 'https://httpstatuses.io/429',
            title: 'Too Many Requests',
            status: 429,
            detail: 'Too many requests. Try again in 60 seconds.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in 60 seconds.',
    );
  });
});

const signedInAs = (role: string): Partial<RootState> => ({
  auth: {
    ...initialAuthState,
    user: {
      userId: 'a1',
      email: 'a@example.com',
      name: 'Ada Admin',
      subType: '',
      role,
      accountType: '',
    },
  },
});

describe('Contact Messages (admins only)', () => {
  it('lists the messages for an admin, newest first, with the time in the account’s zone', async () => {
    const body: ContactMessagesResponse = {
      messages: [
        {
          id: '2',
          userId: null,
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          subject: 'billing',
          message: 'Line one\nLine two',
          createdAt: '2026-11-25T15:30:00.000Z',
        },
      ],
    };
    server.use(http.get('*/api/admin/contact-messages', () => HttpResponse.json(body)));
    renderRoute('/admin/contact-messages', { preloadedState: signedInAs('Admin') });
    const item = await screen.findByRole('article', { name: 'Billing from Grace Hopper' });
    expect(within(item).getByText(/Line one/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(within(item).getByText(/Nov 25, 2026/)).toHaveTextContent(/[AP]M \S+$/);
  });

  it('sends anyone else to Access Denied', async () => {
    renderRoute('/admin/contact-messages', { preloadedState: signedInAs('User') });
    expect(
      await screen.findByText(
        "You don't have permission to access this page. Please contact the administrator if you believe this is an error.",
      ),
    ).toBeInTheDocument();
  });
});
