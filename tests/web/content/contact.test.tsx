import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../render';

afterEach(() => {
  vi.useRealTimers();
});

async function fillRequired(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'Hello there');
}

describe('Contact Us (docs/product.md §3 contact form, §4 simulated flows)', () => {
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
    const { user } = renderRoute('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInvalid();
  });

  it("shows 'Sending...' for 1.5 s, then 'Message Sent!' and a button to send another", async () => {
    const { user } = renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Subject'), 'billing');

    vi.useFakeTimers();
    // The form hook validates before it sends (a microtask); the clock starts after it.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    vi.useRealTimers();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
